import { TableOutlined } from '@ant-design/icons';
import { CAROUSEL_DURATION_MS, CAROUSEL_INTERVAL_MS, TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { localizeContent } from '../common/content';
import { ALIGN_OPTIONS, POINTER_EVENTS, baseComponent, fieldIn, option } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition, FieldOption, PropertyField } from '../types';
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
const c = fieldIn('content');
const s = fieldIn('style');
const item = fieldIn('content');

const OPERATORS: readonly FieldOption[] = [
  option('greater', '大于', 'Greater than'),
  option('less', '小于', 'Less than'),
  option('equal', '等于', 'Equal to'),
  option('notEqual', '不等于', 'Not equal to'),
  option('greaterOrEqual', '大于等于', 'At least'),
  option('lessOrEqual', '小于等于', 'At most'),
  option('between', '介于 (a,b)', 'Between (a,b)'),
  option('contains', '包含', 'Contains'),
  option('notContains', '不包含', 'Does not contain'),
  option('empty', '为空', 'Is empty'),
  option('notEmpty', '不为空', 'Is not empty'),
];

/** Column widths and alignment of the fruit sample (5 columns). */
const SAMPLE_COLUMNS: TableColumn[] = [
  { width: 64, align: 'center' },
  { width: 0, align: 'left' },
  { width: 0, align: 'left' },
  { width: 0, align: 'right' },
  { width: 0, align: 'right' },
];

/** Table 2021 (and the simple table): the table data model (docs/reference.md#type-codes) in chartModel.data. */
export const tableDefinition: ComponentDefinition = {
  kind: 'table',
  typeCodes: [TYPE_CODE.table],
  name: { zh: '表格', en: 'Table' },
  icon: TableOutlined,
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
  propertySchema: [
    c('tableModel.variant', '样式', 'Variant', 'select', {
      defaultValue: 'table',
      options: [option('table', '表格', 'Table'), option('simple', '简单表格', 'Simple table')],
    }),
    c('chartModel.data', '表格数据', 'Table data', 'json', { defaultValue: [] }),
    c('tableModel.header.show', '显示表头 (首行)', 'Header (first row)', 'switch', { defaultValue: true }),
    c('tableModel.rowHeight', '行高', 'Row height', 'number', { min: 8, max: 400, defaultValue: 40 }),
    c('tableModel.columns', '列', 'Columns', 'list', {
      defaultValue: [],
      itemFields: [
        item('width', '宽度 (0 自动)', 'Width (0 = auto)', 'number', { min: 0, defaultValue: 0 }),
        item('align', '对齐', 'Alignment', 'select', { defaultValue: 'left', options: ALIGN_OPTIONS }),
      ],
      newItem: (): TableColumn => ({ width: 0, align: 'left' }),
    }),
    c('tableModel.carousel.on', '自动轮播', 'Auto-scroll', 'switch', { defaultValue: false }),
    c('tableModel.carousel.interval', '轮播间隔 (ms)', 'Scroll interval (ms)', 'number', {
      min: 200,
      defaultValue: CAROUSEL_INTERVAL_MS,
    }),
    c('tableModel.carousel.duration', '轮播时长 (ms)', 'Scroll duration (ms)', 'number', {
      min: 0,
      defaultValue: CAROUSEL_DURATION_MS,
    }),
    c('tableModel.carousel.rows', '每次滚动行数', 'Rows per step', 'number', { min: 1, defaultValue: 1 }),
    c('tableModel.conditions', '条件样式', 'Conditional styles', 'list', {
      defaultValue: [],
      itemFields: [
        item('scope', '范围 (或 行a-b:列c-d)', 'Scope (or rows a-b:cols c-d)', 'text', {
          defaultValue: 'all',
        }),
        item('key', '条件', 'Condition', 'select', { defaultValue: 'greater', options: OPERATORS }),
        item('val', '值', 'Value', 'text', { defaultValue: '' }),
        item('color', '文字颜色', 'Text colour', 'color', { defaultValue: '#FF6B6BFF' }),
        item('background', '背景色', 'Background', 'color', { defaultValue: '#FFFFFF00' }),
        item('bold', '加粗', 'Bold', 'switch', { defaultValue: false }),
      ],
      newItem: (): CellCondition => ({ scope: 'all', key: 'greater', val: '', color: '#FF6B6BFF' }),
    }),
    s('tableModel.header.background', '表头背景', 'Header background', 'color', {
      defaultValue: '#0B2A52FF',
    }),
    s('tableModel.header.height', '表头高度', 'Header height', 'number', { min: 8, defaultValue: 40 }),
    s('tableModel.header.textStyle.color', '表头文字颜色', 'Header text colour', 'color', {
      defaultValue: '#00D1FFFF',
    }),
    s('tableModel.header.textStyle.fontSize', '表头字号', 'Header font size', 'number', {
      min: 1,
      defaultValue: 16,
    }),
    s('tableModel.zebra.on', '斑马纹', 'Zebra rows', 'switch', { defaultValue: true }),
    s('tableModel.zebra.odd', '奇数行颜色', 'Odd row colour', 'color', { defaultValue: '#FFFFFF0D' }),
    s('tableModel.zebra.even', '偶数行颜色', 'Even row colour', 'color', { defaultValue: '#FFFFFF00' }),
    s('tableModel.borderColor', '分隔线颜色', 'Grid line colour', 'color', { defaultValue: '#FFFFFF1A' }),
    ...textStyleFields('tableModel.textStyle', { size: 16, vertical: false }).filter(
      (f) => !f.path.endsWith('.alignment'),
    ),
  ] satisfies PropertyField[],
  dataShape:
    'chartModel.data: [{ pageId, pageName: "Table", Dimension: [{ cells: [{ text }] }] }] — rows of cells; the first row is the header when shown',
  get sampleData() {
    return localizeContent([SAMPLE_TABLE, SAMPLE_SIMPLE_TABLE], TABLE_SAMPLE_EN);
  },
  events: POINTER_EVENTS,
};
