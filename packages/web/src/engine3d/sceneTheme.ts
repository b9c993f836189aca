import type { ProjectModel, Scene } from '@twincanvas/model';

/**
 * The scene theme data of a library model (docs/reference.md#api; server: modules/models/sceneTheme.ts): its
 * version, current files, modules and styles. Read when a 3D page loads, so a scene shows what the model
 * editor saved since the model was chosen, and the files of a newly uploaded version of the model.
 */
export interface SceneThemeDetail {
  resourceId: string;
  modelName?: string;
  modelWebUrl?: string;
  modelHotFixPath?: string;
  modelEditorJson?: unknown;
}
export interface SceneTheme {
  modelVersion: string;
  resourceSceneDetailList: SceneThemeDetail[];
}
/** How a page asks for it: a member call (editor, preview), a signed share call, or nothing (case). */
export type SceneThemeSource = (resourceId: string) => Promise<SceneTheme | null>;

/** The scene with its model's current files, modules and styles (the scene's copy when none came). */
export function withTheme(scene: Scene, theme: SceneTheme | null | undefined): Scene {
  const model = scene.projectModel;
  const detail = theme?.resourceSceneDetailList.find((d) => d.resourceId === String(model?.resourceId));
  if (!model || !detail || !theme) return scene;
  const next: ProjectModel = {
    ...model,
    modelVersion: theme.modelVersion,
    modelWebUrl: detail.modelWebUrl || model.modelWebUrl,
    modelHotFixPath: detail.modelHotFixPath || model.modelHotFixPath,
    modelEditorJson: detail.modelEditorJson ?? model.modelEditorJson,
  };
  return { ...scene, projectModel: next };
}
