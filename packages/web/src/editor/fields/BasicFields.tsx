import { useEffect, useState, type ComponentType } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { BoldOutlined, ItalicOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ColorField, NumberField } from './Fields';
import { FontPicker } from './FontPicker';
import './locales';

/** The font settings a chart or text stores: family, size, colour, bold, italic. */
export interface FontValue {
  fontName?: string;
  fontSize?: number;
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

export { FONT_FAMILIES } from './FontPicker';

export function FontField(props: {
  value: FontValue | undefined;
  onChange(v: FontValue): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const value = props.value ?? {};
  const set = (change: Partial<FontValue>) => props.onChange({ ...value, ...change });
  return (
    <div className="tc-font-field" data-testid={props.testId} style={{ display: 'grid', gap: 4 }}>
      <FontPicker
        value={value.fontName ?? ''}
        onChange={(fontName) => set({ fontName: fontName || undefined })}
      />
      <Space.Compact block>
        <NumberField
          value={value.fontSize ?? 12}
          min={6}
          max={400}
          onChange={(fontSize) => set({ fontSize })}
        />
        <Button
          size="small"
          aria-label={t('fields.bold')}
          type={value.bold ? 'primary' : 'default'}
          icon={<BoldOutlined />}
          onClick={() => set({ bold: !value.bold })}
        />
        <Button
          size="small"
          aria-label={t('fields.italic')}
          type={value.italic ? 'primary' : 'default'}
          icon={<ItalicOutlined />}
          onClick={() => set({ italic: !value.italic })}
        />
      </Space.Compact>
      <ColorField value={value.color ?? '#FFFFFFFF'} onChange={(color) => set({ color })} />
    </div>
  );
}

/**
 * Extra image sources beside the URL box (the resource library adds its upload button here): each gets
 * the current value and a setter.
 */
export type ImageSource = ComponentType<{ value: string; onPick(url: string): void }>;
const imageSources: ImageSource[] = [];
export function registerImageSource(source: ImageSource): void {
  if (!imageSources.includes(source)) imageSources.push(source);
}

/** Only addresses a browser may load as an image without running anything. */
export const isSafeImageUrl = (url: string): boolean =>
  url === '' || /^(https?:\/\/|\/|\.\/|data:image\/(png|jpe?g|gif|webp);)/i.test(url.trim());

export function ImageField(props: { value: string; onChange(v: string): void; testId?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const ok = isSafeImageUrl(draft);
  const commit = () => {
    if (ok && draft !== props.value) props.onChange(draft.trim());
  };
  return (
    // Full row under its label: the address, the library buttons and the preview need the width.
    <div className="tc-wide-field" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Input
        size="small"
        value={draft}
        placeholder={t('fields.imageUrl')}
        status={ok ? undefined : 'error'}
        data-testid={props.testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
      {imageSources.map((Source, i) => (
        <Source key={i} value={props.value} onPick={(url) => url !== props.value && props.onChange(url)} />
      ))}
      {props.value && isSafeImageUrl(props.value) ? (
        <img
          src={props.value}
          alt={t('fields.imagePreview')}
          style={{
            maxWidth: '100%',
            maxHeight: 80,
            objectFit: 'contain',
            background: '#0002',
            borderRadius: 4,
          }}
        />
      ) : null}
    </div>
  );
}

/** Any JSON value as text; commits only when it parses, and says why when it does not. */
export function JsonField(props: {
  value: unknown;
  onChange(v: unknown): void;
  validate?: (v: unknown) => string | null;
  testId?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const text = JSON.stringify(props.value ?? null, null, 2);
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(text), [text]);
  const commit = () => {
    if (draft === text) return setError(null);
    try {
      const parsed: unknown = JSON.parse(draft);
      const problem = props.validate?.(parsed) ?? null;
      setError(problem);
      if (!problem) props.onChange(parsed);
    } catch (e) {
      setError(t('fields.jsonInvalid', { message: (e as Error).message }));
    }
  };
  return (
    <div>
      <Input.TextArea
        value={draft}
        autoSize={{ minRows: props.rows ?? 4, maxRows: 24 }}
        spellCheck={false}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        status={error ? 'error' : undefined}
        data-testid={props.testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </div>
  );
}
