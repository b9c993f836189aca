import { describe, expect, it } from 'vitest';
import type { ToOption } from '../chartKit/ChartView';
import { CHART_CODE } from '../chartKit/codes';
import { makePage, readPage, type ChartPage } from '../chartKit/data';
import { readSettings, type ChartContext, type EOption } from '../chartKit/settings';
import { DEFAULT_PLAN, cssColor } from '../chartKit/theme';
import { CHART_DEFINITIONS, CHART_FAMILY } from '.';

const modules = import.meta.glob<{ default: { toOption: ToOption } }>('./render/*.ts');

async function mapping(code: number): Promise<ToOption> {
  const load = modules[`./render/${CHART_FAMILY[code]}.ts`];
  if (!load) throw new Error(`no renderer for ${code}`);
  return (await load()).default.toOption;
}

const ctx = (config: unknown = {}): ChartContext => ({
  settings: readSettings(config),
  plan: DEFAULT_PLAN,
  width: 400,
  height: 250,
});

async function optionOf(code: number, pages?: ChartPage[], config?: unknown): Promise<EOption> {
  const def = CHART_DEFINITIONS.find((d) => d.typeCodes[0] === code)!;
  const data = pages ?? (def.defaults(code).chartModel!.data as ChartPage[]);
  return (await mapping(code))(readPage(data[0])!, ctx(config), code);
}

type Series = Record<string, unknown> & { data?: unknown[] };
const series = (o: EOption) => o.series as Series[];

describe('every chart kind maps its sample data to a drawable option', () => {
  for (const def of CHART_DEFINITIONS)
    it(`${def.typeCodes[0]} ${def.kind}`, async () => {
      const o = await optionOf(def.typeCodes[0]!);
      const drawn = (o.series as unknown[] | undefined)?.length ?? 0;
      const graphic = ((o.graphic as { elements?: unknown[] } | undefined)?.elements ?? []).length;
      expect(drawn + graphic).toBeGreaterThan(0);
      expect(o.title).toMatchObject({ show: true });
      // Every series carries an id `s<sid>`, so clicks map back to their series.
      for (const s of (o.series as Series[] | undefined) ?? []) expect(String(s.id)).toMatch(/^s\d+$/);
    });
});

const two = makePage('p', '销售', '万元', {
  A: [
    ['1月', 1],
    ['2月', 2],
  ],
  B: [
    ['2月', 5],
    ['3月', 6],
  ],
});

