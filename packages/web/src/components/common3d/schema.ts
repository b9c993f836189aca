import type { RuleEffectKey } from '@twincanvas/model';
import type { FieldOption, PropertyField } from '../types';
import { DATA_MODES, DATA_MODE_OPTIONS, sampleRowsOf } from './dataFields';
import type { DataMode } from './dataFields';

const EFFECT_LABELS: Readonly<Record<RuleEffectKey, FieldOption['label']>> = {
  color: { zh: '颜色', en: 'Colour' },
  icon: { zh: '图标', en: 'Icon' },
  visible: { zh: '显示', en: 'Visible' },
  blink: { zh: '闪烁', en: 'Blink' },
  label: { zh: '标签文字', en: 'Label text' },
  flowSpeed: { zh: '流速', en: 'Flow speed' },
  opacity: { zh: '不透明度', en: 'Opacity' },
};

/** The data mode a component chose (`propertyData.dataMode`), else the kind's default mode. */
export function dataModeOf(node: unknown, fallback: DataMode): DataMode {
  const mode = (node as { propertyData?: { dataMode?: unknown } } | null | undefined)?.propertyData?.dataMode;
  return (DATA_MODES as readonly unknown[]).includes(mode) ? (mode as DataMode) : fallback;
}

/**
 * The data mode and the rule list: every data-driven 3D kind shows these two fields. The rules editor
 * offers the kind's effects (as options) and previews against the sample rows of the mode the component
 * chose (the kind's default until it chooses one) until live data arrives.
 */
export function dataAndRuleFields(
  type: string,
  effects: readonly RuleEffectKey[],
  mode: DataMode = 'device',
): PropertyField[] {
  return [
    {
      path: 'propertyData.dataMode',
      label: { zh: '数据模式', en: 'Data mode' },
      editor: 'select',
      section: 'content',
      defaultValue: mode,
      options: DATA_MODE_OPTIONS,
    },
    {
      path: 'conditionData',
      label: { zh: '可视化规则', en: 'Visual rules' },
      editor: 'visualRules',
      section: 'content',
      options: effects.map((value) => ({ value, label: EFFECT_LABELS[value] })),
      previewRows: (node) => sampleRowsOf(type, dataModeOf(node, mode)),
    },
  ];
}

export const colorField = (path: string, zh: string, en: string, defaultValue: string): PropertyField => ({
  path: `propertyData.${path}`,
  label: { zh, en },
  editor: 'color',
  section: 'style',
  defaultValue,
});

export const numberField = (
  path: string,
  zh: string,
  en: string,
  defaultValue: number,
  min: number,
  max: number,
  step = 1,
): PropertyField => ({
  path: `propertyData.${path}`,
  label: { zh, en },
  editor: 'number',
  section: 'style',
  defaultValue,
  min,
  max,
  step,
});

export const switchField = (path: string, zh: string, en: string, defaultValue: boolean): PropertyField => ({
  path: `propertyData.${path}`,
  label: { zh, en },
  editor: 'switch',
  section: 'style',
  defaultValue,
});

export const textField = (path: string, zh: string, en: string, defaultValue = ''): PropertyField => ({
  path: `propertyData.${path}`,
  label: { zh, en },
  editor: 'text',
  section: 'content',
  defaultValue,
});
