import { TYPE_CODE, mapComponentClass } from '@twincanvas/model';
import type { MapLayerBuilder } from '../../map/types';
import { localizeContent } from '../common/content';
import { POINTER_EVENTS } from '../common/define';
import type { Bilingual, MapLayerRuntime } from '../types';
import type { FieldSet } from './fields';
import { MAP_SAMPLE_EN } from './samples';

/**
 * What one map item kind is, written as data (the spec lists in tileSpecs, shapeSpecs and markerSpecs),
 * and the function turning it into the registry's `space: 'map'` runtime part; its editing part (icon,
 * property fields, defaults) is built from the same line by mapLayers/editing.ts.
 */
export interface Spec {
  code: number;
  kind: string;
  name: Bilingual;
  containers: readonly number[];
  /** The property field set (mapLayers/fields.ts) the editor shows and takes the defaults from. */
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

/** The runtime part of a map item kind: what the map host reads to draw items of it. */
export function runtimeFrom(spec: Spec): MapLayerRuntime {
  const mapClass = mapComponentClass(spec.code);
  if (!mapClass) throw new Error(`${spec.code} is not a map item code`);
  return {
    space: 'map',
    kind: spec.kind,
    typeCodes: [spec.code],
    mapClass,
    get sampleData() {
      return spec.sample === undefined ? undefined : localizeContent(spec.sample, MAP_SAMPLE_EN);
    },
    events: spec.sample === undefined ? [] : [...POINTER_EVENTS],
    loadLayer: spec.load,
  };
}
