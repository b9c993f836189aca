import type { Engine } from './engine';

/** Width of a scene thumbnail (the scene list and the project card show it at this size or smaller). */
export const THUMBNAIL_WIDTH = 320;
/** The server keeps thumbnails up to 64,000 characters; the capture stays under this. */
export const THUMBNAIL_MAX_CHARS = 60_000;
/** JPEG qualities tried in turn until the picture fits. */
const QUALITIES = [0.8, 0.6, 0.45, 0.3];
/** What transparent parts of the drawing become (JPEG has no alpha): the default sky's dark blue. */
const BACKDROP = '#0b1a2e';

/** The 2D canvas the picture is drawn into (a DOM canvas; tests may pass another). */
export type MakeCanvas = (width: number, height: number) => HTMLCanvasElement;

const domCanvas: MakeCanvas = (w, h) => {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
};

/**
 * A small JPEG data URL of what a canvas shows (docs/3d.md, "Scene thumbnails"): scaled to
 * `width` wide keeping the aspect ratio, on an opaque backdrop, at the best quality that stays under
 * `maxChars`. Null when the canvas has no size or no quality fits.
 */
export function captureThumbnail(
  source: HTMLCanvasElement,
  make: MakeCanvas = domCanvas,
  width = THUMBNAIL_WIDTH,
  maxChars = THUMBNAIL_MAX_CHARS,
): string | null {
  if (!source.width || !source.height) return null;
  const w = Math.min(width, source.width);
  const h = Math.max(1, Math.round((source.height * w) / source.width));
  const out = make(w, h);
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = BACKDROP;
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(source, 0, 0, w, h);
  for (const q of QUALITIES) {
    const url = out.toDataURL('image/jpeg', q);
    if (url.startsWith('data:image/jpeg') && url.length <= maxChars) return url;
  }
  return null;
}

/**
 * The thumbnail of what an engine shows now. The frame is drawn and read in one task: WebGL keeps the
 * drawing only until the browser shows it, so no copy of every frame (preserveDrawingBuffer) is needed.
 */
export function captureEngine(engine: Engine, make?: MakeCanvas): string | null {
  engine.renderer.render(0);
  return captureThumbnail(engine.canvas, make);
}
