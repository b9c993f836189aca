import type { ColorData, Component2D } from '@twincanvas/model';
import { describeComponentType, kindFromType, newId } from '@twincanvas/model';
import type { FieldOption, PropertyField } from '../types';
import { defaultRect } from './box';
import { contentText } from './content';

/** The events every visible kind can emit (docs/reference.md#events): click, double click, enter, leave. */
export const POINTER_EVENTS = ['40101', '40102', '40105', '40106'] as const;

/**
 * A fresh component of `typeCode` with the fields every kind starts with; the kind adds its own model.
 * The default name is the catalogue's name in the content language (common/content.ts), as the palette
 * shows it.
 */
export function baseComponent(
  typeCode: number,
  width: number,
  height: number,
  extra: Partial<Component2D> = {},
): Component2D {
  return {
    // The id's letter follows the kind (dynamic panels G, web maps M, …), as copies' fresh ids do.
    _id: newId(kindFromType(typeCode) === '3D' ? '2D' : kindFromType(typeCode)),
    componentName: contentText(
      describeComponentType(typeCode) ?? { zh: String(typeCode), en: String(typeCode) },
    ),
    componentType: String(typeCode),
    opacity: 1,
    show: true,
    initStatus: true,
    lock: false,
    componentRect: defaultRect(width, height),
    ...extra,
  };
}

/** Field builder for a kind's schema: `field('content')('videoModel.loop', '循环', 'Loop', 'switch')`. */
export const fieldIn =
  (section: PropertyField['section']) =>
  (
    path: string,
    zh: string,
    en: string,
    editor: PropertyField['editor'],
    extra: Partial<PropertyField> = {},
  ): PropertyField => ({ path, label: { zh, en }, editor, section, ...extra });

export const option = (value: string | number, zh: string, en: string): FieldOption => ({
  value,
  label: { zh, en },
});

export const ALIGN_OPTIONS: readonly FieldOption[] = [
  option('left', '左对齐', 'Left'),
  option('center', '居中', 'Centre'),
  option('right', '右对齐', 'Right'),
];

export const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
export const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

/** A transparent background (solid #FFFFFF00, the gradient left at its default): text and charts start so. */
export function transparentBackground(): ColorData {
  return {
    colorType: 0,
    solidColor: '#FFFFFF00',
    gradientColor: {
      gradientRotate: 0,
      gradientColors: ['#FFFFFFFF', '#000000FF'],
      gradientLocations: [0, 1],
    },
  };
}
