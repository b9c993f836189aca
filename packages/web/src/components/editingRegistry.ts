import type { ComponentType } from 'react';
import { describeComponentType } from '@twincanvas/model';
import { apiBatchEditing } from './apiBatch/editing';
import { CHART_EDITING } from './charts/editing';
import { customSvgEditing } from './customSvg/editing';
import { dynamicPanelEditing } from './dynamicPanel/editing';
import { eventAreaEditing } from './eventArea/editing';
import { heatMapEditing } from './heatMap/editing';
import { hotZoneEditing } from './hotZone/editing';
import { iconEditing } from './icon/editing';
import { iframeEditing } from './iframe/editing';
import { imageEditing } from './image/editing';
import { ligatureEditing } from './ligature/editing';
import { mapContainerEditing } from './mapContainer/editing';
import { MAP_LAYER_EDITING } from './mapLayers/editing';
import { modelModuleEditing } from './modelModule/editing';
import { navigationBarEditing } from './navigationBar/editing';
import { numberFlipperEditing } from './numberFlipper/editing';
import { othersEditing } from './others/editing';
import { pipelineEditing } from './pipeline/editing';
import { rectangleEditing } from './rectangle/editing';
import { regionalMapEditing } from './regionalMap/editing';
import {
  COMPONENT_RUNTIMES,
  MAP_LAYER_RUNTIMES,
  RUNTIMES_3D,
  definition3DOf,
  definitionOf,
  mapLayerDefinitionOf,
  sampleDataOf,
} from './registry';
import { shapeEditing } from './shape/editing';
import { signEditing } from './sign/editing';
import { tableEditing } from './table/editing';
import { textEditing } from './text/editing';
import { timeEditing } from './time/editing';
import { timelineEditing } from './timeline/editing';
import { traceEditing } from './trace/editing';
import { trailEditing } from './trail/editing';
import type {
  Bilingual,
  Component3DDefinition,
  ComponentDefinition,
  EditingContext,
  Geometry3D,
  MapLayerDefinition,
  PropertyField,
} from './types';
import { videoEditing } from './video/editing';
import { videoStreamEditing } from './videoStream/editing';
import { weatherEditing } from './weather/editing';

// The editor's registry: each kind's editing part (icon, property schema...) joined to its runtime part
// from registry.ts. Editor code only: the viewer reads registry.ts and never this module (lint and
// viewer/boundary.node.test.ts enforce it).

/**
 * Joins each runtime part to the editing part of the same kind, keeping the runtime list's order.
 * Throws unless every runtime kind has exactly one editing part and every editing part a runtime kind.
 * Getters (sample data in the content language) stay getters: properties are copied as descriptors.
 */
export function joinParts<R extends { kind: string }, E extends { kind: string }>(
  space: string,
  runtimes: readonly R[],
  editings: readonly E[],
): (R & E)[] {
  const problems: string[] = [];
  const editingByKind = new Map<string, E>();
  for (const editing of editings) {
    if (editingByKind.has(editing.kind)) problems.push(`${editing.kind}: two editing parts`);
    editingByKind.set(editing.kind, editing);
  }
  const runtimeKinds = new Set<string>();
  for (const runtime of runtimes) {
    if (runtimeKinds.has(runtime.kind)) problems.push(`${runtime.kind}: two runtime parts`);
    runtimeKinds.add(runtime.kind);
    if (!editingByKind.has(runtime.kind)) problems.push(`${runtime.kind}: no editing part`);
  }
  for (const kind of editingByKind.keys())
    if (!runtimeKinds.has(kind)) problems.push(`${kind}: an editing part without a runtime part`);
  if (problems.length > 0) throw new Error(`${space} component kinds: ${problems.join('; ')}`);
  return runtimes.map(
    (runtime) =>
      Object.defineProperties(
        {},
        {
          ...Object.getOwnPropertyDescriptors(runtime),
          ...Object.getOwnPropertyDescriptors(editingByKind.get(runtime.kind)!),
        },
      ) as R & E,
  );
}

/** Every 2D kind as the palette, canvas, layer list and property panel read it. */
export const COMPONENTS: readonly ComponentDefinition[] = joinParts('2D', COMPONENT_RUNTIMES, [
  textEditing,
  imageEditing,
  videoEditing,
  videoStreamEditing,
  tableEditing,
  numberFlipperEditing,
  rectangleEditing,
  shapeEditing,
  customSvgEditing,
  iconEditing,
  weatherEditing,
  timeEditing,
  navigationBarEditing,
  hotZoneEditing,
  dynamicPanelEditing,
  iframeEditing,
  timelineEditing,
  mapContainerEditing,
  ...CHART_EDITING,
]);

