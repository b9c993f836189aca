import { useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAnimationMs } from '@twincanvas/model';
import { CanvasRenderer } from 'echarts/renderers';
import { LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { use as installECharts, type ECElementEvent } from 'echarts/core';
import { useComponentData } from '../../data/useComponentData';
import { useRefreshesTooBusyToAnimate } from '../../data/refreshClock';
import { usePreviewed } from '../livePreview';
import { useEmit } from '../../runtime/events';
import { useRunning } from '../common/running';
import type { RendererProps } from '../types';
import { isEmptyPage, readPage, withOwnNames, type NormalPage } from './data';
import { chartEventData, type ClickParams } from './events';
import { switchChartPage } from './pages';
import { readDataOptions, readSettings, type ChartContext, type EOption } from './settings';
import { cssColor, planOf } from './theme';
import { useChartSurface } from './surface';
import { useECharts } from './useECharts';
import { kindSettingsOf } from '../charts/kindSettings';

/** A kind's pure mapping from one data page to an ECharts option. */
export type ToOption = (page: NormalPage, ctx: ChartContext, typeCode: number) => EOption;

type Installable = Parameters<typeof installECharts>[0];

/** How often a kind switches pages by itself while running (ms), or null. The default: chartData options. */
export type CycleOf = (node: RendererProps['node']) => number | null;

const dataCycle: CycleOf = (node) => {
  const o = readDataOptions(node.chartModel?.chartData);
  return o.autoRefresh ? o.interval * 1000 : null;
};

/** Cycles the data pages every `ms` while the dashboard runs (never while designing). */
function useAutoCycle(node: RendererProps['node'], pageCount: number, ms: number | null): void {
  const running = useRunning();
  useEffect(() => {
    if (!running || ms === null || ms <= 0 || pageCount < 2) return;
    const timer = setInterval(() => switchChartPage(node, pageCount, '+'), ms);
    return () => clearInterval(timer);
  }, [running, ms, pageCount, node]);
}

function EmptyChart({ color }: { color: string }) {
  return (
    <div
      data-testid="chart-empty"
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        color,
        opacity: 0.6,
        fontSize: 14,
        pointerEvents: 'none',
      }}
    >
      <svg width="40" height="32" viewBox="0 0 40 32" aria-hidden>
        <path d="M2 30h36" stroke="currentColor" strokeWidth="2" />
        <rect x="6" y="18" width="6" height="10" fill="currentColor" opacity="0.5" />
        <rect x="17" y="10" width="6" height="18" fill="currentColor" opacity="0.5" />
        <rect x="28" y="14" width="6" height="14" fill="currentColor" opacity="0.5" />
      </svg>
      <span>暂无数据 · No data</span>
    </div>
  );
}

/**
 * Builds a chart kind's renderer: registers exactly the ECharts parts the kind needs (its chunk imports
 * nothing else), reads the chart data pages through useComponentData, maps the current page with the
 * kind's pure `toOption`, cycles pages while running and reports clicks as 40101 with the chart
 * event data. An empty page shows the empty state, never a broken box.
 */
export function chartRenderer(
  parts: Installable[],
  toOption: ToOption,
  cycleOf: CycleOf = dataCycle,
): ComponentType<RendererProps> & { toOption: ToOption } {
  installECharts([CanvasRenderer, TitleComponent, TooltipComponent, LegendComponent, ...parts.flat()]);

  function ChartRenderer(props: RendererProps) {
    const node = usePreviewed(props.node);
    const data = useComponentData(node);
    const emit = useEmit(props.node);
    const running = useRunning();
    const ref = useRef<HTMLDivElement>(null);
    const ownPage = node.chartModel?.data?.[0];
    const seriesNames = node.chartModel?.seriesNames;
    const page = useMemo(() => {
      const read = readPage(data.page);
      return read && withOwnNames(read, ownPage, seriesNames);
    }, [data.page, ownPage, seriesNames]);
    const plan = useMemo(() => planOf(node), [node]);
    const width = node.componentRect?.componentWidth ?? 400;
    const height = node.componentRect?.componentHeight ?? 250;
    const code = Number(node.componentType);
    const config = node.chartModel?.config;
    const busy = useRefreshesTooBusyToAnimate();
    const duration = busy
      ? 0
      : updateAnimationMs(readDataOptions(node.chartModel?.chartData).duration * 100, node.requestSource);
    const lang = useTranslation().i18n.language === 'en' ? 'en' : 'zh';
    const option = useMemo(() => {
      if (!page || isEmptyPage(page)) return null;
      const settings = readSettings(config, kindSettingsOf(code));
      const ctx: ChartContext = { settings, plan, width, height, lang };
      return { ...toOption(page, ctx, code), animationDurationUpdate: duration };
    }, [page, config, plan, width, height, code, duration, lang]);
    const onClick = useCallback(
      (e: ECElementEvent) => {
        if (page) emit('40101', chartEventData(props.node, page, e as unknown as ClickParams));
      },
      [emit, page, props.node],
    );
    useECharts(ref, option, onClick, useChartSurface());
    useAutoCycle(props.node, data.pages.length, cycleOf(node));
    return (
      <div style={{ position: 'relative', width: '100%', height: '100%' }}>
        {/* While designing, the canvas leaves the pointer to the editor (select, drag); no hover tooltips. */}
        <div
          ref={ref}
          style={{ position: 'absolute', inset: 0, pointerEvents: running ? undefined : 'none' }}
        />
        {option === null ? <EmptyChart color={cssColor(plan.textColor)} /> : null}
      </div>
    );
  }
  // The pure mapping rides along, so tests check exactly what the renderer draws.
  return Object.assign(ChartRenderer, { toOption });
}
