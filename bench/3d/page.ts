// Browser side of bench/3d.ts: bundled by Vite and run in Chromium (software WebGL). It draws a stand-in
// model, then the same scene with 10,000 placards, 100 flowing pipelines, a 1,000-sensor heat map and
// 1,000 batch placards (updated once a second while frames are timed), and answers draw calls
// (renderer.info) and timings.
import {
  AmbientLight,
  BoxGeometry,
  DirectionalLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  WebGLRenderer,
} from 'three';
import type { Object3D } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Component3D } from '@twincanvas/model';
import { apiBatchDefinition } from '../../packages/web/src/components/apiBatch/definition';
import { createApiBatchLayer } from '../../packages/web/src/components/apiBatch/layer';
import { heatMapDefinition } from '../../packages/web/src/components/heatMap/definition';
import { createHeatMapLayer } from '../../packages/web/src/components/heatMap/layer';
import { pipelineDefinition } from '../../packages/web/src/components/pipeline/definition';
import { createPipelineLayer } from '../../packages/web/src/components/pipeline/layer';
import { signDefinition } from '../../packages/web/src/components/sign/definition';
import { createSignLayer } from '../../packages/web/src/components/sign/layer';
import type { SceneLayer, SceneLayerContext } from '../../packages/web/src/engine3d/layers';
import { pointAt } from '../../packages/web/src/components/common3d/component';

export interface Bench3DResult {
  placards: number;
  placard_draw_calls: number;
  placard_triangles: number;
  /** Placards drawn after clustering (the others are inside a cluster badge). */
  placards_shown: number;
  pipelines: number;
  pipeline_draw_calls: number;
  pipeline_triangles: number;
  base_draw_calls: number;
  base_triangles: number;
  frame_ms_base: number;
  frame_ms_placards: number;
  frame_ms_pipelines: number;
  heat_sensors: number;
  heat_update_ms: number;
  heat_draw_calls: number;
  heat_triangles: number;
  /** A frame of the model with the heat map (the pipelines taken away first). */
  frame_ms_heat: number;
  batch_rows: number;
  batch_update_ms: number;
  /** Frames timed while the batch placards took a new set of rows once a second. */
  batch_frames: number;
  batch_updates: number;
  frame_ms_batch_p50: number;
  /** The slowest of those frames (the ones carrying an update included). */
  frame_ms_batch_worst: number;
}

const W = 1280;
const H = 720;

function model(): Mesh {
  // A stand-in "model": a 50 × 50 block city merged into one mesh (≈30,000 triangles).
  const boxes = [];
  for (let i = 0; i < 50; i++)
    for (let j = 0; j < 50; j++) {
      const h = 1 + ((i * 7 + j * 13) % 9);
      boxes.push(new BoxGeometry(3, h, 3).translate(i * 5 - 125, h / 2, j * 5 - 125));
    }
  return new Mesh(mergeGeometries(boxes)!, new MeshStandardMaterial({ color: '#8899aa' }));
}

