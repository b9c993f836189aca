import type { ReactNode } from 'react';
import { pickText } from '../../components/registry';
import type { PropertyField } from '../../components/types';
import { ColorDataField } from './ColorDataField';
import { ChartDataField } from './ChartDataField';
import { ColorPlanField } from './ColorPlanField';
import { HeatThemeField } from './HeatThemeField';
import { ColorField, NumberField, SelectField, SwitchField, TextField } from './Fields';
import { FontField, ImageField, JsonField, type FontValue } from './BasicFields';
import { ListField } from './ListField';
import { SvgField } from './SvgField';
import { FontPicker } from './FontPicker';
import { WeatherCityField, type CityValue } from './WeatherCityField';
import { VisualRulesField } from './VisualRulesField';
import { useFieldPreview } from '../../components/livePreview';
import type { ColorData } from '@twincanvas/model';
import './fields.css';

export interface FieldProps {
  field: PropertyField;
  value: unknown;
  onChange(v: unknown): void;
  testId: string;
  lang: string;
  /** Node being edited, for live preview of multi-step edits (data dialog). */
  nodeId?: string;
  /** The node being edited itself, for fields that depend on its other properties (rule previews). */
  node?: unknown;
}

/**
 * Every shared field editor by kind: the one dispatcher used by the property panel, list items and
 * dialogs.
 */
export function MoreFieldEditor({
  field,
  value,
  onChange,
  testId,
  lang,
  nodeId,
  node,
}: FieldProps): ReactNode {
  switch (field.editor) {
    case 'number':
      return (
        <NumberField
          testId={testId}
          value={Number(value ?? 0)}
          min={field.min}
          max={field.max}
          step={field.step}
          onChange={onChange}
        />
      );
    case 'text':
    case 'textarea':
      return (
        <TextField
          testId={testId}
          value={String(value ?? '')}
          multiline={field.editor === 'textarea'}
          onChange={onChange}
        />
      );
    case 'color':
      return <ColorField testId={testId} value={String(value ?? '#000000FF')} onChange={onChange} />;
    case 'colorData':
      return <ColorDataField testId={testId} value={value as ColorData | undefined} onChange={onChange} />;
    case 'select':
      return (
        <SelectField
          testId={testId}
          value={value as string | number}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: pickText(o.label, lang) }))}
          onChange={onChange}
        />
      );
    case 'switch':
      return <SwitchField testId={testId} value={value === true} onChange={onChange} />;
    case 'unitNumber':
      return (
        <NumberField
          testId={testId}
          value={Number(value ?? 0)}
          unit={field.unit}
          min={field.min}
          max={field.max}
          step={field.step}
          onChange={onChange}
        />
      );
    case 'font':
      return <FontField testId={testId} value={value as FontValue | undefined} onChange={onChange} />;
    case 'fontName':
      return (
        <FontPicker testId={testId} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      );
    case 'weatherCity':
      return (
        <WeatherCityField
          testId={testId}
          value={value as CityValue | undefined}
          onChange={onChange}
          lang={lang}
        />
      );
    case 'svg':
      return <SvgField testId={testId} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'image':
      return (
        <ImageField testId={testId} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      );
    case 'json':
      return <JsonField testId={testId} value={value} onChange={onChange} />;
    case 'colorPlan':
      return <ColorPlanField testId={testId} value={value} onChange={onChange} />;
    case 'heatTheme':
      return <HeatThemeField testId={testId} value={value} onChange={onChange} />;
    case 'chartData':
      return (
        <ChartDataField
          testId={testId}
          value={value}
          onChange={onChange}
          onPreview={nodeId ? (v) => useFieldPreview.getState().set(nodeId, field.path, v) : undefined}
          onPreviewEnd={() => useFieldPreview.getState().clear()}
        />
      );
    case 'list':
      return (
        <ListField
          testId={testId}
          value={value}
          itemFields={field.itemFields ?? []}
          newItem={field.newItem}
          onChange={onChange}
          renderField={(f, v, change, id) => (
            <MoreFieldEditor field={f} value={v} onChange={change} testId={id} lang={lang} />
          )}
        />
      );
    case 'visualRules':
      return (
        <VisualRulesField
          field={field}
          value={value}
          onChange={onChange}
          testId={testId}
          lang={lang}
          nodeId={nodeId}
          node={node}
        />
      );
    default:
      return null;
  }
}
