/** Screen adaptation modes of the viewer (issue 9): how the designed canvas meets the real screen. */
export const SCALE_MODES = ['fit', 'fitWidth', 'fitHeight', 'stretch', 'original'] as const;
export type ScaleMode = (typeof SCALE_MODES)[number];

export const isScaleMode = (v: unknown): v is ScaleMode =>
  typeof v === 'string' && (SCALE_MODES as readonly string[]).includes(v);

export interface StageLayout {
  scaleX: number;
  scaleY: number;
  /** Where the scaled canvas's top-left corner sits in the view (centred when smaller than the view). */
  left: number;
  top: number;
  /** Size of the scaled canvas: larger than the view means the view scrolls in that direction. */
  width: number;
  height: number;
}

/**
 * fit: whole canvas visible, proportions kept, centred (letterbox); fitWidth: width fills the view,
 * vertical scroll if taller; fitHeight: height fills, horizontal scroll if wider; stretch: both axes
 * fill, proportions not kept; original: 1:1, centred when it fits, scrolling when not.
 */
export function stageLayout(
  mode: ScaleMode,
  view: { width: number; height: number },
  canvas: { width: number; height: number },
): StageLayout {
  const cw = Math.max(1, canvas.width);
  const ch = Math.max(1, canvas.height);
  const vw = Math.max(1, view.width);
  const vh = Math.max(1, view.height);
  let sx: number;
  let sy: number;
  switch (mode) {
    case 'fitWidth':
      sx = sy = vw / cw;
      break;
    case 'fitHeight':
      sx = sy = vh / ch;
      break;
    case 'stretch':
      sx = vw / cw;
      sy = vh / ch;
      break;
    case 'original':
      sx = sy = 1;
      break;
    default:
      sx = sy = Math.min(vw / cw, vh / ch);
  }
  const width = cw * sx;
  const height = ch * sy;
  return {
    scaleX: sx,
    scaleY: sy,
    left: Math.max(0, (vw - width) / 2),
    top: Math.max(0, (vh - height) / 2),
    width,
    height,
  };
}

/** Share scale breakpoints by screen size (docs/reference.md#limits). */
export const SHARE_SCALE_BREAKPOINTS = [2000, 3000, 4000] as const;

/**
 * Render sharpness level for a screen of `physicalWidth` device pixels: 1 below 2000, 2 from 2000,
 * 3 from 3000, 4 from 4000. The viewer exposes it (data-render-level and --tc-render-level on the stage)
 * so canvas-based kinds draw at enough pixels to stay crisp when a 1920 canvas is blown up on a wall.
 */
export function renderLevel(physicalWidth: number): number {
  let level = 1;
  for (const bp of SHARE_SCALE_BREAKPOINTS) if (physicalWidth >= bp) level += 1;
  return level;
}
