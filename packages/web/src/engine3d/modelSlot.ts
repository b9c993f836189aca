import type { ProjectModel } from '@twincanvas/model';
import { fetchModel, ModelError, parseModel, type LoadedModel } from './model';

/** What the slot tells its engine while a model comes and goes. */
export interface ModelSlotHost {
  onProgress(fraction: number): void;
  /** The model is in: add it to the scene and apply the page's data to it. */
  attach(model: LoadedModel): void;
  /** The model is leaving: take it out of the scene (the slot disposes it). */
  detach(model: LoadedModel): void;
}

/**
 * The engine's one model (docs/3d.md, "Loading models"): download with progress, parse, swap, and the
 * time from the start of the download to the first frame drawing it. A load for the URL already loading
 * or shown answers the same promise; a newer load makes an older one drop its result.
 */
export class ModelSlot {
  model: LoadedModel | null = null;
  url: string | null = null;
  error: ModelError | null = null;
  private loading: Promise<LoadedModel | null> | null = null;
  private loadStart = 0;
  /** From the start of the model's download to the first frame drawing it (0 until then). */
  firstFrameMs = 0;
  private disposed = false;

  constructor(private readonly host: ModelSlotHost) {}

  load(url: string | null): Promise<LoadedModel | null> {
    if (url === this.url && this.loading) return this.loading;
    this.url = url;
    this.error = null;
    if (this.model) {
      this.host.detach(this.model);
      this.model.dispose();
      this.model = null;
    }
    this.firstFrameMs = 0;
    this.loadStart = performance.now();
    if (!url) return (this.loading = Promise.resolve(null));
    const loading = (async () => {
      try {
        const buffer = await fetchModel(url, (f) => this.host.onProgress(f));
        const model = await parseModel(buffer, url.replace(/[^/]*$/, ''));
        if (this.disposed || this.url !== url) {
          model.dispose();
          return null;
        }
        this.model = model;
        this.host.attach(model);
        return model;
      } catch (err) {
        this.error = err instanceof ModelError ? err : new ModelError('corrupt', String(err));
        throw this.error;
      }
    })();
    this.loading = loading;
    return loading;
  }

  /** Called after each frame: the first one with the model in sets `firstFrameMs`. */
  framed(): void {
    if (this.model && !this.firstFrameMs) this.firstFrameMs = performance.now() - this.loadStart;
  }

  dispose(): void {
    this.disposed = true;
    this.model?.dispose();
  }
}

/** The URL the engine loads for a scene's model: the optimised copy when the upload made one. */
export function modelUrlOf(model: ProjectModel | undefined): string | null {
  if (!model) return null;
  const url = model.modelWebUrl || model.modelHotFixPath;
  return typeof url === 'string' && url ? url : null;
}
