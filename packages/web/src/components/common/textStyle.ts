import type { CSSProperties } from 'react';
import type { TextStyle } from '@twincanvas/model';
import type { PropertyField } from '../types';
import { ALIGN_OPTIONS, fieldIn, option } from './define';

/** Text style of docs/reference.md#colour as CSS: fontName, fontSize, alignment, bold, italic, underline, color, kern, vs. */
export function textStyleCss(style: TextStyle | undefined, fallbackSize = 28): CSSProperties {
  const s = style ?? {};
  const css: CSSProperties = {
    fontSize: typeof s.fontSize === 'number' ? s.fontSize : fallbackSize,
    color: s.color ?? '#FFFFFFFF',
    textAlign: (s.alignment as CSSProperties['textAlign']) ?? 'left',
    fontWeight: s.bold ? 700 : 400,
    fontStyle: s.italic ? 'italic' : 'normal',
    textDecoration: s.underline ? 'underline' : undefined,
    fontFamily: s.fontName || undefined,
  };
  // kern: letter spacing in px; vs: line spacing as a multiple of the size (3.8 names them, not their unit).
  if (typeof s.kern === 'number' && s.kern !== 0) css.letterSpacing = s.kern;
  if (typeof s.vs === 'number' && s.vs > 0) css.lineHeight = s.vs;
  return css;
}

export const VERTICAL_FLEX: Record<string, CSSProperties['alignItems']> = {
  top: 'flex-start',
  middle: 'center',
  bottom: 'flex-end',
};

/** The text-style fields (docs/reference.md#colour) of a kind, stored at `prefix` (e.g. `textModel.textStyle`). */
export function textStyleFields(
  prefix: string,
  opts: { section?: PropertyField['section']; size?: number; color?: string; vertical?: boolean } = {},
): PropertyField[] {
  const f = fieldIn(opts.section ?? 'style');
  const fields: PropertyField[] = [
    f(`${prefix}.fontName`, '字体', 'Font', 'fontName', { defaultValue: '' }),
    f(`${prefix}.fontSize`, '字号', 'Font size', 'number', {
      min: 1,
      max: 1000,
      defaultValue: opts.size ?? 28,
    }),
    f(`${prefix}.color`, '文字颜色', 'Text colour', 'color', { defaultValue: opts.color ?? '#FFFFFFFF' }),
    f(`${prefix}.alignment`, '水平对齐', 'Alignment', 'select', {
      defaultValue: 'left',
      options: ALIGN_OPTIONS,
    }),
  ];
  if (opts.vertical !== false)
    fields.push(
      f(`${prefix}.verticalAlignment`, '垂直对齐', 'Vertical alignment', 'select', {
        defaultValue: 'middle',
        options: [
          option('top', '顶部', 'Top'),
          option('middle', '居中', 'Middle'),
          option('bottom', '底部', 'Bottom'),
        ],
      }),
    );
  fields.push(
    f(`${prefix}.bold`, '加粗', 'Bold', 'switch', { defaultValue: false }),
    f(`${prefix}.italic`, '斜体', 'Italic', 'switch', { defaultValue: false }),
    f(`${prefix}.underline`, '下划线', 'Underline', 'switch', { defaultValue: false }),
    f(`${prefix}.kern`, '字间距', 'Letter spacing', 'number', { min: -20, max: 200, defaultValue: 0 }),
    f(`${prefix}.vs`, '行高', 'Line height', 'number', { min: 0, max: 10, step: 0.1, defaultValue: 1.3 }),
  );
  return fields;
}

/** A default text style (docs/reference.md#colour) with the given size and colour. */
export function defaultTextStyle(size: number, color = '#FFFFFFFF', alignment = 'left'): TextStyle {
  return {
    fontSize: size,
    color,
    alignment,
    verticalAlignment: 'middle',
    bold: false,
    italic: false,
    underline: false,
  };
}
