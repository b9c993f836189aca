import type { Component2D } from './component2d.js';
import type { Component3D } from './component3d.js';
import type { MapComponent } from './map.js';
import type { SceneBackground } from './scene.js';

export interface CameraEntry {
  curType?: string | number;
  subType?: number;
  selected?: boolean;
  disClamp?: [number, number];
  [extra: string]: unknown;
}

/** 3D data of a page (docs/reference.md#documents). */
export interface ProjectThreeComponent {
  version?: number;
  modelData?: {
    interactionAreaData?: unknown;
    signData?: unknown;
    ligatureData?: unknown;
    modelModuleData?: unknown;
    [extra: string]: unknown;
  };
  componentData?: unknown;
  configData?: {
    modelProperty?: {
      modelStyleData?: unknown;
      modelDecorateData?: unknown;
      areaInteractionData?: unknown;
      [extra: string]: unknown;
    };
    cameraData?: CameraEntry[];
    skyData?: unknown;
    [extra: string]: unknown;
  };
  [extra: string]: unknown;
}

export interface Page {
  _id: string;
  _sqlId?: string | number;
  pageName?: string;
  pageOrder?: number;
  maxIndex?: number;
  projectTwoComponentList: Component2D[];
  components3D?: Component3D[];
  projectThreeComponent?: ProjectThreeComponent;
  projectGisComponent?: MapComponent[];
  notApplyPages?: string[];
  /** A background of this page's own, over its scene's (set in the editor's page settings). */
  background?: SceneBackground;
  [extra: string]: unknown;
}
