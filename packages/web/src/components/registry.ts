import type { ComponentType } from 'react';
import type { Component2D } from '@twincanvas/model';
import { CHART_DEFINITIONS } from './charts';
import { customSvgDefinition } from './customSvg';
import { dynamicPanelDefinition } from './dynamicPanel';
import { hotZoneDefinition } from './hotZone';
import { iconDefinition } from './icon';
import { iframeDefinition } from './iframe';
import { imageDefinition } from './image';
import { navigationBarDefinition } from './navigationBar';
import { numberFlipperDefinition } from './numberFlipper';
import { rectangleDefinition } from './rectangle';
import { shapeDefinition } from './shape';
import { tableDefinition } from './table';
import { textDefinition } from './text';
import { timeDefinition } from './time';
import { timelineDefinition } from './timeline';
import { videoDefinition } from './video';
import { videoStreamDefinition } from './videoStream';
import { weatherDefinition } from './weather';
import type { Bilingual, ComponentDefinition } from './types';

/** THE list of component kinds: palette, canvas, layer list and property panel all read it. */
export const COMPONENTS: readonly ComponentDefinition[] = [
  textDefinition,
  imageDefinition,
  videoDefinition,
  videoStreamDefinition,
  tableDefinition,
  numberFlipperDefinition,
  rectangleDefinition,
  shapeDefinition,
  customSvgDefinition,
  iconDefinition,
  weatherDefinition,
  timeDefinition,
  navigationBarDefinition,
  hotZoneDefinition,
  dynamicPanelDefinition,
  iframeDefinition,
  timelineDefinition,
  ...CHART_DEFINITIONS,
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
  icon: ComponentType;
}

const TYPE_NAMES: Record<number, Bilingual> = {
  2005: { zh: '单行文本', en: 'Single-line text' },
  2006: { zh: '多行文本', en: 'Multi-line text' },
};

export const PALETTE: readonly PaletteEntry[] = COMPONENTS.flatMap((definition) =>
  definition.typeCodes.map((typeCode) => ({
    definition,
    typeCode,
    name: definition.typeNames?.[typeCode] ?? TYPE_NAMES[typeCode] ?? definition.name,
    icon: definition.typeIcons?.[typeCode] ?? definition.icon,
  })),
);

export function createComponent(typeCode: number): Component2D | undefined {
  return definitionOf(typeCode)?.defaults(typeCode);
}

export const pickText = (text: Bilingual, lang: string): string =>
  lang.startsWith('zh') ? text.zh : text.en;
