import type { ColorData, TextStyle } from './colour.js';
import type { DataSourceConfig } from './data.js';
import type { Interaction } from './interaction.js';

export interface ComponentRect {
  componentWidth: number;
  componentHeight: number;
  componentLeft: number;
  componentTop: number;
  componentRotate?: number;
  lockRatio?: boolean;
}

/** A page of a dynamic panel (dynamicModel.pageList). Its components are in componentList. */
export interface DynamicPage {
  _id: string;
  _sqlId?: string | number;
  pageName?: string;
  pageOrder?: number;
  componentList: Component2D[];
  [extra: string]: unknown;
}

export interface GroupModel {
  groupList: Component2D[];
  [extra: string]: unknown;
}

export interface DynamicModel {
  pageList: DynamicPage[];
  loop?: boolean;
  loopAni?: string;
  direction?: string;
  interval?: number;
  duration?: number;
  [extra: string]: unknown;
}

export interface ChartModel {
  data?: unknown[];
  chartDataInit?: number;
  config?: unknown;
  style?: unknown;
  code?: string;
  etype?: string;
  [extra: string]: unknown;
}

export interface CornerRadius {
  tl: number;
  tr: number;
  bl: number;
  br: number;
}

export type UpdateMethod = 'api' | 'websocket' | 'event' | 'dynamic';

/** Flags the viewer sets while running (docs/reference.md#components-2d). They are never edited by hand. */
export interface RuntimeFlags {
  _updateTime?: number;
  _updateMethod?: UpdateMethod;
  _mistakeResult?: boolean;
  _dataInit?: boolean;
  _activePage?: number;
  _children?: unknown;
  _state?: number;
  _dynamicPage?: unknown;
  notApplyPages?: string[];
}

/** 2D component of docs/reference.md#components-2d (groups and dynamic panels included). */
export interface Component2D extends RuntimeFlags {
  _id: string;
  _sqlId?: string | number;
  componentName?: string;
  componentType?: string;
  order?: number;
  zindex?: number;
  zIndex?: number;
  opacity?: number;
  show?: boolean;
  initStatus?: boolean;
  listShow?: boolean;
  lock?: boolean;
  formatId?: string;
  inType?: unknown;
  outType?: unknown;
  componentRect?: ComponentRect;
  backgroundColorData?: ColorData;
  groupModel?: GroupModel;
  dynamicModel?: DynamicModel;
  /** Index of the current page of a dynamic panel. */
  dynamicEvent?: number;
  dynamicAni?: string;
  animateDuration?: number;
  animateType?: string;
  textModel?: { textStyle?: TextStyle; [extra: string]: unknown };
  requestSource?: DataSourceConfig;
  imageModel?: unknown;
  chartModel?: ChartModel;
  svgModel?: unknown;
  projectInteractionList?: Interaction[];
  componentShadow?: unknown;
  componentBorder?: unknown;
  cornerRadius?: CornerRadius;
  bgImg?: unknown;
  gaussianBlur?: number;
  _pid?: string;
  chainId?: string;
  chainPage?: string;
  chainNext?: string;
  chainType?: string | number;
  mapModel?: unknown;
  defaultProperty?: { typeId?: string | number; boxSize?: unknown; [extra: string]: unknown } | string;
  path?: string;
  [extra: string]: unknown;
}

/** The multi-selection pseudo-component: _id -2 with its members in groupList. */
export interface BatchSelection {
  _id: -2;
  batchState: true;
  groupList: Component2D[];
  componentRect: ComponentRect;
}
