import type { CSSProperties } from 'react';
import { colorToCss, type ColorData, type Component2D } from '@twincanvas/model';
import type { PropertyField } from '../types';
import { safeMediaUrl } from './url';

/** componentBorder as the editor stores it (the field is named in docs/reference.md#components-2d, its shape is ours). */
export interface BorderData {
  width: number;
  style: 'solid' | 'dashed' | 'dotted';
  color: string;
}

/** componentShadow as the editor stores it. */
export interface ShadowData {
  x: number;
  y: number;
  blur: number;
  color: string;
}

const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** Visual box of a 2D component, shared by every kind: background, border, shadow, radii, blur, opacity. */
export function boxVisualStyle(node: Component2D): CSSProperties {
  const style: CSSProperties = {};
  const background = colorToCss(node.backgroundColorData as ColorData | undefined);
  // The background image (bgImg, an address) is the top layer, stretched over the box; the colour or
  // gradient shows through where the image is transparent.
  const image = safeMediaUrl(node.bgImg, { allowDataImage: true });
  const imageLayer =
    image && `url("${image.replace(/["\\\n]/g, encodeURIComponent)}") center / 100% 100% no-repeat`;
  if (imageLayer || background) style.background = [imageLayer, background].filter(Boolean).join(', ');
  const border = node.componentBorder as Partial<BorderData> | undefined;
  if (border && num(border.width) > 0)
    style.border = `${num(border.width)}px ${border.style ?? 'solid'} ${border.color ?? '#000000FF'}`;
  const shadow = node.componentShadow as Partial<ShadowData> | undefined;
  if (shadow && (num(shadow.blur) > 0 || num(shadow.x) !== 0 || num(shadow.y) !== 0))
    style.boxShadow = `${num(shadow.x)}px ${num(shadow.y)}px ${num(shadow.blur)}px ${shadow.color ?? '#00000080'}`;
  const r = node.cornerRadius;
  if (r && (r.tl || r.tr || r.br || r.bl))
    style.borderRadius = `${num(r.tl)}px ${num(r.tr)}px ${num(r.br)}px ${num(r.bl)}px`;
  if (num(node.gaussianBlur) > 0) style.filter = `blur(${num(node.gaussianBlur)}px)`;
  if (node.opacity !== undefined && node.opacity !== 1) style.opacity = node.opacity;
  return style;
}

/** Position and size on the stage (rotation in `transform`; drags use `translate`, so they never clash). */
export function boxFrameStyle(node: Component2D): CSSProperties {
  const r = node.componentRect;
  return {
    position: 'absolute',
    left: r?.componentLeft ?? 0,
    top: r?.componentTop ?? 0,
    width: r?.componentWidth ?? 0,
    height: r?.componentHeight ?? 0,
    transform: r?.componentRotate ? `rotate(${r.componentRotate}deg)` : undefined,
  };
}

const f = (
  path: string,
  zh: string,
  en: string,
  editor: PropertyField['editor'],
  extra: Partial<PropertyField> = {},
): PropertyField => ({ path, label: { zh, en }, editor, section: 'box', ...extra });

/** The common box fields every kind gets in the property panel, before its own. */
export const BOX_FIELDS: readonly PropertyField[] = [
  f('componentRect.componentLeft', 'X', 'X', 'number', { step: 1 }),
  f('componentRect.componentTop', 'Y', 'Y', 'number', { step: 1 }),
  f('componentRect.componentWidth', '宽', 'W', 'number', { min: 1, step: 1 }),
  f('componentRect.componentHeight', '高', 'H', 'number', { min: 1, step: 1 }),
  f('componentRect.componentRotate', '旋转', 'Rotation', 'number', { min: -360, max: 360, defaultValue: 0 }),
  f('componentRect.lockRatio', '锁定比例', 'Lock ratio', 'switch', { defaultValue: false }),
  f('opacity', '不透明度', 'Opacity', 'number', { min: 0, max: 1, step: 0.05, defaultValue: 1 }),
  f('backgroundColorData', '背景', 'Background', 'colorData', { section: 'style' }),
  f('bgImg', '背景图片', 'Background image', 'image', { section: 'style', defaultValue: '' }),
  f('componentBorder.width', '边框宽度', 'Border width', 'number', {
    section: 'style',
    min: 0,
    defaultValue: 0,
  }),
  f('componentBorder.style', '边框样式', 'Border style', 'select', {
    section: 'style',
    defaultValue: 'solid',
    options: [
      { value: 'solid', label: { zh: '实线', en: 'Solid' } },
      { value: 'dashed', label: { zh: '虚线', en: 'Dashed' } },
      { value: 'dotted', label: { zh: '点线', en: 'Dotted' } },
    ],
  }),
  f('componentBorder.color', '边框颜色', 'Border colour', 'color', {
    section: 'style',
    defaultValue: '#000000FF',
  }),
  f('componentShadow.x', '阴影 X', 'Shadow X', 'number', { section: 'style', defaultValue: 0 }),
  f('componentShadow.y', '阴影 Y', 'Shadow Y', 'number', { section: 'style', defaultValue: 0 }),
  f('componentShadow.blur', '阴影模糊', 'Shadow blur', 'number', {
    section: 'style',
    min: 0,
    defaultValue: 0,
  }),
  f('componentShadow.color', '阴影颜色', 'Shadow colour', 'color', {
    section: 'style',
    defaultValue: '#00000080',
  }),
  f('cornerRadius.tl', '左上圆角', 'Radius top-left', 'number', {
    section: 'style',
    min: 0,
    defaultValue: 0,
  }),
  f('cornerRadius.tr', '右上圆角', 'Radius top-right', 'number', {
    section: 'style',
    min: 0,
    defaultValue: 0,
  }),
  f('cornerRadius.bl', '左下圆角', 'Radius bottom-left', 'number', {
    section: 'style',
    min: 0,
    defaultValue: 0,
  }),
  f('cornerRadius.br', '右下圆角', 'Radius bottom-right', 'number', {
    section: 'style',
    min: 0,
    defaultValue: 0,
  }),
  f('gaussianBlur', '高斯模糊', 'Gaussian blur', 'number', { section: 'style', min: 0, defaultValue: 0 }),
];

/** A component rect at the origin; the editor places it where it is dropped. */
export function defaultRect(width: number, height: number): NonNullable<Component2D['componentRect']> {
  return {
    componentLeft: 0,
    componentTop: 0,
    componentWidth: width,
    componentHeight: height,
    componentRotate: 0,
    lockRatio: false,
  };
}
