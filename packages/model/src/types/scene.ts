import type { ColorData } from './colour.js';
import type { Component2D } from './component2d.js';
import type { Page } from './page.js';

export interface SceneBackground {
  backgroundImageWeb?: string;
  backgroundImageOpacity?: number;
  backgroundColorOpacity?: number;
  backgroundColor?: ColorData;
  [extra: string]: unknown;
}

/** Model of a 3D scene (docs/reference.md#documents); modelSource defaults to 10602. */
export interface ProjectModel {
  modelId?: string | number;
  modelName?: string;
  modelSource?: number;
  modelThumb?: string;
  labelId?: string | number;
  labelName?: string;
  resourceId?: string | number;
  modelWebUrl?: string;
  modelIosUrl?: string;
  modelAndroidUrl?: string;
  modelHotFixPath?: string;
  modelJson?: unknown;
  styleUrlWeb?: string;
  styleUrlIos?: string;
  styleUrlAndroid?: string;
  modelType?: string | number;
  modelVersion?: string | number;
  raysceneId?: string | number;
  buildingIds?: unknown[];
  modelEditorJson?: unknown;
  [extra: string]: unknown;
}

/** scenesType: 1 a 3D scene, 3 GIS/earth, other values map/gis. */
export interface Scene {
  _id: string;
  _sqlId?: string | number;
  scenesName?: string;
  scenesOrder?: number;
  isShow?: boolean;
  scenesType?: number;
  background?: SceneBackground;
  projectPageList: Page[];
  projectModel?: ProjectModel;
  [extra: string]: unknown;
}

/** The system scene (system layer) sits over every page and holds 2D components directly. */
export interface SystemScene {
  _id: string;
  _sqlId?: string | number;
  scenesName?: string;
  scenesOrder?: number;
  isShow?: boolean;
  background?: SceneBackground;
  projectTwoComponentList: Component2D[];
  [extra: string]: unknown;
}
