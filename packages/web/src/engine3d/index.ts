/**
 * The 3D engine's public face (docs/3d.md). Import it lazily (`import('../engine3d')`): it carries
 * three.js, so 2D-only pages never download it.
 */
import { Engine, type EngineOptions } from './engine';

export { Engine, modelUrlOf } from './engine';
export { moduleIdOf } from './picking';
export type { EngineOptions, EngineStats } from './engine';
export type { ModelPick } from './picking';
export { ModelError, MODEL_MAX_BYTES } from './model';
export type { ModelNode } from './model';

/** The test hook: the engines on the page, read by E2E specs and benches (never by the app). */
export interface TestHook {
  engines: Set<Engine>;
  last: Engine | null;
}

declare global {
  interface Window {
    __tc3d?: TestHook;
  }
}

/** Creates an engine on a canvas; the caller disposes it. */
export function createEngine(canvas: HTMLCanvasElement, options: EngineOptions = {}): Engine {
  const engine = new Engine(canvas, options);
  const hook = (window.__tc3d ??= { engines: new Set(), last: null });
  hook.engines.add(engine);
  hook.last = engine;
  const dispose = engine.dispose.bind(engine);
  engine.dispose = () => {
    hook.engines.delete(engine);
    if (hook.last === engine) hook.last = [...hook.engines].pop() ?? null;
    dispose();
  };
  return engine;
}
