import type { ChartKind } from '../chartKit/codes';
import { CHART_CODE } from '../chartKit/codes';
import type { ChartSettings } from '../chartKit/settings';

/**
 * Settings a kind starts from beyond the shared defaults. They are written into new components and also
 * applied under whatever a stored component holds, so a component made elsewhere (an import, an API)
 * with a partial config draws the same as one made from the palette.
 */
export const KIND_SETTINGS: Partial<Record<ChartKind, Partial<ChartSettings>>> = {
  // The funnel labels its own layers; a legend would repeat them.
  funnel: { legend: { show: false, position: 'top' } },
  pieRing: { extra: { innerRadius: 50 } },
  candlestick: { extra: { riseColor: '#EF5350FF', fallColor: '#26A69AFF' } },
  polarBar: { extra: { stack: true } },
  carousel: { extra: { chartType: 'bar', interval: 3000 } },
};

const BY_CODE = new Map<number, Partial<ChartSettings>>(
  (Object.entries(KIND_SETTINGS) as [ChartKind, Partial<ChartSettings>][]).map(([kind, s]) => [
    CHART_CODE[kind],
    s,
  ]),
);

export const kindSettingsOf = (code: number): Partial<ChartSettings> | undefined => BY_CODE.get(code);
