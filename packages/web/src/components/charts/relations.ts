import { scalar, type NormalPage } from '../chartKit/data';
import {
  baseOption,
  colorAt,
  labelOption,
  seriesName,
  type ChartContext,
  type EOption,
} from '../chartKit/settings';
import { cssColor } from '../chartKit/theme';

/**
 * Hierarchies and networks from the same page shape: a Group is a parent (or a source node), its
 * Content entries are children (or link targets) with Y as the value (or link weight).
 */

function tree(page: NormalPage, ctx: ChartContext) {
  return page.series.map((s, n) => ({
    name: seriesName(ctx, n, s.name),
    itemStyle: { color: colorAt(ctx, n) },
    children: s.points.map((p) => ({ name: String(p.x), value: scalar(p.y) })),
  }));
}

function plotTop(page: NormalPage, ctx: ChartContext): number {
  const s = ctx.settings;
  return 8 + (s.title.show && (s.title.text || page.title) !== '' ? 28 : 0);
}

export function treemapOption(page: NormalPage, ctx: ChartContext): EOption {
  return {
    ...baseOption(page, ctx, false),
    series: [
      {
        id: 's0',
        type: 'treemap',
        top: plotTop(page, ctx),
        left: 6,
        right: 6,
        bottom: 6,
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        data: tree(page, ctx),
        label: { show: true, color: '#fff', fontSize: ctx.settings.font.fontSize },
        upperLabel: { show: true, height: 20, color: '#fff' },
        levels: [
          { itemStyle: { borderColor: cssColor(ctx.plan.splitLineColor), borderWidth: 2, gapWidth: 2 } },
          {
            itemStyle: { borderColor: 'rgba(0,0,0,0.25)', borderWidth: 1, gapWidth: 1 },
            colorSaturation: [0.45, 0.7],
          },
        ],
      },
    ],
  };
}

export function sunburstOption(page: NormalPage, ctx: ChartContext): EOption {
  const top = plotTop(page, ctx);
  return {
    ...baseOption(page, ctx, false),
    series: [
      {
        id: 's0',
        type: 'sunburst',
        center: ['50%', top > 8 ? '55%' : '50%'],
        radius: ['14%', '80%'],
        data: tree(page, ctx),
        label: { color: cssColor(ctx.plan.textColor), fontSize: ctx.settings.font.fontSize, minAngle: 8 },
        itemStyle: { borderColor: 'rgba(0,0,0,0.3)', borderWidth: 1 },
      },
    ],
  };
}

/** Nodes named by every source and target, in first-seen order. */
function nodeNames(page: NormalPage): string[] {
  const names = new Set<string>();
  for (const s of page.series) {
    names.add(s.name);
    for (const p of s.points) names.add(String(p.x));
  }
  return [...names];
}

function links(page: NormalPage) {
  return page.series.flatMap((s) =>
    s.points
      .filter((p) => String(p.x) !== s.name)
      .map((p) => ({ source: s.name, target: String(p.x), value: scalar(p.y) })),
  );
}

export function sankeyOption(page: NormalPage, ctx: ChartContext): EOption {
  return {
    ...baseOption(page, ctx, false),
    series: [
      {
        id: 's0',
        type: 'sankey',
        top: plotTop(page, ctx) + 4,
        bottom: 10,
        left: 10,
        right: 70,
        emphasis: { focus: 'adjacency' },
        data: nodeNames(page).map((name, i) => ({ name, itemStyle: { color: colorAt(ctx, i) } })),
        links: links(page),
        lineStyle: { color: 'gradient', opacity: 0.4, curveness: 0.5 },
        label: { color: cssColor(ctx.plan.textColor), fontSize: ctx.settings.font.fontSize },
      },
    ],
  };
}

export function graphOption(page: NormalPage, ctx: ChartContext): EOption {
  const names = nodeNames(page);
  const weight = new Map<string, number>(names.map((n) => [n, 0]));
  for (const l of links(page)) {
    weight.set(l.source, (weight.get(l.source) ?? 0) + l.value);
    weight.set(l.target, (weight.get(l.target) ?? 0) + l.value);
  }
  const peak = Math.max(1, ...weight.values());
  const sources = new Set(page.series.map((s) => s.name));
  return {
    ...baseOption(page, ctx, false),
    series: [
      {
        id: 's0',
        type: 'graph',
        // A circular layout is deterministic: the same data always draws the same picture.
        layout: 'circular',
        circular: { rotateLabel: false },
        top: plotTop(page, ctx) + 16,
        bottom: 20,
        left: 40,
        right: 40,
        roam: false,
        data: names.map((name, i) => ({
          name,
          value: weight.get(name),
          symbolSize: 10 + 26 * Math.sqrt((weight.get(name) ?? 0) / peak),
          itemStyle: {
            color: colorAt(ctx, sources.has(name) ? page.series.findIndex((s) => s.name === name) : i),
          },
        })),
        links: links(page),
        label: { ...labelOption(ctx, 0, 'right'), show: true },
        lineStyle: { color: 'source', opacity: 0.6, curveness: 0.2, width: 1.5 },
        emphasis: { focus: 'adjacency' },
      },
    ],
  };
}