/** Every 3D kind as the scene layer's palette, layer list and property panel read it. */
export const COMPONENTS_3D: readonly Component3DDefinition[] = joinParts('3D', RUNTIMES_3D, [
  signEditing,
  eventAreaEditing,
  modelModuleEditing,
  ligatureEditing,
  traceEditing,
  regionalMapEditing,
  pipelineEditing,
  trailEditing,
  apiBatchEditing,
  heatMapEditing,
  othersEditing,
]);

/** Every map item kind as the map editing context offers and edits it. */
export const COMPONENTS_MAP: readonly MapLayerDefinition[] = joinParts(
  'Map item',
  MAP_LAYER_RUNTIMES,
  MAP_LAYER_EDITING,
);

const byKind = <D extends { kind: string }>(defs: readonly D[]) =>
  new Map<string, D>(defs.map((def) => [def.kind, def]));
const BY_KIND = byKind(COMPONENTS);
const BY_KIND_3D = byKind(COMPONENTS_3D);
const BY_KIND_MAP = byKind(COMPONENTS_MAP);

/** The editor's definition of a 2D component type code (the runtime registry finds its kind). */
export function editingOf(componentType: string | number | undefined): ComponentDefinition | undefined {
  const kind = definitionOf(componentType)?.kind;
  return kind === undefined ? undefined : BY_KIND.get(kind);
}

/** The editor's definition of a 3D component `type`, or undefined for kinds not built yet. */
export function editing3DOf(type: string | undefined): Component3DDefinition | undefined {
  const kind = definition3DOf(type)?.kind;
  return kind === undefined ? undefined : BY_KIND_3D.get(kind);
}

/** The editor's definition of a map item type code, or undefined. */
export function mapLayerEditingOf(
  componentType: string | number | undefined,
): MapLayerDefinition | undefined {
  const kind = mapLayerDefinitionOf(componentType)?.kind;
  return kind === undefined ? undefined : BY_KIND_MAP.get(kind);
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
  const def = typeof c.type === 'string' ? editing3DOf(c.type) : undefined;
  const sub = def?.subTypes?.find((s) => s.value === c.subType);
  return sub?.geometry ?? def?.geometry ?? 'point';
}

/**
 * The property panel's sub-kind switch of a 3D component: the sub-kinds of its kind that share its
 * geometry (a cylinder can become a sphere or a glTF model, a common placard a bar placard; a box area
 * does not become a polygon, which needs corners). Null when there is nothing to switch to.
 */
export function subTypeField3D(c: { type?: unknown; subType?: unknown }): PropertyField | null {
  const def = typeof c.type === 'string' ? editing3DOf(c.type) : undefined;
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
  const def = typeof node.type === 'string' ? editing3DOf(node.type) : undefined;
  if (!def) return undefined;
  const { kind, name, propertySchema, dataShape, events } = def;
  return { kind, name, propertySchema, dataShape, events, sampleData: sampleDataOf(node) };
}

/** The definition of a 2D component or a map item, for the panels that serve both. */
export function editableDefinitionOf(
  componentType: string | number | undefined,
): EditableDefinition | undefined {
  return editingOf(componentType) ?? mapLayerEditingOf(componentType);
}

/** The editing context a component opens (double-click, Enter), from its kind's definition. */
export function opensOf(c: { componentType?: string | number }): EditingContext | undefined {
  return editingOf(c.componentType)?.opens;
}

/** Palette entries: one per type code, so single- and multi-line text are both offered. */
export interface PaletteEntry {
  definition: ComponentDefinition;
  typeCode: number;
  name: Bilingual;
  icon: ComponentType;
}

/**
 * A palette entry's name: the catalogue's (the model's one list of type codes and their names, which the
 * server's messages use too) for a catalogued code; chart kinds share one catalogue band and go by their
 * definition's name.
 */
function paletteName(definition: ComponentDefinition, typeCode: number): Bilingual {
  const info = describeComponentType(typeCode);
  return info && info.category !== 'chart' ? { zh: info.zh, en: info.en } : definition.name;
}

export const PALETTE: readonly PaletteEntry[] = COMPONENTS.flatMap((definition) =>
  definition.typeCodes.map((typeCode) => ({
    definition,
    typeCode,
    name: paletteName(definition, typeCode),
    icon: definition.typeIcons?.[typeCode] ?? definition.icon,
  })),
);
