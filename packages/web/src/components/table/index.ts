import { CAROUSEL_DURATION_MS, CAROUSEL_INTERVAL_MS, TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { localizeContent } from '../common/content';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
import { SAMPLE_SIMPLE_TABLE, SAMPLE_TABLE, TABLE_SAMPLE_EN, type CellCondition } from './data';

export interface TableColumn {
  /** Pixels; 0 or absent shares the remaining width. */
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableModel {
  /** 'table' or 'simple' (the simple table of docs/reference.md#type-codes: no header, the two-column sample). */
  variant?: 'table' | 'simple';
  header?: { show?: boolean; background?: string; height?: number; textStyle?: TextStyle };
  rowHeight?: number;
  zebra?: { on?: boolean; odd?: string; even?: string };
  columns?: TableColumn[];
  borderColor?: string;
  textStyle?: TextStyle;
  carousel?: { on?: boolean; interval?: number; duration?: number; rows?: number };
  conditions?: CellCondition[];
}

const renderer = lazyRenderer(() => import('./TableRenderer'));

/** Column widths and alignment of the fruit sample (5 columns). */
const SAMPLE_COLUMNS: TableColumn[] = [
  { width: 64, align: 'center' },
  { width: 0, align: 'left' },
  { width: 0, align: 'left' },
  { width: 0, align: 'right' },
  { width: 0, align: 'right' },
];

/** Table 2021 (and the simple table): the table data model (docs/reference.md#type-codes) in chartModel.data. */
export const tableDefinition: ComponentRuntime = {
  kind: 'table',
  typeCodes: [TYPE_CODE.table],
  defaults() {
    const tableModel: TableModel = {
      variant: 'table',
      header: {
        show: true,
        background: '#0B2A52FF',
        height: 40,
        textStyle: { ...defaultTextStyle(16, '#00D1FFFF'), bold: true },
      },
      rowHeight: 36,
      zebra: { on: true, odd: '#FFFFFF0D', even: '#FFFFFF00' },
      columns: SAMPLE_COLUMNS,
      borderColor: '#FFFFFF1A',
      textStyle: defaultTextStyle(16, '#FFFFFFFF'),
      carousel: { on: false, interval: CAROUSEL_INTERVAL_MS, duration: CAROUSEL_DURATION_MS, rows: 1 },
      conditions: [{ scope: '1-1000000:4-4', key: 'less', val: 100, color: '#FF6B6BFF', bold: true }],
    };
    return baseComponent(TYPE_CODE.table, 520, 300, {
      tableModel,
      chartModel: { data: localizeContent([SAMPLE_TABLE], TABLE_SAMPLE_EN), chartDataInit: 0 },
    });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  get sampleData() {
    return localizeContent([SAMPLE_TABLE, SAMPLE_SIMPLE_TABLE], TABLE_SAMPLE_EN);
  },
  events: POINTER_EVENTS,
};
