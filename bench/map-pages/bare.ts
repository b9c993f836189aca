// A bare deck.gl page drawing the same data with the same layer types, no base map, no TwinCanvas code.
import { Deck } from '@deck.gl/core';
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { ScatterplotLayer } from '@deck.gl/layers';
import { params, points, showsData, VIEW, type Row } from './data';

const { kind, count } = params();
const rows = points(count);
const t0 = performance.now();
let frames = 0;
let first = true;
const layer =
  kind === 'heat'
    ? new HeatmapLayer<Row>({
        id: 'bare',
        data: rows,
        getPosition: (d) => [d.lng, d.lat],
        getWeight: (d) => d.value,
        radiusPixels: 30,
      })
    : new ScatterplotLayer<Row>({
        id: 'bare',
        data: rows,
        getPosition: (d) => [d.lng, d.lat],
        getRadius: 2,
        radiusUnits: 'pixels',
        getFillColor: [64, 169, 255],
      });
const deck = new Deck({
  parent: document.getElementById('map')!,
  initialViewState: VIEW,
  controller: false,
  layers: [layer],
  onAfterRender: () => {
    frames += 1;
    const gl = deck.getCanvas()?.getContext('webgl2');
    if (first && gl && showsData(gl)) {
      first = false;
      window.__report = { firstFrameMs: performance.now() - t0, frames: 0, seconds: 0 };
    }
  },
});
window.__spin = (seconds) =>
  new Promise((resolve) => {
    const start = performance.now();
    frames = 0;
    const turn = () => {
      const t = (performance.now() - start) / 1000;
      if (t >= seconds) return resolve({ firstFrameMs: window.__report!.firstFrameMs, frames, seconds: t });
      deck.setProps({ viewState: { ...VIEW, bearing: t * 30 } });
      requestAnimationFrame(turn);
    };
    requestAnimationFrame(turn);
  });
