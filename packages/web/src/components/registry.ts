import type { Component2D } from '@twincanvas/model';
import { apiBatchDefinition } from './apiBatch/definition';
import { CHART_DEFINITIONS } from './charts';
import { sampleRowsOf } from './common3d/dataFields';
import { dataModeOf } from './common3d/liveData';
import { customSvgDefinition } from './customSvg';
import { dynamicPanelDefinition } from './dynamicPanel';
import { eventAreaDefinition } from './eventArea/definition';
import { heatMapDefinition } from './heatMap/definition';
import { hotZoneDefinition } from './hotZone';
import { iconDefinition } from './icon';
import { iframeDefinition } from './iframe';
import { imageDefinition } from './image';
import { ligatureDefinition } from './ligature/definition';
import { mapContainerDefinition } from './mapContainer';
import { MAP_LAYER_DEFINITIONS } from './mapLayers';
import { modelModuleDefinition } from './modelModule/definition';
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
import type { Bilingual, Component3DRuntime, ComponentRuntime, MapLayerRuntime } from './types';
import { videoDefinition } from './video';
import { videoStreamDefinition } from './videoStream';
import { weatherDefinition } from './weather';

// The runtime registry: what the viewer, the data runtime, the engine and the map host read of each kind.
// The editor's side (palettes, property schemas, icons) is editingRegistry.ts, which joins each kind's
// editing part to the runtime part listed here; nothing the viewer imports may import it.

/** THE list of 2D component kinds, in palette order. */
export const COMPONENT_RUNTIMES: readonly ComponentRuntime[] = [
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

/** THE list of 3D component kinds (one per `type` of the 3D component list): the engine loads each
 * kind's layer on demand. */
export const RUNTIMES_3D: readonly Component3DRuntime[] = [
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

/** THE list of map item kinds (layers, vectors, markers, pixels of the map containers, docs/maps.md):
 * the map host loads each kind's builder on demand. */
export const MAP_LAYER_RUNTIMES: readonly MapLayerRuntime[] = MAP_LAYER_DEFINITIONS;

const BY_CODE = new Map<number, ComponentRuntime>(
  COMPONENT_RUNTIMES.flatMap((def) => def.typeCodes.map((code) => [code, def] as const)),
);

/** The runtime definition rendering a component type code, or undefined for kinds not built yet. */
export function definitionOf(componentType: string | number | undefined): ComponentRuntime | undefined {
  return componentType === undefined ? undefined : BY_CODE.get(Number(componentType));
}

/** The runtime definition drawing a 3D component `type`, or undefined for kinds not built yet. */
export function definition3DOf(type: string | undefined): Component3DRuntime | undefined {
  return RUNTIMES_3D.find((def) => def.type === type);
}

const MAP_BY_CODE = new Map<number, MapLayerRuntime>(
  MAP_LAYER_RUNTIMES.flatMap((def) => def.typeCodes.map((code) => [code, def] as const)),
);

/** The map item runtime definition of a type code, or undefined. */
export function mapLayerDefinitionOf(
  componentType: string | number | undefined,
): MapLayerRuntime | undefined {
  return componentType === undefined ? undefined : MAP_BY_CODE.get(Number(componentType));
}

/**
 * The sample data of a component node's kind, the shape a data mapping targets: a 2D kind's or map
 * item's by its type code, a 3D kind's by its `type`, as the rows of the data mode the node chose.
 */
export function sampleDataOf(node: {
  componentType?: string | number;
  type?: unknown;
  propertyData?: unknown;
}): unknown {
  if (node.componentType !== undefined)
    return (definitionOf(node.componentType) ?? mapLayerDefinitionOf(node.componentType))?.sampleData;
  const def = typeof node.type === 'string' ? definition3DOf(node.type) : undefined;
  return def ? sampleRowsOf(def.type, dataModeOf(node)) : undefined;
}

export function createComponent(typeCode: number): Component2D | undefined {
  return definitionOf(typeCode)?.defaults(typeCode);
}

export const pickText = (text: Bilingual, lang: string): string =>
  lang.startsWith('zh') ? text.zh : text.en;