async function run(): Promise<Bench3DResult> {
  const canvas = document.getElementById('c') as HTMLCanvasElement;
  const renderer = new WebGLRenderer({ canvas, antialias: false });
  renderer.setPixelRatio(1);
  renderer.setSize(W, H, false);
  const gl = renderer.getContext();
  const pixel = new Uint8Array(4);
  const scene = new Scene();
  const camera = new PerspectiveCamera(50, W / H, 0.5, 3000);
  camera.position.set(0, 160, 260);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  scene.add(new AmbientLight('#ffffff', 0.6), new DirectionalLight('#ffffff', 1.2), model());
  const ctx: SceneLayerContext = {
    scene,
    camera,
    renderer,
    requestRender: () => undefined,
    emit: () => undefined,
  };
  let elapsed = 0;
  const layers: SceneLayer[] = [];

  const frame = () => {
    elapsed += 1 / 60;
    for (const l of layers) l.tick?.(1 / 60, elapsed);
    renderer.render(scene, camera);
    // Wait for the GPU (SwiftShader) to finish the frame, so the time is the frame's.
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  };
  const frameMs = (n = 30) => {
    for (let i = 0; i < 5; i++) frame();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) frame();
    return (performance.now() - t0) / n;
  };
  /** Draw calls and triangles of one subtree alone (renderer.info of a scene holding only it). */
  const drawOf = (root: Object3D) => {
    const solo = new Scene();
    const parent = root.parent;
    solo.add(root);
    layers.forEach((l) => l.tick?.(1 / 60, elapsed));
    renderer.render(solo, camera);
    const figures = { calls: renderer.info.render.calls, triangles: renderer.info.render.triangles };
    parent?.add(root);
    return figures;
  };
  const add = (layer: SceneLayer) => {
    layers.push(layer);
    scene.add(layer.root);
    return layer;
  };

  const baseFigures = (() => {
    renderer.render(scene, camera);
    return { calls: renderer.info.render.calls, triangles: renderer.info.render.triangles };
  })();
  const frame_ms_base = frameMs();

  const PLACARDS = 10_000;
  const kinds = ['CommonPlacard', 'LinePlacard', 'IconPlacard', 'BarPlacard'];
  const signs: Component3D[] = Array.from({ length: PLACARDS }, (_, i) => {
    const c = signDefinition.defaults(
      { x: (i % 100) * 2.5 - 125, y: 10, z: Math.floor(i / 100) * 2.5 - 125 },
      kinds[i % 4],
    );
    return { ...c, _id: `F-sign-${i}`, propertyData: { ...(c.propertyData as object), text: `Tag ${i}` } };
  });
  const signLayer = add(createSignLayer(ctx));
  signLayer.set(signs);
  const placardFigures = drawOf(signLayer.root);
  const frame_ms_placards = frameMs();
  const anchors = (signLayer as unknown as { batch: { anchors: { flags(i: number): number } } }).batch
    .anchors;
  let placards_shown = 0;
  for (let i = 0; i < PLACARDS; i++) placards_shown += anchors.flags(i) & 1;
  scene.remove(signLayer.root);
  layers.splice(layers.indexOf(signLayer), 1);

  const PIPES = 100;
  const pipes: Component3D[] = Array.from({ length: PIPES }, (_, i) => {
    const c = pipelineDefinition.defaults({ x: 0, y: 0, z: 0 });
    const x = i * 2.4 - 120;
    return {
      ...c,
      _id: `F-pipe-${i}`,
      pointData: [
        pointAt({ x, y: 2, z: -120 }),
        pointAt({ x, y: 2, z: 60 + i }),
        pointAt({ x: x + 20, y: 8, z: 100 }),
      ],
    };
  });
  const pipeLayer = add(createPipelineLayer(ctx));
  pipeLayer.set(pipes);
  const pipeFigures = drawOf(pipeLayer.root);
  const frame_ms_pipelines = frameMs();
  scene.remove(pipeLayer.root);
  layers.splice(layers.indexOf(pipeLayer), 1);

  const SENSORS = 1000;
  const heatBase = heatMapDefinition.defaults({ x: 0, y: 0, z: 0 });
  const heat = {
    ...heatBase,
    _id: 'F-heat',
    propertyData: {
      ...(heatBase.propertyData as object),
      width: 250,
      depth: 250,
      resolution: 64,
      showSensors: false,
    },
  };
  const heatLayer = add(createHeatMapLayer(ctx));
  heatLayer.set([heat]);
  const sensorRows = (k: number) =>
    Array.from({ length: SENSORS }, (_, i) => ({
      name: `S${i}`,
      x: ((i * 37) % 250) - 125,
      z: ((i * 91) % 250) - 125,
      value: (i * 7 + k) % 100,
    }));
  const heatTimes: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    heatLayer.setData?.('F-heat', sensorRows(k), false);
    heatTimes.push(performance.now() - t0);
  }
  const heatFigures = drawOf(heatLayer.root);
  const frame_ms_heat = frameMs();
  scene.remove(heatLayer.root);
  layers.splice(layers.indexOf(heatLayer), 1);

  const ROWS = 1000;
  const batch = { ...apiBatchDefinition.defaults({ x: 0, y: 20, z: 0 }), _id: 'F-api' };
  const batchLayer = add(createApiBatchLayer(ctx));
  batchLayer.set([batch]);
  const batchRows = (k: number) =>
    Array.from({ length: ROWS }, (_, i) => ({
      name: `D${i}`,
      value: (i + k) % 100,
      x: (i % 40) * 6 - 120,
      y: 0,
      z: Math.floor(i / 40) * 6 - 120,
    }));
  batchLayer.setData?.('F-api', batchRows(0), false);
  frame();
  const batchTimes: number[] = [];
  for (let k = 1; k <= 5; k++) {
    const rows = batchRows(k);
    const t0 = performance.now();
    batchLayer.setData?.('F-api', rows, false);
    batchTimes.push(performance.now() - t0);
  }
  // The batch as a live page drives it: a new set of rows once a second for BATCH_SECONDS while frames
  // are drawn back to back; each frame's time includes the update it carried, if any.
  const BATCH_SECONDS = 6;
  const liveFrames: number[] = [];
  let updates = 0;
  const liveStart = performance.now();
  let nextUpdate = liveStart + 1000;
  while (performance.now() - liveStart < BATCH_SECONDS * 1000) {
    const t0 = performance.now();
    if (t0 >= nextUpdate) {
      batchLayer.setData?.('F-api', batchRows(10 + ++updates), false);
      nextUpdate += 1000;
    }
    frame();
    liveFrames.push(performance.now() - t0);
    // Yield to the page's event loop between frames, as requestAnimationFrame would.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const round = (x: number) => Math.round(x * 100) / 100;

  return {
    placards: PLACARDS,
    placard_draw_calls: placardFigures.calls,
    placard_triangles: placardFigures.triangles,
    placards_shown,
    pipelines: PIPES,
    pipeline_draw_calls: pipeFigures.calls,
    pipeline_triangles: pipeFigures.triangles,
    base_draw_calls: baseFigures.calls,
    base_triangles: baseFigures.triangles,
    frame_ms_base: round(frame_ms_base),
    frame_ms_placards: round(frame_ms_placards),
    frame_ms_pipelines: round(frame_ms_pipelines),
    heat_sensors: SENSORS,
    heat_update_ms: round(median(heatTimes)),
    heat_draw_calls: heatFigures.calls,
    heat_triangles: heatFigures.triangles,
    frame_ms_heat: round(frame_ms_heat),
    batch_rows: ROWS,
    batch_update_ms: round(median(batchTimes)),
    batch_frames: liveFrames.length,
    batch_updates: updates,
    frame_ms_batch_p50: round(median(liveFrames)),
    frame_ms_batch_worst: round(Math.max(...liveFrames)),
  };
}

(window as unknown as { __bench3d: () => Promise<Bench3DResult> }).__bench3d = run;
