import type { ComponentType } from 'react';
import {
  TYPE_CODE,
  describeComponentType,
  mapComponentClass,
  newId,
  type Component2D,
} from '@twincanvas/model';
import type { MapLayerBuilder } from '../../map/types';
import { contentText, localizeContent } from '../common/content';
import { POINTER_EVENTS } from '../common/define';
import type { Bilingual, MapLayerDefinition, PropertyField } from '../types';
import { FIELDS, type FieldSet } from './fields';
import { MAP_SAMPLE_EN } from './samples';

/**
 * What one map item kind is, written as data (the spec lists in tileSpecs, shapeSpecs and markerSpecs),
 * and the one function turning it into the registry's `space: 'map'` definition.
 */
export interface Spec {
  code: number;
  kind: string;
  name: Bilingual;
  icon: ComponentType;
  containers: readonly number[];
  fields: FieldSet;
  /** Static rows (or a GeoJSON value) the item starts with; absent for tile layers (no data). */
  sample?: unknown;
  dataShape: string;
  /** Defaults beyond those the kind's fields declare (opacity 1, legend on, an empty URL). */
  model: Record<string, unknown>;
  load: () => Promise<MapLayerBuilder>;
}

export const WEBGL = [TYPE_CODE.webglMap];
export const REAL = [TYPE_CODE.realMap];

// Each builder module is its own lazy chunk: a map downloads the kinds it uses.
export const tiles = () => import('../../map/layers/tiles');
export const shapes = () => import('../../map/layers/shapes');
export const aggregate = () => import('../../map/layers/aggregate');
export const markers = () => import('../../map/layers/markers');
export const motion = () => import('../../map/layers/motion');

export const POINTS = 'rows: [{name, lng, lat, value}]';
export const PATHS = 'rows: [{name, value, path: [[lng, lat], …]}]';
export const POLYGONS = 'rows: [{name, value, polygon: [[lng, lat], …] or [outer ring, holes…]}]';
export const TILES = 'none: tiles from the URL';

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

export function definitionFrom(spec: Spec): MapLayerDefinition {
  const mapClass = mapComponentClass(spec.code);
  if (!mapClass) throw new Error(`${spec.code} is not a map item code`);
  const fields: readonly PropertyField[] = FIELDS[spec.fields];
  return {
    space: 'map',
    kind: spec.kind,
    typeCodes: [spec.code],
    mapClass,
    containers: spec.containers,
    name: spec.name,
    icon: spec.icon,
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
    get sampleData() {
      return spec.sample === undefined ? undefined : localizeContent(spec.sample, MAP_SAMPLE_EN);
    },
    events: spec.sample === undefined ? [] : [...POINTER_EVENTS],
    loadLayer: spec.load,
  };
}
