import type { FieldOption, PropertyField } from '../types';

/** Which of the shared chart fields a kind shows (a gauge has no legend, a pie no axes...). */
export interface ChartFeatures {
  axes?: boolean;
  legend?: boolean;
  /** The series list (name, colour, label per series); `seriesType` adds bar/line per series. */
  series?: boolean;
  seriesType?: boolean;
  label?: boolean;
}

const f = (
  section: PropertyField['section'],
  path: string,
  zh: string,
  en: string,
  editor: PropertyField['editor'],
  extra: Partial<PropertyField> = {},
): PropertyField => ({ path, label: { zh, en }, editor, section, ...extra });

const o = (value: string | number, zh: string, en: string): FieldOption => ({ value, label: { zh, en } });

const C = 'chartModel.config';

const SERIES_ITEM: readonly PropertyField[] = [
  f('content', 'name', '名称', 'Name', 'text', { defaultValue: '' }),
  f('content', 'color', '颜色', 'Colour', 'color', { defaultValue: '#3BA4FFFF' }),
  f('content', 'showLabel', '数值标签', 'Value labels', 'switch', { defaultValue: false }),
];

const SERIES_TYPE: PropertyField = f('content', 'type', '画法', 'Drawn as', 'select', {
  defaultValue: 'bar',
  options: [o('bar', '柱', 'Bar'), o('line', '线', 'Line')],
});

/**
 * The property schema of a chart kind, generated: data and paging, title and unit, legend, axes, labels,
 * fonts, series list and colour plan (the fields of docs/reference.md#type-codes), then the kind's own `extra`.
 */
export function chartSchema(features: ChartFeatures, extra: readonly PropertyField[] = []): PropertyField[] {
  const fields: PropertyField[] = [
    f('content', 'chartModel.data', '数据', 'Data', 'chartData'),
    // Bound data names its series after its columns: "amount: 销售额" lines give them the user's names.
    f(
      'content',
      'chartModel.seriesNames',
      '系列名称（列名: 显示名）',
      'Series names (column: shown)',
      'textarea',
      {
        defaultValue: '',
      },
    ),
    f('content', 'chartModel.chartDataInit', '初始数据页', 'Initial data page', 'number', {
      min: 0,
      step: 1,
      defaultValue: 0,
    }),
    f('content', 'chartModel.chartData.autoRefresh', '自动轮换数据页', 'Auto-cycle data pages', 'switch', {
      defaultValue: false,
    }),
    f('content', 'chartModel.chartData.interval', '轮换间隔', 'Cycle interval', 'unitNumber', {
      unit: 's',
      min: 1,
      defaultValue: 20,
    }),
    f('content', 'chartModel.chartData.duration', '切换动画', 'Switch animation', 'unitNumber', {
      unit: '×0.1s',
      min: 0,
      defaultValue: 20,
    }),
    f('content', `${C}.title.show`, '显示标题', 'Show title', 'switch', { defaultValue: true }),
    f('content', `${C}.title.text`, '标题（空则取数据 Title）', 'Title (empty: the data Title)', 'text', {
      defaultValue: '',
    }),
    f('style', `${C}.title.align`, '标题对齐', 'Title alignment', 'select', {
      defaultValue: 'left',
      options: [o('left', '左', 'Left'), o('center', '中', 'Centre'), o('right', '右', 'Right')],
    }),
    f('style', `${C}.title.font`, '标题字体', 'Title font', 'font'),
    f('content', `${C}.unit`, '单位（空则取数据 Unit）', 'Unit (empty: the data Unit)', 'text', {
      defaultValue: '',
    }),
    f('content', `${C}.tooltip`, '提示框', 'Tooltip', 'switch', { defaultValue: true }),
  ];
  if (features.legend !== false)
    fields.push(
      f('style', `${C}.legend.show`, '显示图例', 'Show legend', 'switch', { defaultValue: true }),
      f('style', `${C}.legend.position`, '图例位置', 'Legend position', 'select', {
        defaultValue: 'top',
        options: [
          o('top', '上', 'Top'),
          o('bottom', '下', 'Bottom'),
          o('left', '左', 'Left'),
          o('right', '右', 'Right'),
        ],
      }),
    );
  if (features.axes)
    fields.push(
      f('style', `${C}.xAxis.show`, '显示 X 轴', 'Show X axis', 'switch', { defaultValue: true }),
      f('content', `${C}.xAxis.name`, 'X 轴名称', 'X axis name', 'text', { defaultValue: '' }),
      f('style', `${C}.xAxis.labelRotate`, 'X 轴标签旋转', 'X label rotation', 'unitNumber', {
        unit: '°',
        min: -90,
        max: 90,
        defaultValue: 0,
      }),
      f('style', `${C}.yAxis.show`, '显示 Y 轴', 'Show Y axis', 'switch', { defaultValue: true }),
      f('content', `${C}.yAxis.name`, 'Y 轴名称（空则为单位）', 'Y axis name (empty: the unit)', 'text', {
        defaultValue: '',
      }),
      f('style', `${C}.yAxis.splitLine`, '网格线', 'Grid lines', 'switch', { defaultValue: true }),
    );
  if (features.label !== false)
    fields.push(f('style', `${C}.label.show`, '数值标签', 'Value labels', 'switch', { defaultValue: false }));
  fields.push(f('style', `${C}.font`, '文字', 'Text font', 'font'));
  if (features.series !== false)
    fields.push(
      f('style', `${C}.series`, '系列', 'Series', 'list', {
        defaultValue: [],
        itemFields: features.seriesType ? [...SERIES_ITEM, SERIES_TYPE] : SERIES_ITEM,
        newItem: () => ({ name: '', showLabel: false }),
      }),
    );
  fields.push(f('style', 'chartModel.skin', '配色方案', 'Colour plan', 'colorPlan'), ...extra);
  return fields;
}

export { f as chartField, o as chartOption };
