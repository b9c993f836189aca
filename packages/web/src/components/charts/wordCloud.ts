import { scalar, type NormalPage } from '../chartKit/data';
import { baseOption, colorAt, type ChartContext, type EOption } from '../chartKit/settings';

/**
 * Word cloud, our own: words sorted by weight walk an Archimedean spiral out from the centre until their
 * box overlaps nothing placed before. Widths are estimated (CJK ≈ 1 em, Latin ≈ 0.58 em), which keeps
 * the layout pure and identical everywhere; each word is an ECharts graphic text carrying its point.
 */

export interface PlacedWord {
  text: string;
  weight: number;
  /** Index of the point in its series, for click events. */
  index: number;
  x: number;
  y: number;
  fontSize: number;
  width: number;
  height: number;
}

export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.58;
  return w * fontSize;
}

export function layoutWords(
  words: readonly { text: string; weight: number }[],
  width: number,
  height: number,
  top = 0,
  sizes: [number, number] = [12, 40],
): PlacedWord[] {
  const order = words.map((w, index) => ({ ...w, index })).sort((a, b) => b.weight - a.weight);
  const lo = Math.min(...order.map((w) => w.weight));
  const hi = Math.max(...order.map((w) => w.weight));
  const cx = width / 2;
  const cy = top + (height - top) / 2;
  const aspect = width / Math.max(1, height - top);
  const placed: PlacedWord[] = [];
  const hits = (a: PlacedWord) =>
    placed.some(
      (b) =>
        Math.abs(a.x - b.x) * 2 < a.width + b.width + 4 && Math.abs(a.y - b.y) * 2 < a.height + b.height + 2,
    );
  for (const w of order) {
    const t = hi > lo ? Math.sqrt((w.weight - lo) / (hi - lo)) : 1;
    const fontSize = Math.round(sizes[0] + (sizes[1] - sizes[0]) * t);
    const box = {
      text: w.text,
      weight: w.weight,
      index: w.index,
      fontSize,
      width: textWidth(w.text, fontSize),
      height: fontSize * 1.15,
    };
    for (let step = 0; step < 1500; step++) {
      const angle = step * 0.3;
      const radius = 1.6 * angle;
      const candidate = {
        ...box,
        x: cx + radius * Math.cos(angle) * aspect,
        y: cy + radius * Math.sin(angle),
      };
      const inside =
        candidate.x - box.width / 2 >= 2 &&
        candidate.x + box.width / 2 <= width - 2 &&
        candidate.y - box.height / 2 >= top &&
        candidate.y + box.height / 2 <= height - 2;
      if (inside && !hits(candidate)) {
        placed.push(candidate);
        break;
      }
      if (radius > Math.max(width, height)) break;
    }
  }
  return placed;
}

export function wordCloudOption(page: NormalPage, ctx: ChartContext): EOption {
  const series = page.series[0];
  const words = (series?.points ?? []).map((p) => ({ text: String(p.x), weight: scalar(p.y) }));
  const titleRoom = ctx.settings.title.show && (ctx.settings.title.text || page.title) ? 30 : 4;
  const big = Math.max(18, Math.min(56, Math.round(Math.min(ctx.width, ctx.height) / 6)));
  const placed = layoutWords(words, ctx.width, ctx.height, titleRoom, [
    Math.max(10, Math.round(big / 3.2)),
    big,
  ]);
  return {
    ...baseOption(page, ctx, false),
    graphic: {
      elements: placed.map((w, i) => ({
        type: 'text',
        x: w.x,
        y: w.y,
        info: { sid: 0, index: w.index },
        style: {
          text: w.text,
          fontSize: w.fontSize,
          fontWeight: i < 3 ? 'bold' : 'normal',
          fill: colorAt(ctx, i),
          align: 'center',
          verticalAlign: 'middle',
        },
      })),
    },
  };
}
