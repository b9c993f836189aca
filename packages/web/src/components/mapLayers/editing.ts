import {
  AimOutlined,
  AppstoreOutlined,
  BlockOutlined,
  BorderOutlined,
  BuildOutlined,
  CarOutlined,
  CloudOutlined,
  ClusterOutlined,
  DotChartOutlined,
  EnvironmentOutlined,
  FontSizeOutlined,
  GatewayOutlined,
  GlobalOutlined,
  HeatMapOutlined,
  NodeIndexOutlined,
  PictureOutlined,
  RiseOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { describeComponentType, newId, type Component2D } from '@twincanvas/model';
import { contentText, localizeContent } from '../common/content';
import type { MapLayerEditing, PropertyField } from '../types';
import { FIELDS } from './fields';
import { MAP_SAMPLE_EN } from './samples';
import type { Spec } from './spec';
import { MAP_LAYER_SPECS } from '.';

/** The add menus' icon of each map item kind. */
const ICONS: Readonly<Record<string, ComponentType>> = {
  wms: CloudOutlined,
  wmts: AppstoreOutlined,
  mvt: BlockOutlined,
  raster: PictureOutlined,
  realImagery: PictureOutlined,
  geojson: GlobalOutlined,
  polyline: NodeIndexOutlined,
  polygon: BorderOutlined,
  polygon3d: BuildOutlined,
  heatmap: HeatMapOutlined,
  arc: RiseOutlined,
  wall: TableOutlined,
  trajectory: CarOutlined,
  gltf: GatewayOutlined,
  tiles3d: ClusterOutlined,
  realRegion: BorderOutlined,
  pointMarker: EnvironmentOutlined,
  textMarker: FontSizeOutlined,
  clusterMarker: AimOutlined,
  realPointMarker: EnvironmentOutlined,
  realTextMarker: FontSizeOutlined,
  realPixels: DotChartOutlined,
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/**
 * The defaults a kind's fields declare (`layerModel.<key>` with a defaultValue): the one place the shared
 * pieces (opacity, the legend switch, URLs) get their defaults, so the specs do not repeat them.
 */
export function fieldDefaults(fields: readonly PropertyField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const key = /^layerModel\.(\w+)$/.exec(f.path)?.[1];
    if (key && f.defaultValue !== undefined) out[key] = f.defaultValue;
  }
  return out;
}

/**
 * The editing part of a map item kind. Its defaults live here: only the map editing context adds items,
 * and a fresh item takes the defaults its property fields declare.
 */
function editingFrom(spec: Spec): MapLayerEditing {
  const fields: readonly PropertyField[] = FIELDS[spec.fields];
  const icon = ICONS[spec.kind];
  if (!icon) throw new Error(`map item kind ${spec.kind} has no icon`);
  return {
    kind: spec.kind,
    containers: spec.containers,
    name: spec.name,
    icon,
    defaults(): Component2D {
      const item: Component2D = {
        _id: newId('lvm'),
        componentName: contentText(spec.name) || contentText(describeComponentType(spec.code) ?? spec.name),
        componentType: String(spec.code),
        show: true,
        zIndex: 1,
        layerModel: clone({ ...fieldDefaults(fields), ...spec.model }),
      };
      // Static rows live where every data-bound kind keeps them (the data panel edits them there).
      // They are content: named in the language the item is added in (common/content.ts).
      if (spec.sample !== undefined)
        item.chartModel = { data: localizeContent(spec.sample, MAP_SAMPLE_EN) as unknown[] };
      return item;
    },
    propertySchema: fields,
    dataShape: spec.dataShape,
  };
}

/** Every map item kind's editing part, in the order of their runtime parts. */
export const MAP_LAYER_EDITING: readonly MapLayerEditing[] = MAP_LAYER_SPECS.map(editingFrom);
