import { message } from 'antd';
import {
  CAMERA_MODE_ORBIT,
  type Operation,
  type Page,
  type ProjectModel,
  type Scene,
} from '@twincanvas/model';
import i18n from '../../app/i18n';
import type { Engine } from '../../engine3d';
import { orbitFromPose, walkFromPose, type CameraMode } from '../../engine3d/camera';
import type { AreaInteraction, ModelStyleData, SectionPlane, SkyData } from '../../engine3d/sceneData';
import type { CameraTour, CameraView } from '../../engine3d/tour';
import { listOwner, sceneOfPage, scenesOf } from '../docModel';
import { useEditor } from '../store';
import {
  add3DSceneOps,
  areaInteractionOps,
  cameraOps,
  change3DSceneOps,
  deleteViewOps,
  qualityOps,
  sectionPlaneOps,
  skyOps,
  styleOps,
  toursOf,
  toursOps,
  viewsOf,
  viewsOps,
} from './ops3d';
import './locales';

/** The scene layer's edits bound to the store: each builds ops (./ops3d) and commits them. */

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(`scene3d.${key}`, opts);

export function current(): { scene: Scene; page: Page } | null {
  const s = useEditor.getState();
  if (!s.doc) return null;
  const sceneId = sceneOfPage(s.doc, s.pageId);
  const scene = scenesOf(s.doc).find((x) => x._id === sceneId);
  const page = listOwner(s.doc, s.pageId) as Page | undefined;
  return scene && page && scene.projectPageList.includes(page) ? { scene, page } : null;
}

function commit(ops: Operation[], operation: string, stateKey?: string): boolean {
  return useEditor.getState().commit(ops, operation, undefined, stateKey);
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function add3DScene(): void {
  const s = useEditor.getState();
  if (!s.doc) return;
  const n = scenesOf(s.doc).length + 1;
  const made = add3DSceneOps(s.doc, t('newScene', { n }), i18n.t('editor.scene.newPage', { n: 1 }));
  if (commit(made.ops, 'updateScene')) {
    s.openPage(made.sceneId, made.pageId);
    s.setMode('3D');
  }
}

/** Sets (or with null resets) the scene's model; false (and a message) for the duplicate scene. */
export function changeModel(model: ProjectModel | null): boolean {
  const at = current();
  if (!at) return false;
  const result = change3DSceneOps(at.scene, model);
  if ('duplicate' in result) {
    void message.warning(t('duplicate'));
    return false;
  }
  return commit(result.ops, 'change3DScene');
}

/** Switches orbit/walk, starting the new mode from where the camera is now. */
export function setCameraMode(engine: Engine, mode: CameraMode): void {
  const at = current();
  if (!at) return;
  const state = engine.getCamera();
  const pose = engine.controls.pose();
  const next =
    mode === CAMERA_MODE_ORBIT
      ? { ...state, mode, orbit: orbitFromPose(pose, state.orbit) }
      : { ...state, mode, walk: walkFromPose(pose, state.walk, engine.controls.floorY) };
  commit(cameraOps(at.page, next), 'update3DCamera');
}

/** The camera as it is now becomes the page's initial camera. */
export function saveInitialView(engine: Engine): void {
  const at = current();
  if (at && commit(cameraOps(at.page, engine.getCamera()), 'update3DCamera'))
    void message.success(t('initialSaved'));
}

export function saveView(engine: Engine): CameraView | null {
  const at = current();
  if (!at) return null;
  const views = viewsOf(at.page);
  const pose = engine.controls.pose();
  const view: CameraView = {
    id: `v${newKey()}`,
    name: t('viewName', { n: views.length + 1 }),
    ...pose,
    subType: engine.getCamera().mode,
  };
  return commit(viewsOps(at.page, [...views, view]), 'update3DCamera') ? view : null;
}

export function renameView(id: string, name: string): void {
  const at = current();
  if (!at) return;
  commit(
    viewsOps(
      at.page,
      viewsOf(at.page).map((v) => (v.id === id ? { ...v, name: name.slice(0, 100) } : v)),
    ),
    'update3DCamera',
  );
}

export function deleteView(id: string): void {
  const at = current();
  if (at) commit(deleteViewOps(at.page, id), 'update3DCamera');
}

/** A tour through every saved view, 3 seconds each. */
export function addTour(): void {
  const at = current();
  if (!at) return;
  const tours = toursOf(at.page);
  const tour: CameraTour = {
    id: `t${newKey()}`,
    name: t('tourName', { n: tours.length + 1 }),
    stops: viewsOf(at.page).map((v) => ({ viewId: v.id, duration: 3, hold: 1 })),
  };
  commit(toursOps(at.page, [...tours, tour]), 'update3DCamera');
}

export function updateTours(tours: CameraTour[]): void {
  const at = current();
  if (at) commit(toursOps(at.page, tours), 'update3DCamera');
}

export function setQuality(quality: number): void {
  const s = useEditor.getState();
  if (s.doc) commit(qualityOps(s.doc, quality), 'update3D');
}

/** Sky edits from sliders and colour pickers join one undo step while they keep coming (600 ms). */
export function setSky(sky: SkyData): void {
  const at = current();
  if (at) commit(skyOps(at.page, sky), 'updatePage3D', `${at.page._id}.sky`);
}

export function setStyles(styles: ModelStyleData, stateKey?: string): void {
  const at = current();
  if (at) commit(styleOps(at.page, styles), 'update3DStyle', stateKey);
}

export function setSectionPlanes(planes: SectionPlane[], stateKey?: string): void {
  const at = current();
  if (at) commit(sectionPlaneOps(at.page, planes), 'update3DStyle', stateKey);
}

/** How area interactions frame their target; typing in a field joins one undo step (600 ms). */
export function setAreaInteraction(area: AreaInteraction): void {
  const at = current();
  if (at) commit(areaInteractionOps(at.page, area), 'updateAreaInteractionData', `${at.page._id}.area`);
}
