import type { Component2D } from '@twincanvas/model';
import type { NormalPage } from './data';

/** The chart data an event carries (docs/reference.md#type-codes): title, cname, series {sid,name,unit}, data {from,id,x,y}. */
export interface ChartEventData {
  title: string;
  cname: string;
  series: { sid: number; name: string; unit: string };
  data: { from: string; id: number; x: string | number; y: unknown };
}

/** What ECharts tells a click handler (the fields we read). */
export interface ClickParams {
  componentType?: string;
  seriesId?: string;
  seriesIndex?: number;
  dataIndex?: number;
  name?: string;
  value?: unknown;
  info?: unknown;
}

/**
 * A click turned into the chart event data. Series ids are `s<sid>` (every kind sets them), so the
 * series is found whatever the kind; graphic-drawn kinds (word cloud) put `{sid, index}` in `info`.
 */
export function chartEventData(node: Component2D, page: NormalPage, params: ClickParams): ChartEventData {
  const info = (typeof params.info === 'object' && params.info !== null ? params.info : {}) as {
    sid?: number;
    index?: number;
  };
  const fromId = /^s(\d+)$/.exec(params.seriesId ?? '');
  const sid = info.sid ?? (fromId ? Number(fromId[1]) : (params.seriesIndex ?? 0));
  const series = page.series[sid];
  const id = info.index ?? params.dataIndex ?? 0;
  const point = series?.points[id];
  const x = params.name !== undefined && params.name !== '' ? params.name : (point?.x ?? '');
  const value = params.value;
  const y = value === undefined || (info.index !== undefined && point) ? point?.y : value;
  return {
    title: page.title,
    cname: node.componentName ?? '',
    series: { sid, name: series?.name ?? '', unit: series?.unit ?? page.unit },
    data: { from: node._id, id, x, y },
  };
}
