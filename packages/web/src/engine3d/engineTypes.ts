import type { CameraState } from './camera';
import type { DefinitionLookup } from './layerHost';
import type { SceneLayerEvent } from './layers';
import type { ModelPick } from './picking';
import type { Quality } from './quality';
import type { FrameStats } from './renderer';

export interface EngineOptions {
  quality?: unknown;
  /** Viewer only: step quality down after sustained slow frames (and say so through onQualityDrop). */
  autoQuality?: boolean;
  /** Editor: picks select; viewer: picks run interactions. */
  onEvent?(event: SceneLayerEvent): void;
  /**
   * A click on the model (null: on nothing); `additive` when Ctrl, Cmd or Shift was held; `onComponent`
   * when a 3D component took the click as well (onEvent told of it); `surface` is the model under the
   * pointer even when a component is drawn in front of it.
   */
  onModelPick?(
    pick: ModelPick | null,
    additive: boolean,
    onComponent: boolean,
    surface: ModelPick | null,
  ): void;
  /** The user moved the camera (a drag or walk ended). */
  onCameraChange?(state: CameraState): void;
  onProgress?(fraction: number): void;
  onQualityDrop?(quality: Quality): void;
  /** Editing shows handles and helpers; viewing (preview, share, case) does not. Default editing. */
  mode?: 'edit' | 'viewer';
  /** Definitions of the 3D kinds (tests may pass their own). */
  lookup?: DefinitionLookup;
}

export interface EngineStats extends FrameStats {
  /** From the start of the model's download to the first frame drawing it (0 until then). */
  firstModelFrameMs: number;
  quality: Quality;
  /** The camera mode (1001 orbit, 2001 walk). */
  mode: number;
  /** Editing (handles, helpers) or viewing (preview, share, case). */
  engineMode: 'edit' | 'viewer';
  modelUrl: string | null;
  modelMeshes: number;
  /** Node paths of the model (instances of batches included). */
  modelPaths: number;
  modelTriangles: number;
  overrideMaterials: number;
  /** Meshes plus instances of batches a module style reaches. */
  styledMeshes: number;
  layers: string[];
  clippingPlanes: number;
  sky: string;
}
