// The map as TwinCanvas draws it: MapHost (MapLibre + interleaved deck.gl) with the real layer builders.
import { MapHost } from '../../packages/web/src/map/host';
import { offlineStyle } from '../../packages/web/src/map/baseStyle';
import { heatLayer } from '../../packages/web/src/map/layers/aggregate';
import { pointMarkerLayer } from '../../packages/web/src/map/layers/markers';
import { params, points, VIEW } from './data';

const { kind, count } = params();
const rows = points(count);
const t0 = performance.now();
const host = new MapHost(
  document.getElementById('map')!,
  { center: [VIEW.longitude, VIEW.latitude], zoom: VIEW.zoom, minZoom: 0, maxZoom: 20, pitch: 0, bearing: 0 },
  offlineStyle(),
  { onPick: () => undefined, onLegends: () => undefined, onTimeRange: () => undefined },
);
const item = {
  _id: 'Jbench',
  componentType: kind === 'heat' ? '4543' : '4561',
  layerModel:
    kind === 'heat'
      ? { radius: 30 }
      : {
          icon: kind === 'cluster' ? 'circle' : 'dot',
          sizeMin: 4,
          sizeMax: 4,
          cluster: kind === 'cluster',
          legend: false,
        },
};
host.setItems([
  {
    id: 'Jbench',
    zIndex: 1,
    builder: kind === 'heat' ? heatLayer : pointMarkerLayer,
    input: { item, rows, shift: (p) => p },
  },
]);
let frames = 0;
host.map.on('render', () => {
  frames += 1;
});
host.map.once('idle', () => {
  window.__report = { firstFrameMs: performance.now() - t0, frames: 0, seconds: 0 };
});
window.__spin = (seconds) =>
  new Promise((resolve) => {
    const start = performance.now();
    frames = 0;
    const turn = () => {
      const t = (performance.now() - start) / 1000;
      if (t >= seconds) return resolve({ firstFrameMs: window.__report!.firstFrameMs, frames, seconds: t });
      host.map.jumpTo({ bearing: t * 30 });
      requestAnimationFrame(turn);
    };
    requestAnimationFrame(turn);
  });
