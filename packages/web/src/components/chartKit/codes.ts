/**
 * The chart type codes (docs/reference.md#type-codes: 13000-13999 are charts; every one reads its data under the
 * shared '13000' key). Codes are grouped by tens so a family can grow without renumbering:
 *
 * | codes       | family                                                                 |
 * |-------------|------------------------------------------------------------------------|
 * | 13001-13005 | bar: vertical, horizontal, stacked, grouped, bar + line                |
 * | 13010-13014 | line: basic, smooth, area, stacked, step                               |
 * | 13020-13022 | pie: pie, ring, rose                                                   |
 * | 13030-13031 | scatter, bubble                                                        |
 * | 13040-13043 | radar, gauge, funnel, heatmap                                          |
 * | 13050-13053 | treemap, sunburst, sankey, graph (relations)                           |
 * | 13060-13063 | boxplot, candlestick, parallel coordinates, polar bar                  |
 * | 13070-13071 | liquid fill, word cloud (own renderings on ECharts graphic elements)   |
 * | 13080-13081 | region maps: world, China (world-atlas countries-110m outlines)        |
 * | 13090       | carousel of charts (cycles its data pages)                             |
 */
export const CHART_CODE = {
  bar: 13001,
  barHorizontal: 13002,
  barStacked: 13003,
  barGrouped: 13004,
  barLine: 13005,
  line: 13010,
  lineSmooth: 13011,
  lineArea: 13012,
  lineStacked: 13013,
  lineStep: 13014,
  pie: 13020,
  pieRing: 13021,
  pieRose: 13022,
  scatter: 13030,
  bubble: 13031,
  radar: 13040,
  gauge: 13041,
  funnel: 13042,
  heatmap: 13043,
  treemap: 13050,
  sunburst: 13051,
  sankey: 13052,
  graph: 13053,
  boxplot: 13060,
  candlestick: 13061,
  parallel: 13062,
  polarBar: 13063,
  liquidFill: 13070,
  wordCloud: 13071,
  mapWorld: 13080,
  mapChina: 13081,
  carousel: 13090,
} as const;

export type ChartKind = keyof typeof CHART_CODE;
