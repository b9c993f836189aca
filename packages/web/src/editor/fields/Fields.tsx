import { useEffect, useState } from 'react';
import { ColorPicker, Input, InputNumber, Select, Switch } from 'antd';
import { rgbaToHex8 } from './colorHex';

/**
 * The shared field editors of the generated property panel. Each calls onChange once per finished edit
 * (blur, Enter, a step, a pick), so one edit is one update op and one history entry.
 */

/** A number, with its unit (px, s, %, °...) shown after it when given. */
export function NumberField(props: {
  value: number;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  onChange(v: number): void;
  testId?: string;
}) {
  const [draft, setDraft] = useState<number | null>(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = (v: number | null) => {
    if (v === null || !Number.isFinite(v) || v === props.value) return;
    props.onChange(v);
  };
  return (
    <InputNumber
      size="small"
      value={draft}
      min={props.min}
      max={props.max}
      step={props.step ?? 1}
      suffix={props.unit}
      style={{ width: '100%' }}
      data-testid={props.testId}
      onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
      onBlur={() => commit(draft)}
      onPressEnter={() => commit(draft)}
      onStep={(v) => commit(v)}
    />
  );
}

export function TextField(props: {
  value: string;
  multiline?: boolean;
  onChange(v: string): void;
  testId?: string;
}) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = () => {
    if (draft === props.value) return;
    props.onChange(draft);
    // A refused change (too long, invalid) leaves the value as it was: show the stored value again. An
    // accepted one changes props.value, and the effect above shows it.
    setDraft(props.value);
  };
  if (props.multiline)
    return (
      <Input.TextArea
        size="small"
        value={draft}
        autoSize={{ minRows: 2, maxRows: 6 }}
        data-testid={props.testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
      />
    );
  return (
    <Input
      size="small"
      value={draft}
      data-testid={props.testId}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/**
 * A colour as #RRGGBBAA. With `allowClear` the colour may be unset (null shows the empty swatch) and the
 * clear button answers '' (the caller drops the key): for looks that apply only when a colour is chosen.
 */
export function ColorField(props: {
  value: string | null;
  onChange(v: string): void;
  testId?: string;
  allowClear?: boolean;
}) {
  return (
    <ColorPicker
      size="small"
      value={props.value}
      showText
      allowClear={props.allowClear}
      data-testid={props.testId}
      onClear={() => props.onChange('')}
      onChangeComplete={(c) => {
        if (c.cleared) return; // told by onClear
        const { r, g, b, a } = c.toRgb();
        const hex = rgbaToHex8(r, g, b, a);
        if (hex !== props.value) props.onChange(hex);
      }}
    />
  );
}

export function SelectField(props: {
  value: string | number;
  options: { value: string | number; label: string }[];
  onChange(v: string | number): void;
  testId?: string;
}) {
  return (
    <Select
      size="small"
      value={props.value}
      options={props.options}
      style={{ width: '100%' }}
      data-testid={props.testId}
      onChange={(v) => v !== props.value && props.onChange(v)}
    />
  );
}

export function SwitchField(props: { value: boolean; onChange(v: boolean): void; testId?: string }) {
  return (
    <Switch
      size="small"
      checked={props.value}
      data-testid={props.testId}
      onChange={(v) => props.onChange(v)}
    />
  );
}
