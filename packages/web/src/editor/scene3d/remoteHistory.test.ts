import { describe, expect, it } from 'vitest';
import { applyOps, normalizeDocument, type DocNode, type Scene } from '@twincanvas/model';
import { readCameraData } from '../../engine3d/camera';
import { startSession, useEditor } from '../store';
import { add3DSceneOps, cameraOps, change3DSceneOps, qualityOps, scenesWithChangedModel } from './ops3d';

/** A document with a 2D first scene and a 3D scene that already loads a model. */
function twinDoc(): { doc: DocNode; sceneId: string } {
  let doc = normalizeDocument({
    _id: 'Aproj',
    projectScenesList: [],
    systemScenes: [],
  }) as unknown as DocNode;
  const made = add3DSceneOps(doc, 'Factory', 'Page 1');
  doc = applyOps(doc, made.ops);
  const scene = (doc.projectScenesList as Scene[]).find((s) => s._id === made.sceneId)!;
  const first = change3DSceneOps(scene, { modelWebUrl: '/files/a.glb', resourceId: 'm1' });
  if (!('ops' in first)) throw new Error('a first model is no duplicate');
  return { doc: applyOps(doc, first.ops), sceneId: made.sceneId };
}
const sceneIn = (sceneId: string) =>
  (useEditor.getState().doc!.projectScenesList as Scene[]).find((s) => s._id === sceneId)!;

/** Opens a session on a fresh twin document at its 3D scene's page, in the scene layer. */
function open(): string {
  const { doc, sceneId } = twinDoc();
  startSession(doc, 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
  const s = useEditor.getState();
  s.openPage(sceneId, sceneIn(sceneId).projectPageList[0]!._id);
  s.setMode('3D');
  return sceneId;
}

describe("a co-editor's change of the scene model", () => {
  it('resets the receiving editor’s history of that scene in both layers, like the local change', () => {
    const sceneId = open();
    const s = useEditor.getState();
    const page = () => sceneIn(sceneId).projectPageList[0]!;
    s.commit(cameraOps(page(), { ...readCameraData(undefined), mode: 2001 }), 'update3DCamera');
    expect(useEditor.getState().history.canUndo(sceneId, '3D')).toBe(true);

    // Another editor's ordinary 3D edit keeps this editor's history.
    useEditor.getState().applyRemoteOps(qualityOps(useEditor.getState().doc!, 1), 3);
    expect(useEditor.getState().history.canUndo(sceneId, '3D')).toBe(true);

    // Another editor chose another model: the pages this history refers to are gone.
    const before = useEditor.getState().historyVersion;
    const change = change3DSceneOps(sceneIn(sceneId), { modelWebUrl: '/files/b.glb', resourceId: 'm2' });
    if (!('ops' in change)) throw new Error('another model is no duplicate');
    useEditor.getState().applyRemoteOps(change.ops, 4);
    const after = useEditor.getState();
    expect(sceneIn(sceneId).projectModel?.modelWebUrl).toBe('/files/b.glb');
    expect(after.history.canUndo(sceneId, '3D')).toBe(false);
    expect(after.history.canUndo(sceneId, '2D')).toBe(false);
    expect(after.historyVersion).toBeGreaterThan(before);
  });

  it('names only the scenes whose model changed', () => {
    const { doc, sceneId } = twinDoc();
    expect(scenesWithChangedModel(doc, doc)).toEqual([]);
    const scene = (doc.projectScenesList as Scene[]).find((s) => s._id === sceneId)!;
    const reset = change3DSceneOps(scene, null);
    if (!('ops' in reset)) throw new Error('a reset is no duplicate');
    expect(scenesWithChangedModel(doc, applyOps(doc, reset.ops))).toEqual([sceneId]);
  });
});