describe('per-kind mapping', () => {
  it('bar: one category axis of all X, one bar series per Group (nulls where a series has no X)', async () => {
    const o = await optionOf(CHART_CODE.bar, [two]);
    expect((o.xAxis as { data: string[] }).data).toEqual(['1月', '2月', '3月']);
    expect(series(o).map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'A', [1, 2, null]],
      ['bar', 'B', [null, 5, 6]],
    ]);
    expect((o.yAxis as { name: string }).name).toBe('万元');
  });
  it('horizontal swaps axes; stacked stacks; bar+line draws the second series as a line', async () => {
    const h = await optionOf(CHART_CODE.barHorizontal, [two]);
    expect((h.xAxis as { type: string }).type).toBe('value');
    expect((h.yAxis as { type: string }).type).toBe('category');
    expect(series(await optionOf(CHART_CODE.barStacked, [two])).every((s) => s.stack === 'total')).toBe(true);
    expect(series(await optionOf(CHART_CODE.barLine, [two])).map((s) => s.type)).toEqual(['bar', 'line']);
    expect(
      series(await optionOf(CHART_CODE.barLine, [two], { series: [{ type: 'line' }, { type: 'bar' }] })).map(
        (s) => s.type,
      ),
    ).toEqual(['line', 'bar']);
  });
  it('line variants: smooth, area, stacked, step', async () => {
    expect(series(await optionOf(CHART_CODE.lineSmooth, [two]))[0]!.smooth).toBe(true);
    expect(series(await optionOf(CHART_CODE.lineArea, [two]))[0]!.areaStyle).toBeDefined();
    expect(series(await optionOf(CHART_CODE.lineStacked, [two]))[1]!.stack).toBe('total');
    expect(series(await optionOf(CHART_CODE.lineStep, [two]))[0]!.step).toBe('middle');
  });
  it('series settings override names and colours; the colour plan colours the rest', async () => {
    const o = await optionOf(CHART_CODE.bar, [two], { series: [{ name: '甲', color: '#FF000080' }] });
    expect(series(o)[0]!.name).toBe('甲');
    expect((series(o)[0]!.itemStyle as { color: string }).color).toBe('rgba(255,0,0,0.502)');
    expect((series(o)[1]!.itemStyle as { color: string }).color).toBe(cssColor(DEFAULT_PLAN.colors[1]!));
  });
  it('pie, ring and rose: slices of the first Group', async () => {
    const pie = series(await optionOf(CHART_CODE.pie, [two]))[0]!;
    expect(pie.data).toMatchObject([
      { name: '1月', value: 1 },
      { name: '2月', value: 2 },
    ]);
    expect((series(await optionOf(CHART_CODE.pieRing, [two]))[0]!.radius as unknown[])[0]).toBe('50%');
    expect(series(await optionOf(CHART_CODE.pieRose, [two]))[0]!.roseType).toBe('radius');
  });
  it('gauge reads the first Y against Max; liquid fill draws its level from Y / Max', async () => {
    const g = series(
      await optionOf(CHART_CODE.gauge, [makePage('p', '', '%', { a: [['x', 30]] }, { Max: 60 })]),
    )[0]!;
    expect([g.max, (g.data as { value: number }[])[0]!.value]).toEqual([60, 30]);
    const liquid = await optionOf(CHART_CODE.liquidFill, [
      makePage('p', '', '%', { a: [['x', 25]] }, { Max: 50 }),
    ]);
    const text = (
      liquid.graphic as { elements: { type: string; style?: { text?: string } }[] }
    ).elements.find((e) => e.type === 'text');
    expect(text?.style?.text).toBe('50%');
  });
  it('radar: one indicator per X with the Dimension Max; one value list per Group', async () => {
    const o = await optionOf(CHART_CODE.radar);
    expect((o.radar as { indicator: { max: number }[] }).indicator.every((i) => i.max === 100)).toBe(true);
    expect((series(o)[0]!.data as unknown[]).length).toBe(2);
  });
  it('heatmap: [column, row, value] cells; treemap and sunburst: Group → children', async () => {
    const h = series(await optionOf(CHART_CODE.heatmap, [two]))[0]!;
    expect(h.data).toEqual([
      [0, 0, 1],
      [1, 0, 2],
      [1, 1, 5],
      [2, 1, 6],
    ]);
    const t = series(await optionOf(CHART_CODE.treemap, [two]))[0]!;
    expect(t.data).toMatchObject([
      {
        name: 'A',
        children: [
          { name: '1月', value: 1 },
          { name: '2月', value: 2 },
        ],
      },
      { name: 'B' },
    ]);
    expect(series(await optionOf(CHART_CODE.sunburst, [two]))[0]!.data).toEqual(t.data);
  });
  it('sankey and graph: Group = source, X = target, Y = weight', async () => {
    const flow = makePage('p', '', '', { a: [['b', 3]], b: [['c', 2]] });
    const s = series(await optionOf(CHART_CODE.sankey, [flow]))[0]!;
    expect((s.data as { name: string }[]).map((n) => n.name)).toEqual(['a', 'b', 'c']);
    expect(s.links).toEqual([
      { source: 'a', target: 'b', value: 3 },
      { source: 'b', target: 'c', value: 2 },
    ]);
    expect(series(await optionOf(CHART_CODE.graph, [flow]))[0]!.links).toEqual(s.links);
  });
  it('scatter/bubble: [X, Y, S] points; bubbles sized by S', async () => {
    const o = await optionOf(CHART_CODE.bubble, [
      makePage('p', '', '', {
        a: [
          [1, 2, 9],
          [3, 4, 1],
        ],
      }),
    ]);
    expect(series(o)[0]!.data).toEqual([
      [1, 2, 9],
      [3, 4, 1],
    ]);
    const size = series(o)[0]!.symbolSize as (v: number[]) => number;
    expect(size([1, 2, 9])).toBeGreaterThan(size([3, 4, 1]));
  });
  it('boxplot: five numbers from samples; candlestick: OHLC; parallel: one line per Group', async () => {
    const box = series(
      await optionOf(CHART_CODE.boxplot, [makePage('p', '', '', { a: [['d', [5, 1, 3, 2, 4]]] })]),
    )[0]!;
    expect(box.data).toEqual([[1, 2, 3, 4, 5]]);
    const k = series(await optionOf(CHART_CODE.candlestick))[0]!;
    expect((k.data as number[][])[0]).toEqual([20, 34, 10, 38]);
    const par = await optionOf(CHART_CODE.parallel);
    expect((par.parallelAxis as unknown[]).length).toBe(4);
    expect(series(par)[0]!.data).toEqual([[12, 300, 4.5, 80]]);
  });
  it('polar bar uses the polar system; maps name regions in English or Chinese', async () => {
    expect(series(await optionOf(CHART_CODE.polarBar, [two]))[0]!.coordinateSystem).toBe('polar');
    const world = series(await optionOf(CHART_CODE.mapWorld))[0]!;
    expect(world.map).toBe('tc-world');
    // The sample names 中国; under zh-CN (the default) it joins the outline China renamed 中国.
    expect((world.data as { name: string }[])[0]!.name).toBe('中国');
    expect((world.nameMap as Record<string, string>).China).toBe('中国');
    expect(series(await optionOf(CHART_CODE.mapChina))[0]!.map).toBe('tc-china');
  });
  it('word cloud places every sample word without overlap; carousel draws the chosen type', async () => {
    const o = await optionOf(CHART_CODE.wordCloud);
    const els = (o.graphic as { elements: { x: number; y: number; style: { text: string } }[] }).elements;
    expect(els.length).toBeGreaterThan(12);
    expect(new Set(els.map((e) => e.style.text)).size).toBe(els.length);
    expect(
      series(await optionOf(CHART_CODE.carousel, undefined, { extra: { chartType: 'pie' } }))[0]!.type,
    ).toBe('pie');
    expect(series(await optionOf(CHART_CODE.carousel))[0]!.type).toBe('bar');
  });
  it('title and unit settings override the page; hidden legend stays hidden', async () => {
    const o = await optionOf(CHART_CODE.line, [two], {
      title: { text: '自定义' },
      unit: '件',
      legend: { show: false },
    });
    expect(o.title).toMatchObject({ text: '自定义', show: true });
    expect((o.yAxis as { name: string }).name).toBe('件');
    expect(o.legend).toMatchObject({ show: false });
  });
});
