// The map as TwinCanvas draws it: MapHost (MapLibre + interleaved deck.gl) with the real layer builders.
import { MapHost } from '../../packages/web/src/map/host';
import { offlineStyle } from '../../packages/web/src/map/baseStyle';
import { heatLayer } from '../../packages/web/src/map/layers/aggregate';
import { pointMarkerLayer } from '../../packages/web/src/map/layers/markers';
import { params, points, showsData, VIEW } from './data';

const { kind, count } = params();
// ?base=none draws the items on an empty style; ?base=lines leaves the land fill out (what the base costs).
const baseParam = new URLSearchParams(location.search).get('base');
const fullStyle = offlineStyle();
const style =
  baseParam === 'none'
    ? { ...fullStyle, layers: [] }
    : baseParam === 'lines'
      ? { ...fullStyle, layers: fullStyle.layers.filter((l) => l.type !== 'fill') }
      : fullStyle;
const rows = points(count);
const t0 = performance.now();
const host = new MapHost(
  document.getElementById('map')!,
  { center: [VIEW.longitude, VIEW.latitude], zoom: VIEW.zoom, minZoom: 0, maxZoom: 20, pitch: 0, bearing: 0 },
  style,
  { onPick: () => undefined, onLegends: () => undefined, onTimeRange: () => undefined },
);
const item = {
  _id: 'Jbench',
  componentType: kind === 'heat' ? '4543' : '4561',
  layerModel:
    kind === 'heat'
      ? // deck.gl's default heat colours, as on the bare page: the same layer drawing the same picture.
        { radius: 30, colorFrom: '#FFFFB2', colorTo: '#BD0026' }
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
const gl = host.map.getCanvas().getContext('webgl2')!;
// The first frame is the first one whose pixels show the points (data.ts showsData), as on the bare page;
// MapLibre's first 'idle' (base map settled) is reported beside it.
let firstFrameMs: number | null = null;
host.map.on('render', () => {
  frames += 1;
  // Clustered markers are small and sparse (the centre may hold none): their first frame stays 'idle'.
  if (firstFrameMs === null && kind !== 'cluster' && showsData(gl)) {
    firstFrameMs = performance.now() - t0;
    window.__report = { firstFrameMs, frames: 0, seconds: 0 };
  }
});
host.map.once('idle', () => {
  window.__idleMs = performance.now() - t0;
  if (kind === 'cluster') window.__report = { firstFrameMs: window.__idleMs, frames: 0, seconds: 0 };
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
