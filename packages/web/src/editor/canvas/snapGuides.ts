import type { OnSnap } from 'react-moveable';

/**
 * The snap lines of a gesture, drawn on one canvas over the viewport instead of Moveable's own guideline
 * elements. Those were inserted, removed and restyled on almost every pointer move, and each such change
 * made Chrome re-layerize the whole page (docs/benchmarks.md, dragging one of 200 bar charts); redrawing a
 * canvas changes one layer's pixels and nothing else. Moveable's guideline elements are hidden in
 * editor.css, and its control box while a drag lasts (the lifted component shows its own outline).
 */

const COLOUR = '#ff4d9d';

/** The lines to draw for one snap event: page and component guidelines Moveable reports as snapped. */
export function snapLines(e: Pick<OnSnap, 'guidelines' | 'elements'>): { x?: number; y?: number }[] {
  const out: { x?: number; y?: number }[] = [];
  const seen = new Set<string>();
  for (const g of [...e.guidelines, ...e.elements]) {
    if (g.hide) continue;
    const line = g.type === 'vertical' ? { x: Math.round(g.pos[0] ?? 0) } : { y: Math.round(g.pos[1] ?? 0) };
    const key = JSON.stringify(line);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

/** Redraws the canvas with the lines of `e` across the whole viewport; null clears it. */
export function drawSnapGuides(
  canvas: HTMLCanvasElement | null,
  e: Pick<OnSnap, 'guidelines' | 'elements'> | null,
) {
  if (!canvas) return;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, width, height);
  const lines = e ? snapLines(e) : [];
  canvas.dataset.lines = String(lines.length);
  if (lines.length === 0) return;
  ctx.strokeStyle = COLOUR;
  ctx.lineWidth = Math.max(1, Math.round(ratio));
  ctx.beginPath();
  // Half a pixel in, so a one-pixel line covers one row of pixels instead of two half-lit ones.
  for (const l of lines) {
    if (l.x !== undefined) {
      ctx.moveTo(l.x * ratio + 0.5, 0);
      ctx.lineTo(l.x * ratio + 0.5, height);
    } else if (l.y !== undefined) {
      ctx.moveTo(0, l.y * ratio + 0.5);
      ctx.lineTo(width, l.y * ratio + 0.5);
    }
  }
  ctx.stroke();
}
