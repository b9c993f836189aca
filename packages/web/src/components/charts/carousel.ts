import type { NormalPage } from '../chartKit/data';
import type { ChartContext, EOption } from '../chartKit/settings';
import { cartesianOption } from './cartesian';
import { pieOption } from './round';

/** Carousel of charts: each data page drawn as the chosen chart type, cycled while the dashboard runs. */
export function carouselOption(page: NormalPage, ctx: ChartContext): EOption {
  const type = ctx.settings.extra.chartType;
  if (type === 'pie') return pieOption(page, ctx, 'ring');
  if (type === 'line') return cartesianOption(page, ctx, { type: 'line', smooth: true, area: true });
  return cartesianOption(page, ctx, { type: 'bar' });
}

/** Carousel interval in ms (docs/reference.md#type-codes default 3000). */
export const carouselInterval = (extra: Record<string, unknown> | undefined): number =>
  typeof extra?.interval === 'number' && extra.interval >= 500 ? extra.interval : 3000;
