import { describe, expect, it } from 'vitest';
import {
  CAMERA_MODE_ORBIT,
  CAMERA_MODE_WALK,
  applyOps,
  invertOps,
  normalizeDocument,
  type DocNode,
  type Scene,
} from '@twincanvas/model';
import type { CameraView } from '../../engine3d/tour';
import { readCameraData } from '../../engine3d/camera';
import { readPage3D } from '../../engine3d/sceneData';
import { add3DSceneEdit } from './add3DScene';
import { addTourEdit, addViewEdit, deleteViewEdit, renameViewEdit, setCameraEdit } from './camera3D';
import { change3DSceneEdit } from './change3DScene';
import { stateOf } from './fixtures';
import { setQualityEdit, setSkyEdit } from './look3D';
import type { ActionOutcome } from './types';
import { toursOf, viewsOf } from '../scene3d/ops3d';

/** A document with one 3D scene made by the add3DScene edit, and the state editing its page. */
function with3DScene() {
  const base = normalizeDocument({
    _id: 'Aproj',
    projectScenesList: [],
    systemScenes: [],
  }) as unknown as DocNode;
  const made = add3DSceneEdit.run(stateOf({ doc: base }), 'Factory', 'Page 1');
  const doc = applyOps(base, made.ops!);
  return {
    made,
    doc,
    state: stateOf({ doc, sceneId: made.openPage!.sceneId, pageId: made.openPage!.pageId }),
  };
}
const pageOf = (doc: DocNode) => (doc.projectScenesList as Scene[])[0]!.projectPageList[0]!;

/** The document after the outcome's ops, checking they undo exactly (the history contract). */
function after(doc: DocNode, outcome: ActionOutcome): DocNode {
  const done = applyOps(doc, outcome.ops ?? []);
  expect(applyOps(done, invertOps(outcome.ops ?? []))).toEqual(doc);
  return done;
}

describe('the scene layer’s edits', () => {
  it('adds a 3D scene with its page and opens it', () => {
    const { made, doc } = with3DScene();
    expect(made.operation).toBe('updateScene');
    expect(made.openPage?.pageId).toBe(pageOf(doc)._id);
  });

  it('keeps the camera, its views and tours, one update3DCamera step each', () => {
    const { doc, state } = with3DScene();
    const camera = { ...readCameraData(undefined), mode: CAMERA_MODE_WALK } as const;
    const moved = after(doc, setCameraEdit.run(state, camera));
    expect(readCameraData(pageOf(moved).projectThreeComponent?.configData?.cameraData).mode).toBe(2001);
    const view: CameraView = {
      id: 'v1',
      name: 'gate',
      position: { x: 0, y: 1, z: 2 },
      target: { x: 0, y: 0, z: 0 },
      subType: CAMERA_MODE_ORBIT,
    };
    const added = addViewEdit.run(state, view);
    expect(added.operation).toBe('update3DCamera');
    let next = after(doc, added);
    const at = { ...state, doc: next };
    next = after(next, renameViewEdit.run(at, 'v1', 'x'.repeat(120)));
    expect(viewsOf(pageOf(next))[0]?.name).toHaveLength(100);
    const toured = after(
      next,
      addTourEdit.run(
        { ...state, doc: next },
        { id: 't1', name: 'round', stops: [{ viewId: 'v1', duration: 3, hold: 1 }] },
      ),
    );
    expect(toursOf(pageOf(toured))).toHaveLength(1);
    const gone = after(toured, deleteViewEdit.run({ ...state, doc: toured }, 'v1'));
    expect(viewsOf(pageOf(gone))).toEqual([]);
  });

  it('folds a run of sky edits into one step; sets the project’s quality', () => {
    const { doc, state } = with3DScene();
    const sky = readPage3D(pageOf(doc).projectThreeComponent!).sky;
    const outcome = setSkyEdit.run(state, { ...sky, type: 'color' });
    expect(outcome).toMatchObject({ operation: 'updatePage3D', stateKey: `${pageOf(doc)._id}.sky` });
    after(doc, outcome);
    expect(setQualityEdit.run(state, 1).operation).toBe('update3D');
  });

  it('changes the scene’s model, and refuses the model it already has', () => {
    const { doc, state } = with3DScene();
    const model = { modelWebUrl: '/files/a.glb', modelHotFixPath: '/files/a-src.glb' };
    const changed = change3DSceneEdit.run(state, model);
    expect(changed.operation).toBe('change3DScene');
    const next = after(doc, changed);
    expect(change3DSceneEdit.run({ ...state, doc: next }, model)).toEqual({
      refusalKey: 'scene3d.duplicate',
    });
    expect(change3DSceneEdit.run(stateOf({ doc, pageId: 'nowhere' }), model)).toEqual({});
  });
});
