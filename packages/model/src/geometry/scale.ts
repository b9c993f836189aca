import { PERCENT, SCALE_FALLBACK, SCALE_MIN, SCALE_STEP_PERCENT } from '../constants.js';

export interface ScaleInput {
  viewWidth: number;
  viewHeight: number;
  canvasWidth: number;
  canvasHeight: number;
  /** Largest scale the project size allows. */
  maxScale: number;
}

/** Initial canvas scale: fit the canvas in the view, at least 0.2, at most maxScale; 0.7 if not a number. */
export function initialScale({
  viewWidth,
  viewHeight,
  canvasWidth,
  canvasHeight,
  maxScale,
}: ScaleInput): number {
  const fit = Math.min(viewWidth / canvasWidth, viewHeight / canvasHeight);
  if (!Number.isFinite(fit)) return SCALE_FALLBACK;
  return Math.min(Math.max(fit, SCALE_MIN), Number.isFinite(maxScale) ? maxScale : fit);
}

/**
 * Zooms in or out to the next multiple of `stepPercent` (10 % by default): 0.73 zooms in to 0.8 and out
 * to 0.7. Shrinking never goes under the minimum scale. Works in whole percents to avoid float drift.
 */
export function zoomScale(
  current: number,
  direction: 'in' | 'out',
  stepPercent: number = SCALE_STEP_PERCENT,
): number {
  const base = Number.isFinite(current) ? current : SCALE_FALLBACK;
  const percent = Math.round(base * PERCENT * PERCENT) / PERCENT; // two decimals of a percent are enough
  const steps = percent / stepPercent;
  const nextSteps = direction === 'in' ? Math.floor(steps) + 1 : Math.ceil(steps) - 1;
  const next = (nextSteps * stepPercent) / PERCENT;
  return direction === 'out' ? Math.max(next, SCALE_MIN) : next;
}
