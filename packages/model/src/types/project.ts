import type { Equalizer } from './data.js';
import type { Scene, SystemScene } from './scene.js';

/** Project document of docs/reference.md#documents: the root of the tree. */
export interface Project {
  _id: string;
  folderId?: string;
  projectId?: string | number;
  projectName?: string;
  groupId?: string;
  projectFlag?: string;
  caseCopy?: number;
  canvasWidth?: number;
  canvasHeight?: number;
  fonts?: unknown[];
  fonts3D?: unknown[];
  equalizer?: Equalizer;
  engine?: { on?: boolean; quality?: number; [extra: string]: unknown };
  apiWarn?: unknown;
  watermark?: unknown;
  projectScenesList: Scene[];
  systemScenes?: SystemScene[];
  [extra: string]: unknown;
}
