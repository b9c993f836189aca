import { message } from 'antd';
import { CAMERA_MODE_ORBIT, type Page, type ProjectModel, type Scene } from '@twincanvas/model';
import i18n from '../../app/i18n';
import type { Engine } from '../../engine3d';
import { orbitFromPose, walkFromPose, type CameraMode } from '../../engine3d/camera';
import type { AreaInteraction, ModelStyleData, SectionPlane, SkyData } from '../../engine3d/sceneData';
import type { CameraTour, CameraView } from '../../engine3d/tour';
import { add3DSceneEdit } from '../actions/add3DScene';
import {
  addTourEdit,
  addViewEdit,
  deleteViewEdit,
  renameViewEdit,
  setCameraEdit,
  setToursEdit,
} from '../actions/camera3D';
import { change3DSceneEdit } from '../actions/change3DScene';
import {
  setAreaInteractionEdit,
  setQualityEdit,
  setSectionPlanesEdit,
  setSkyEdit,
  setStylesEdit,
} from '../actions/look3D';
import { edited3DScene } from '../actions/edit3D';
import { scenesOf } from '../docModel';
import { perform } from '../execute';
import { useEditor } from '../store';
import { toursOf, viewsOf } from './ops3d';
import './locales';

/** The scene layer's edits (../actions: add3DScene, change3DScene, camera3D, look3D) bound to the store. */

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(`scene3d.${key}`, opts);

export function current(): { scene: Scene; page: Page } | null {
  const s = useEditor.getState();
  return s.doc ? edited3DScene({ doc: s.doc, pageId: s.pageId }) : null;
}

const done = (outcome: { committed: boolean } | null): boolean => outcome?.committed === true;
const newKey = () => Math.random().toString(36).slice(2, 10);

export function add3DScene(): void {
  const s = useEditor.getState();
  if (!s.doc) return;
  const n = scenesOf(s.doc).length + 1;
  if (done(perform(add3DSceneEdit, t('newScene', { n }), i18n.t('editor.scene.newPage', { n: 1 }))))
    useEditor.getState().setMode('3D');
}

/** Sets (or with null resets) the scene's model; false (and a message) for the duplicate scene. */
export const changeModel = (model: ProjectModel | null): boolean => done(perform(change3DSceneEdit, model));

/** Switches orbit/walk, starting the new mode from where the camera is now. */
export function setCameraMode(engine: Engine, mode: CameraMode): void {
  const state = engine.getCamera();
  const pose = engine.controls.pose();
  const next =
    mode === CAMERA_MODE_ORBIT
      ? { ...state, mode, orbit: orbitFromPose(pose, state.orbit) }
      : { ...state, mode, walk: walkFromPose(pose, state.walk, engine.controls.floorY) };
  perform(setCameraEdit, next);
}

/** The camera as it is now becomes the page's initial camera. */
export function saveInitialView(engine: Engine): void {
  if (done(perform(setCameraEdit, engine.getCamera()))) void message.success(t('initialSaved'));
}

export function saveView(engine: Engine): CameraView | null {
  const at = current();
  if (!at) return null;
  const view: CameraView = {
    id: `v${newKey()}`,
    name: t('viewName', { n: viewsOf(at.page).length + 1 }),
    ...engine.controls.pose(),
    subType: engine.getCamera().mode,
  };
  return done(perform(addViewEdit, view)) ? view : null;
}

export const renameView = (id: string, name: string): void => void perform(renameViewEdit, id, name);
export const deleteView = (id: string): void => void perform(deleteViewEdit, id);

/** A tour through every saved view, 3 seconds each. */
export function addTour(): void {
  const at = current();
  if (!at) return;
  perform(addTourEdit, {
    id: `t${newKey()}`,
    name: t('tourName', { n: toursOf(at.page).length + 1 }),
    stops: viewsOf(at.page).map((v) => ({ viewId: v.id, duration: 3, hold: 1 })),
  });
}

export const updateTours = (tours: CameraTour[]): void => void perform(setToursEdit, tours);
export const setQuality = (quality: number): void => void perform(setQualityEdit, quality);
/** Sky edits from sliders and colour pickers join one undo step while they keep coming (600 ms). */
export const setSky = (sky: SkyData): void => void perform(setSkyEdit, sky);
export const setStyles = (styles: ModelStyleData, stateKey?: string): void =>
  void perform(setStylesEdit, styles, stateKey);
export const setSectionPlanes = (planes: SectionPlane[], stateKey?: string): void =>
  void perform(setSectionPlanesEdit, planes, stateKey);
/** How area interactions frame their target; typing in a field joins one undo step (600 ms). */
export const setAreaInteraction = (area: AreaInteraction): void => void perform(setAreaInteractionEdit, area);
