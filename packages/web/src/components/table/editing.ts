import { TableOutlined } from '@ant-design/icons';
import { CAROUSEL_DURATION_MS, CAROUSEL_INTERVAL_MS } from '@twincanvas/model';
import { ALIGN_OPTIONS, fieldIn, option } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import type { FieldOption, PropertyField, ComponentEditing } from '../types';
import type { TableColumn } from '.';
import type { CellCondition } from './data';

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

/** What the editor shows of the Table kind: palette entry, property fields, data description. */
export const tableEditing: ComponentEditing = {
  kind: 'table',
  name: { zh: '表格', en: 'Table' },
  icon: TableOutlined,
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
};
