import type { Component2D } from '@twincanvas/model';
import { imageDefinition } from './image';
import { rectangleDefinition } from './rectangle';
import { textDefinition } from './text';
import type { Bilingual, ComponentDefinition } from './types';

/** THE list of component kinds: palette, canvas, layer list and property panel all read it. */
export const COMPONENTS: readonly ComponentDefinition[] = [
  textDefinition,
  imageDefinition,
  rectangleDefinition,
];

const BY_CODE = new Map<number, ComponentDefinition>(
  COMPONENTS.flatMap((def) => def.typeCodes.map((code) => [code, def] as const)),
);

/** The definition rendering a component type code, or undefined for kinds not built yet. */
export function definitionOf(componentType: string | number | undefined): ComponentDefinition | undefined {
  return componentType === undefined ? undefined : BY_CODE.get(Number(componentType));
}

/** Palette entries: one per type code, so single- and multi-line text are both offered. */
export interface PaletteEntry {
  definition: ComponentDefinition;
  typeCode: number;
  name: Bilingual;
}

const TYPE_NAMES: Record<number, Bilingual> = {
  2005: { zh: '单行文本', en: 'Single-line text' },
  2006: { zh: '多行文本', en: 'Multi-line text' },
};

export const PALETTE: readonly PaletteEntry[] = COMPONENTS.flatMap((definition) =>
  definition.typeCodes.map((typeCode) => ({
    definition,
    typeCode,
    name: TYPE_NAMES[typeCode] ?? definition.name,
  })),
);

export function createComponent(typeCode: number): Component2D | undefined {
  return definitionOf(typeCode)?.defaults(typeCode);
}

export const pickText = (text: Bilingual, lang: string): string =>
  lang.startsWith('zh') ? text.zh : text.en;
