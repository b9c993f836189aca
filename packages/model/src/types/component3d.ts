import type { DataSourceConfig } from './data.js';

export type Component3DType =
  | 'sign'
  | 'eventArea'
  | 'modelModule'
  | 'ligature'
  | 'trace'
  | 'regionalMap'
  | 'pipeline'
  | 'trail'
  | 'api'
  | 'heatMap'
  | 'others';

export interface Vector3 {
  x: number;
  y: number;
  z: number;
}

export interface Point3D {
  name?: string;
  showOn?: boolean;
  transData?: { position: Vector3; [extra: string]: unknown };
  [extra: string]: unknown;
}

export interface PointData {
  mainPoint?: Point3D;
  startPoint?: Point3D;
  endPoint?: Point3D;
  [extra: string]: unknown;
}

/** 3D component of docs/reference.md#components-3d. */
export interface Component3D {
  _id: string;
  _sqlId?: string | number;
  name?: string;
  type?: Component3DType | string;
  subType?: string;
  pointData?: PointData[];
  styleList?: { id: string; name: string; [extra: string]: unknown }[];
  propertyData?: unknown;
  requestSource?: DataSourceConfig;
  apiOn?: boolean;
  showOn?: boolean;
  conditionData?: unknown;
  animationData?: unknown;
  animAndMatsInfo?: unknown;
  interactionData?: unknown;
  generalData?: { selectId?: string; [extra: string]: unknown };
  resourceId?: string | number;
  modelUrl?: string;
  modelUrlIos?: string;
  modelUrlAndroid?: string;
  font?: unknown;
  [extra: string]: unknown;
}
