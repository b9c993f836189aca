import {
  DEFAULT_MODEL_SOURCE,
  SCENE_TYPE_3D,
  listDeleteOp,
  makeAddOp,
  updateOp,
  type Component2D,
  type Component3D,
  type DocNode,
  type Operation,
  type Page,
  type ProjectModel,
  type Scene,
  propertyOp,
} from '@twincanvas/model';
import { writeCameraData, type CameraState } from '../../engine3d/camera';
import {
  defaultPage3D,
  type AreaInteraction,
  type ModelStyleData,
  type SectionPlane,
  type SkyData,
} from '../../engine3d/sceneData';
import type { CameraTour, CameraView } from '../../engine3d/tour';
import { pagesOf, scenesOf } from '../docModel';
import { addSceneOps } from '../edits';

/**
 * The scene layer's edits as pure op builders (docs/3d.md, "Editing"): every 3D change is an ordinary
 * document operation, saved per node, undone in the scene's 3D history and seen live by co-editors.
 */

export function is3DScene(scene: Pick<Scene, 'scenesType'> | undefined): boolean {
  return Number(scene?.scenesType) === SCENE_TYPE_3D;
}

/** One update op at a path inside a page's 3D data, creating missing levels the way property edits do. */
export function page3DOp(page: Page, path: string, value: unknown): Operation {
  return propertyOp(page as unknown as Component2D, `projectThreeComponent.${path}`, value);
}

/** A new 3D scene (scenesType 1, no model yet) with one page holding the default 3D data. */
export function add3DSceneOps(doc: DocNode, sceneName: string, pageName: string) {
  const made = addSceneOps(doc, sceneName, pageName);
  const op = made.ops[0]!;
  if (op.command !== 'add') throw new Error('addSceneOps must add the scene');
  const scene = op.records.value as unknown as Scene;
  scene.scenesType = SCENE_TYPE_3D;
  scene.projectModel = { modelSource: DEFAULT_MODEL_SOURCE };
  for (const page of scene.projectPageList) page.projectThreeComponent = defaultPage3D();
  return made;
}

export type ChangeModelResult = { ops: Operation[] } | { duplicate: true };

/**
 * Changing (or, with `null`, resetting) a scene's model: the pages' 3D data go back to the defaults and
 * their 3D components are removed (the history entry `change3DScene` resets the scene's history). A
 * model whose web url and hotfix path equal the current ones is the duplicate-scene case.
 */
export function change3DSceneOps(scene: Scene, model: ProjectModel | null): ChangeModelResult {
  const current = scene.projectModel;
  if (
    model &&
    current?.modelWebUrl &&
    model.modelWebUrl === current.modelWebUrl &&
    (model.modelHotFixPath ?? '') === (current.modelHotFixPath ?? '')
  )
    return { duplicate: true };
  const next: ProjectModel = model
    ? { modelSource: DEFAULT_MODEL_SOURCE, ...model }
    : { modelSource: DEFAULT_MODEL_SOURCE };
  const ops: Operation[] = [updateOp(scene._id, 'projectModel', current, next)];
  for (const page of pagesOf(scene)) {
    ops.push(updateOp(page._id, 'projectThreeComponent', page.projectThreeComponent, defaultPage3D()));
    const list = page.components3D ?? [];
    // Deleting from the end keeps every recorded index exact for the undo.
    for (let i = list.length - 1; i >= 0; i--)
      ops.push(listDeleteOp(`${page._id}.components3D`, i, list[i]!));
  }
  return { ops };
}

const modelKey = (m: ProjectModel | undefined) =>
  `${m?.modelWebUrl ?? ''}\u0000${m?.modelHotFixPath ?? ''}\u0000${m?.resourceId ?? ''}`;

/**
 * The scenes whose model differs between two versions of a document: what a change3DScene made, seen from
 * the ops alone (a co-editor's save arrives as ops, without the operation's name).
 */
export function scenesWithChangedModel(before: DocNode, after: DocNode): string[] {
  const old = new Map(scenesOf(before).map((s) => [s._id, modelKey(s.projectModel)]));
  return scenesOf(after)
    .filter((s) => old.has(s._id) && old.get(s._id) !== modelKey(s.projectModel))
    .map((s) => s._id);
}

export function cameraOps(page: Page, state: CameraState): Operation[] {
  return [page3DOp(page, 'configData.cameraData', writeCameraData(state))];
}

const config = (page: Page) => page.projectThreeComponent?.configData as Record<string, unknown> | undefined;

export function viewsOf(page: Page): CameraView[] {
  const v = config(page)?.cameraViews;
  return Array.isArray(v) ? (v as CameraView[]) : [];
}

export function toursOf(page: Page): CameraTour[] {
  const v = config(page)?.cameraTours;
  return Array.isArray(v) ? (v as CameraTour[]) : [];
}

export function viewsOps(page: Page, views: CameraView[]): Operation[] {
  return [page3DOp(page, 'configData.cameraViews', views)];
}

/** Removing a view also takes it out of the tours that stop there. */
export function deleteViewOps(page: Page, viewId: string): Operation[] {
  const tours = toursOf(page);
  const touched = tours.some((t) => t.stops.some((s) => s.viewId === viewId));
  const ops = viewsOps(
    page,
    viewsOf(page).filter((v) => v.id !== viewId),
  );
  if (touched)
    ops.push(
      page3DOp(
        page,
        'configData.cameraTours',
        tours.map((t) => ({ ...t, stops: t.stops.filter((s) => s.viewId !== viewId) })),
      ),
    );
  return ops;
}

export function toursOps(page: Page, tours: CameraTour[]): Operation[] {
  return [page3DOp(page, 'configData.cameraTours', tours)];
}

export function skyOps(page: Page, sky: SkyData): Operation[] {
  return [page3DOp(page, 'configData.skyData', sky)];
}

export function styleOps(page: Page, styles: ModelStyleData): Operation[] {
  return [page3DOp(page, 'configData.modelProperty.modelStyleData', styles)];
}

export function sectionPlaneOps(page: Page, planes: SectionPlane[]): Operation[] {
  return [page3DOp(page, 'configData.modelProperty.modelDecorateData', { sectionPlanes: planes })];
}

/** How area interactions frame their target (docs/3d.md "Camera"): camera distance and pitch. */
export function areaInteractionOps(page: Page, area: AreaInteraction): Operation[] {
  return [page3DOp(page, 'configData.modelProperty.areaInteractionData', area)];
}

/** The project's render quality (`engine.quality`). */
export function qualityOps(doc: DocNode, quality: number): Operation[] {
  const rootId = typeof doc._id === 'string' ? doc._id : '';
  const old = doc.engine as { on?: boolean; quality?: number } | undefined;
  return [updateOp(rootId, 'engine', old, { on: true, ...old, quality })];
}

export function add3DComponentOps(page: Page, component: Component3D): Operation[] {
  return [
    makeAddOp(page._id, 'components3D', (page.components3D ?? []).length, component as unknown as DocNode),
  ];
}

export function sceneById(doc: DocNode, sceneId: string): Scene | undefined {
  return scenesOf(doc).find((s) => s._id === sceneId);
}
