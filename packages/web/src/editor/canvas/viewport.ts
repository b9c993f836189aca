import { initialScale, zoomScale } from '@twincanvas/model';
import { canvasSize } from '../docModel';
import { useEditor } from '../store';

/** Room kept around the stage when fitting it into the view. */
const FIT_MARGIN = 60;

const scaleKey = (flag: string) => `tc-editor-scale:${flag}`;

/** Scale is kept per project in localStorage (docs/reference.md#canvas). */
export function storedScale(flag: string): number | null {
  const v = Number(localStorage.getItem(scaleKey(flag)));
  return Number.isFinite(v) && v > 0 ? v : null;
}

function storeScale(scale: number): void {
  const flag = useEditor.getState().projectFlag;
  if (flag) localStorage.setItem(scaleKey(flag), String(scale));
}

/** Centres the stage in the view at a scale (the fitting scale when none is given). */
export function centreStage(scale?: number): void {
  const s = useEditor.getState();
  if (!s.doc || !s.viewportWidth) return;
  const size = canvasSize(s.doc);
  const next =
    scale ??
    initialScale({
      viewWidth: s.viewportWidth - FIT_MARGIN,
      viewHeight: s.viewportHeight - FIT_MARGIN,
      canvasWidth: size.width,
      canvasHeight: size.height,
      maxScale: 1,
    });
  s.setView({
    scale: next,
    panX: Math.round((s.viewportWidth - size.width * next) / 2),
    panY: Math.round((s.viewportHeight - size.height * next) / 2),
  });
  if (scale === undefined) storeScale(next);
}

/** Zoom by 10 % steps around a point of the viewport (its centre by default). */
export function zoom(direction: 'in' | 'out', at?: { x: number; y: number }): void {
  const s = useEditor.getState();
  const next = zoomScale(s.scale, direction);
  const x = at?.x ?? s.viewportWidth / 2;
  const y = at?.y ?? s.viewportHeight / 2;
  s.setView({
    scale: next,
    panX: Math.round(x - ((x - s.panX) * next) / s.scale),
    panY: Math.round(y - ((y - s.panY) * next) / s.scale),
  });
  storeScale(next);
}

/** Viewport pixel → canvas coordinate. */
export function toCanvas(x: number, y: number): { x: number; y: number } {
  const s = useEditor.getState();
  return { x: (x - s.panX) / s.scale, y: (y - s.panY) / s.scale };
}
