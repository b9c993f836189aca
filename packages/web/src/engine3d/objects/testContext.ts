import { PerspectiveCamera, Scene } from 'three';
import type { Vector2, WebGLRenderer } from 'three';
import type { SceneLayer, SceneLayerContext, SceneLayerEvent } from '../layers';

/**
 * A layer context without WebGL for unit tests and the bench: a real scene and camera, and a renderer
 * stand-in that only answers its size and canvas (layers build geometry and instances, never draw here).
 */
export function headlessContext(
  width = 1280,
  height = 720,
): SceneLayerContext & { events: SceneLayerEvent[]; renders: number } {
  const scene = new Scene();
  const camera = new PerspectiveCamera(50, width / height, 0.1, 5000);
  camera.position.set(0, 40, 90);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const canvas = typeof document !== 'undefined' ? document.createElement('canvas') : null;
  const renderer = {
    domElement: canvas,
    getSize: (target: Vector2) => target.set(width, height),
  } as unknown as WebGLRenderer;
  const ctx = {
    scene,
    camera,
    renderer,
    events: [] as SceneLayerEvent[],
    renders: 0,
    requestRender() {
      ctx.renders++;
    },
    emit(event: SceneLayerEvent) {
      ctx.events.push(event);
    },
  };
  return ctx;
}

/** A layer with its optional hooks made callable (tests call them directly). */
export type TestLayer<T extends SceneLayer = SceneLayer> = T &
  Required<
    Pick<
      SceneLayer,
      'tick' | 'pick' | 'setSelected' | 'setData' | 'command' | 'focusOf' | 'editPoints' | 'endEdit'
    >
  >;

/** Answers what a layer factory builds, typed for tests (every layer here implements every hook it is called with). */
export function asTestLayer<T extends SceneLayer>(layer: T): TestLayer<T> {
  return layer as TestLayer<T>;
}
