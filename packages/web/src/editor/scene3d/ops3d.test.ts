import { describe, expect, it } from 'vitest';
import {
  HistoryStore,
  applyOps,
  invertOps,
  normalizeDocument,
  type DocNode,
  type Page,
  type Scene,
} from '@twincanvas/model';
import { readCameraData } from '../../engine3d/camera';
import { readPage3D } from '../../engine3d/sceneData';
import {
  add3DSceneOps,
  areaInteractionOps,
  cameraOps,
  change3DSceneOps,
  deleteViewOps,
  is3DScene,
  qualityOps,
  viewsOf,
  viewsOps,
} from './ops3d';

function docWith3DScene(): { doc: DocNode; sceneId: string; pageId: string } {
  const base = normalizeDocument({
    _id: 'Aproj',
    projectScenesList: [],
    systemScenes: [],
  }) as unknown as DocNode;
  const made = add3DSceneOps(base, 'Factory', 'Page 1');
  return { doc: applyOps(base, made.ops), sceneId: made.sceneId, pageId: made.pageId };
}
const sceneOf = (doc: DocNode) => (doc.projectScenesList as Scene[])[0]!;
const pageOf = (doc: DocNode) => sceneOf(doc).projectPageList[0]!;

describe('3D scene edits', () => {
  it('creates a scene of scenesType 1 whose page has the default 3D data', () => {
    const { doc } = docWith3DScene();
    expect(is3DScene(sceneOf(doc))).toBe(true);
    const page3D = pageOf(doc).projectThreeComponent!;
    expect(page3D.version).toBe(2);
    expect(readCameraData(page3D.configData?.cameraData).orbit.distance).toBe(90);
    expect(readPage3D(page3D).styles.currentId).toBe('_default');
  });

  it('changing the model resets the pages, removes 3D components, and undoes exactly', () => {
    let { doc } = docWith3DScene();
    const page = pageOf(doc);
    doc = applyOps(doc, [
      ...cameraOps(page, { ...readCameraData(undefined), mode: 2001 }),
      {
        command: 'add',
        path: `${page._id}.components3D`,
        records: { index: 0, value: { _id: 'F1', type: 'sign' } },
      },
      {
        command: 'add',
        path: `${page._id}.components3D`,
        records: { index: 1, value: { _id: 'F2', type: 'sign' } },
      },
    ]);
    const before = doc;
    const change = change3DSceneOps(sceneOf(doc), {
      modelWebUrl: '/files/a.glb',
      modelHotFixPath: '/files/a-src.glb',
    });
    if (!('ops' in change)) throw new Error('expected ops');
    doc = applyOps(doc, change.ops);
    expect(pageOf(doc).components3D).toEqual([]);
    expect(readCameraData(pageOf(doc).projectThreeComponent?.configData?.cameraData).mode).toBe(1001);
    expect(sceneOf(doc).projectModel?.modelWebUrl).toBe('/files/a.glb');
    expect(applyOps(doc, invertOps(change.ops))).toEqual(before);
  });

  it('reports the duplicate scene when web url and hotfix path equal the current ones', () => {
    const { doc } = docWith3DScene();
    const model = { modelWebUrl: '/files/a.glb', modelHotFixPath: '/files/a-src.glb' };
    const first = change3DSceneOps(sceneOf(doc), model);
    const next = applyOps(doc, (first as { ops: [] }).ops);
    expect(change3DSceneOps(sceneOf(next), { ...model })).toEqual({ duplicate: true });
    expect('ops' in change3DSceneOps(sceneOf(next), { ...model, modelHotFixPath: '/files/b.glb' })).toBe(
      true,
    );
  });

  it('change3DScene resets the scene history in both modes', () => {
    const history = new HistoryStore();
    history.push('B1', '3D', { operation: 'update3DCamera', opts: [] });
    history.push('B1', '2D', { operation: 'update2D', opts: [] });
    history.push('B1', '3D', { operation: 'change3DScene', opts: [] });
    expect(history.canUndo('B1', '3D')).toBe(false);
    expect(history.canUndo('B1', '2D')).toBe(false);
  });

  it('views are saved on a page that has no 3D data yet, and deleting one leaves the tours', () => {
    const page: Page = { _id: 'D1', projectTwoComponentList: [] };
    let doc = normalizeDocument({
      _id: 'Aproj',
      projectScenesList: [{ _id: 'B1', scenesType: 1, projectPageList: [page] }],
    }) as unknown as DocNode;
    const view = { id: 'v1', name: 'Gate', position: { x: 1, y: 2, z: 3 }, target: { x: 0, y: 0, z: 0 } };
    doc = applyOps(doc, viewsOps(pageOf(doc), [view]));
    expect(viewsOf(pageOf(doc))).toEqual([view]);
    doc = applyOps(doc, [
      {
        command: 'update',
        path: 'D1.projectThreeComponent.configData.cameraTours',
        records: {
          oldValue: undefined,
          newValue: [{ id: 't', name: 'T', stops: [{ viewId: 'v1', duration: 2 }] }],
        },
      },
    ]);
    doc = applyOps(doc, deleteViewOps(pageOf(doc), 'v1'));
    expect(viewsOf(pageOf(doc))).toEqual([]);
    expect(
      (pageOf(doc).projectThreeComponent?.configData as { cameraTours: { stops: [] }[] }).cameraTours[0]!
        .stops,
    ).toEqual([]);
  });

  it('sets the project quality keeping the engine switch', () => {
    const doc = normalizeDocument({
      _id: 'Aproj',
      projectScenesList: [],
      engine: { on: true, quality: 2 },
    }) as unknown as DocNode;
    const next = applyOps(doc, qualityOps(doc, 3));
    expect(next.engine).toEqual({ on: true, quality: 3 });
  });

  it('area interaction framing is one undoable edit of the page (updateAreaInteractionData)', () => {
    const { doc } = docWith3DScene();
    const page = pageOf(doc);
    expect(readPage3D(page.projectThreeComponent).area).toEqual({ distance: 12, pitch: 30 });
    const ops = areaInteractionOps(page, { distance: 40, pitch: 55 });
    const edited = applyOps(doc, ops);
    expect(readPage3D(pageOf(edited).projectThreeComponent).area).toEqual({ distance: 40, pitch: 55 });
    const undone = applyOps(edited, invertOps(ops));
    expect(readPage3D(pageOf(undone).projectThreeComponent).area).toEqual({ distance: 12, pitch: 30 });
  });
});
