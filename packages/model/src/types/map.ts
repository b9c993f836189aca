import type { MapComponentClass } from '../catalogue/codes.js';
import type { ComponentRect } from './component2d.js';

/** Map component (docs/reference.md#type-codes): a layer, vector, marker or pixels item of a map. */
export interface MapComponent {
  _id: string;
  _sqlId?: string | number;
  componentName?: string;
  componentType?: string;
  zIndex?: number;
  zindex?: number;
  show?: boolean;
  componentRect?: ComponentRect;
  groupModel?: { groupList: MapComponent[]; [extra: string]: unknown };
  [extra: string]: unknown;
}

/** Lists of a map model, one per map component class; layers carry a zIndex. */
export type MapModel = { [K in MapComponentClass]?: MapComponent[] } & {
  center?: [number, number];
  zoom?: number;
  minZoom?: number;
  maxZoom?: number;
  pitch?: number;
  level?: number;
  [extra: string]: unknown;
};
