import {
  AREA_CAMERA_DISTANCE,
  AREA_CAMERA_PITCH,
  CAMERA_DEFAULT_DISTANCE,
  CAMERA_DISTANCE_MAX,
  CAMERA_DISTANCE_MIN,
  CAMERA_MODE_ORBIT,
  CAMERA_X_ANGLE_MAX,
  CAMERA_X_ANGLE_MIN,
  CAMERA_Y_ANGLE_MAX,
  CAMERA_Y_ANGLE_MIN,
  CAROUSEL_DURATION_MS,
  CAROUSEL_INTERVAL_MS,
  CHART_AUTO_REFRESH_DURATION,
  CHART_AUTO_REFRESH_INTERVAL,
  CHART_DEFAULT_HEIGHT,
  CHART_DEFAULT_WIDTH,
  DEFAULT_3D_STYLE_ID,
  DEFAULT_3D_SUBTYPE,
  DEFAULT_CONDITION_NAME,
  DEFAULT_CONDITION_TARGET,
  DEFAULT_MODEL_SOURCE,
  DYNAMIC_PANEL_DURATION_MS,
  DYNAMIC_PANEL_INTERVAL_MS,
  GROUP_DEFAULT_HEIGHT,
  GROUP_DEFAULT_LEFT,
  GROUP_DEFAULT_TOP,
  GROUP_DEFAULT_WIDTH,
  GROUP_TEMPLATE_NAME,
  GROUP_TYPE_CODE,
  MAP_DEFAULT_CENTER_LAT,
  MAP_DEFAULT_CENTER_LNG,
  MAP_DEFAULT_LEVEL,
  MAP_DEFAULT_PITCH,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  SYSTEM_SCENE_NAME,
  SYSTEM_SCENE_ORDER,
  TEXT_DEFAULT_SIZE,
} from '../constants.js';
import { newId } from '../ids.js';
import type { Component2D } from '../types/component2d.js';
import type { Condition } from '../types/interaction.js';
import type { SystemScene } from '../types/scene.js';

export const DEFAULT_CHART_SIZE = { width: CHART_DEFAULT_WIDTH, height: CHART_DEFAULT_HEIGHT } as const;
export const DEFAULT_CAROUSEL = { interval: CAROUSEL_INTERVAL_MS, duration: CAROUSEL_DURATION_MS } as const;
export const DEFAULT_DYNAMIC_PANEL = {
  interval: DYNAMIC_PANEL_INTERVAL_MS,
  duration: DYNAMIC_PANEL_DURATION_MS,
} as const;
export const DEFAULT_CHART_AUTO_REFRESH = {
  interval: CHART_AUTO_REFRESH_INTERVAL,
  duration: CHART_AUTO_REFRESH_DURATION,
} as const;
export const DEFAULT_TEXT_SIZE = TEXT_DEFAULT_SIZE;

/** Map view defaults: centre Beijing, zoom 15 within 3-20, pitch 30, level 10.0. */
export const DEFAULT_MAP_VIEW = {
  center: [MAP_DEFAULT_CENTER_LNG, MAP_DEFAULT_CENTER_LAT] as const,
  zoom: MAP_DEFAULT_ZOOM,
  minZoom: MAP_MIN_ZOOM,
  maxZoom: MAP_MAX_ZOOM,
  pitch: MAP_DEFAULT_PITCH,
  level: MAP_DEFAULT_LEVEL,
} as const;

/** Default 3D camera (docs/reference.md#scenes-3d) and area-interaction camera. */
export const DEFAULT_CAMERA = {
  distance: CAMERA_DEFAULT_DISTANCE,
  distanceClamp: [CAMERA_DISTANCE_MIN, CAMERA_DISTANCE_MAX] as const,
  xAngleClamp: [CAMERA_X_ANGLE_MIN, CAMERA_X_ANGLE_MAX] as const,
  yAngleClamp: [CAMERA_Y_ANGLE_MIN, CAMERA_Y_ANGLE_MAX] as const,
  subType: CAMERA_MODE_ORBIT,
} as const;
export const DEFAULT_AREA_CAMERA = { distance: AREA_CAMERA_DISTANCE, pitch: AREA_CAMERA_PITCH } as const;

export const DEFAULT_3D = {
  subType: DEFAULT_3D_SUBTYPE,
  styleId: DEFAULT_3D_STYLE_ID,
  modelSource: DEFAULT_MODEL_SOURCE,
} as const;

/** The default group template: 'group', type 5001, 218x136 at 300,300, empty groupModel. */
export function createDefaultGroup(id: string = newId('group')): Component2D {
  return {
    _id: id,
    componentName: GROUP_TEMPLATE_NAME,
    componentType: GROUP_TYPE_CODE,
    initStatus: true,
    componentRect: {
      componentWidth: GROUP_DEFAULT_WIDTH,
      componentHeight: GROUP_DEFAULT_HEIGHT,
      componentLeft: GROUP_DEFAULT_LEFT,
      componentTop: GROUP_DEFAULT_TOP,
      componentRotate: 0,
    },
    groupModel: { groupList: [] },
  };
}

/** The default system scene: the system-layer label, order 0, hidden. */
export function createDefaultSystemScene(id: string = newId('systemScene')): SystemScene {
  return {
    _id: id,
    scenesName: SYSTEM_SCENE_NAME,
    scenesOrder: SYSTEM_SCENE_ORDER,
    isShow: false,
    projectTwoComponentList: [],
  };
}

/** The condition a new component starts with: 'condition 1', logical and, target _default. */
export function createDefaultCondition(id: string): Condition {
  return {
    id,
    name: DEFAULT_CONDITION_NAME,
    applied: true,
    logic: '&',
    ifs: [{ key: null, target: DEFAULT_CONDITION_TARGET }],
  };
}
