import type { ComponentType } from 'react';
import type { Component2D } from '@twincanvas/model';
import { apiBatchDefinition } from './apiBatch/definition';
import { sampleRowsOf } from './common3d/dataFields';
import { dataModeOf } from './common3d/liveData';
import { CHART_DEFINITIONS } from './charts';
import { customSvgDefinition } from './customSvg';
import { dynamicPanelDefinition } from './dynamicPanel';
import { eventAreaDefinition } from './eventArea/definition';
import { heatMapDefinition } from './heatMap/definition';
import { hotZoneDefinition } from './hotZone';
import { iconDefinition } from './icon';
import { iframeDefinition } from './iframe';
import { imageDefinition } from './image';
import { ligatureDefinition } from './ligature/definition';
import { modelModuleDefinition } from './modelModule/definition';
import { mapContainerDefinition } from './mapContainer';
import { MAP_LAYER_DEFINITIONS } from './mapLayers';
import { navigationBarDefinition } from './navigationBar';
import { numberFlipperDefinition } from './numberFlipper';
import { othersDefinition } from './others/definition';
import { pipelineDefinition } from './pipeline/definition';
import { rectangleDefinition } from './rectangle';
import { regionalMapDefinition } from './regionalMap/definition';
import { shapeDefinition } from './shape';
import { signDefinition } from './sign/definition';
import { tableDefinition } from './table';
import { textDefinition } from './text';
import { timeDefinition } from './time';
import { timelineDefinition } from './timeline';
import { traceDefinition } from './trace/definition';
import { trailDefinition } from './trail/definition';
import { videoDefinition } from './video';
import { videoStreamDefinition } from './videoStream';
import { weatherDefinition } from './weather';
import type {
  Bilingual,
  Component3DDefinition,
  ComponentDefinition,
  EditingContext,
  Geometry3D,
  MapLayerDefinition,
  PropertyField,
} from './types';

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
  mapContainerDefinition,
  ...CHART_DEFINITIONS,
];

/** THE list of 3D component kinds (one per `type` of the 3D component list), read by the scene layer's
 * palette, layer list and property panel and by the engine, which loads each kind's layer on demand. */
export const COMPONENTS_3D: readonly Component3DDefinition[] = [
  signDefinition,
  eventAreaDefinition,
  modelModuleDefinition,
  ligatureDefinition,
  traceDefinition,
  regionalMapDefinition,
  pipelineDefinition,
  trailDefinition,
  apiBatchDefinition,
  heatMapDefinition,
  othersDefinition,
];

/** The 3D definition drawing a 3D component `type`, or undefined for kinds not built yet. */
export function definition3DOf(type: string | undefined): Component3DDefinition | undefined {
  return COMPONENTS_3D.find((def) => def.type === type);
}

/** One entry of the scene layer's 3D palette: a kind, or one sub-kind of it, with its name. */
export interface Palette3DEntry {
  definition: Component3DDefinition;
  subType?: string;
  name: Bilingual;
}

/**
 * The 3D palette as the definitions declare it: each kind's sub-kinds each on their own (placard kinds,
 * area shapes, primitives and a glTF model, batch placard looks), a kind without sub-kinds once.
 */
export const PALETTE_3D: readonly Palette3DEntry[] = COMPONENTS_3D.flatMap((definition) =>
  definition.subTypes?.length
    ? definition.subTypes.map((s) => ({ definition, subType: s.value, name: s.name }))
    : [{ definition, name: definition.name }],
);

/** How a 3D component is placed and edited: its sub-kind's geometry, else its kind's (default a point). */
export function geometry3DOf(c: { type?: unknown; subType?: unknown }): Geometry3D {
  const def = typeof c.type === 'string' ? definition3DOf(c.type) : undefined;
  const sub = def?.subTypes?.find((s) => s.value === c.subType);
  return sub?.geometry ?? def?.geometry ?? 'point';
}

/**
 * The property panel's sub-kind switch of a 3D component: the sub-kinds of its kind that share its
 * geometry (a cylinder can become a sphere or a glTF model, a common placard a bar placard; a box area
 * does not become a polygon, which needs corners). Null when there is nothing to switch to.
 */
export function subTypeField3D(c: { type?: unknown; subType?: unknown }): PropertyField | null {
  const def = typeof c.type === 'string' ? definition3DOf(c.type) : undefined;
  if (!def?.subTypes?.length) return null;
  const geometry = geometry3DOf(c);
  const options = def.subTypes
    .filter((s) => (s.geometry ?? def.geometry ?? 'point') === geometry)
    .map((s) => ({ value: s.value, label: s.name }));
  if (options.length < 2) return null;
  return {
    path: 'subType',
    label: { zh: '类型', en: 'Kind' },
    editor: 'select',
    section: 'content',
    defaultValue: def.subTypes[0]!.value,
    options,
  };
}

/** THE list of map item kinds (layers, vectors, markers, pixels of the map containers, docs/maps.md):
 * offered by the map editing context, drawn by the map host, which loads each kind's builder on demand. */
export const COMPONENTS_MAP: readonly MapLayerDefinition[] = MAP_LAYER_DEFINITIONS;

const MAP_BY_CODE = new Map<number, MapLayerDefinition>(
  COMPONENTS_MAP.flatMap((def) => def.typeCodes.map((code) => [code, def] as const)),
);

/** The map item definition of a type code, or undefined. */
export function mapLayerDefinitionOf(
  componentType: string | number | undefined,
): MapLayerDefinition | undefined {
  return componentType === undefined ? undefined : MAP_BY_CODE.get(Number(componentType));
}

/** What the property and data panels read of any kind, 2D or map item. */
export type EditableDefinition = Pick<
  ComponentDefinition,
  'kind' | 'name' | 'propertySchema' | 'dataShape' | 'sampleData' | 'events'
>;

/**
 * The definition the property and data panels read of a component node: a 2D kind or map item by its
 * type code, or a 3D kind by its `type` (its sample rows those of its data mode, the mapping target).
 */
export function editableDefinitionOfNode(node: {
  componentType?: string | number;
  type?: unknown;
  propertyData?: unknown;
}): EditableDefinition | undefined {
  if (node.componentType !== undefined) return editableDefinitionOf(node.componentType);
  const def = typeof node.type === 'string' ? definition3DOf(node.type) : undefined;
  if (!def) return undefined;
  const { kind, name, propertySchema, dataShape, events } = def;
  return {
    kind,
    name,
    propertySchema,
    dataShape,
    events,
    sampleData: sampleRowsOf(def.type, dataModeOf(node)),
  };
}

/** The definition of a 2D component or a map item, for the panels that serve both. */
export function editableDefinitionOf(
  componentType: string | number | undefined,
): EditableDefinition | undefined {
  return definitionOf(componentType) ?? mapLayerDefinitionOf(componentType);
}

const BY_CODE = new Map<number, ComponentDefinition>(
  COMPONENTS.flatMap((def) => def.typeCodes.map((code) => [code, def] as const)),
);

/** The definition rendering a component type code, or undefined for kinds not built yet. */
export function definitionOf(componentType: string | number | undefined): ComponentDefinition | undefined {
  return componentType === undefined ? undefined : BY_CODE.get(Number(componentType));
}

/** The editing context a component opens (double-click, Enter), from its kind's definition. */
export function opensOf(c: { componentType?: string | number }): EditingContext | undefined {
  return definitionOf(c.componentType)?.opens;
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
