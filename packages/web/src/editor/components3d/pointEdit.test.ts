import { beforeEach, describe, expect, it } from 'vitest';
import { Raycaster, Vector3 } from 'three';
import { applyOps, type Component3D, type DocNode, invertOps, lock3DOp } from '@twincanvas/model';
import { eventAreaDefinition } from '../../components/eventArea/definition';
import { ligatureDefinition } from '../../components/ligature/definition';
import { definition3DOf } from '../../components/registry';
import { asTestLayer, headlessContext } from '../../engine3d/objects/testContext';
import { startSession, useEditor } from '../store';
import { at, docWith, list } from './doc3d.testkit';
import {
  addPathPointOp,
  deletePathPointOp,
  movePathPointOp,
  pathPoints,
  type PathEditResult,
} from './pathEdit';
import {
  addPointOnPick,
  deletePoint,
  endPathEdit,
  isPointEdited,
  movePoint,
  startPathEdit,
} from './pathCommands';
import { usePathEdit } from './pathEditState';

const polygon = (): Component3D => ({ ...eventAreaDefinition.defaults(at(0, 0, 0), 'polygon'), _id: 'F-a' });
const ligature = (): Component3D => ({ ...ligatureDefinition.defaults(at(0, 0, 0)), _id: 'F-l' });

function applied(doc: DocNode, r: PathEditResult | null) {
  if (!r || !('op' in r)) throw new Error(`expected an op, got ${JSON.stringify(r)}`);
  const next = applyOps(doc, [r.op]);
  return { doc: next, c: list(next)[0]!, op: r.op, index: r.index };
}

const undone = (doc: DocNode, r: ReturnType<typeof applied>) => list(applyOps(r.doc, invertOps([r.op])));

describe('polygon corner editing', () => {
  it('adds, moves and deletes corners, one undoable update of pointData each', () => {
    const doc = docWith([polygon()]);
    const c = list(doc)[0]!;
    expect(isPointEdited(c)).toBe(true);
    expect(pathPoints(c)).toEqual([at(-3, 0, -3), at(3, 0, -3), at(3, 0, 3), at(-3, 0, 3)]);

    const added = applied(doc, addPathPointOp(doc, c, 1, at(5, 0, 0)));
    expect(pathPoints(added.c)[2]).toEqual(at(5, 0, 0));
    expect(added.index).toBe(2);
    expect(added.op).toMatchObject({ command: 'update', path: 'F-a.pointData' });
    expect(undone(doc, added)).toEqual(list(doc));

    const moved = applied(added.doc, movePathPointOp(added.doc, added.c, 0, at(-4, 0, -4)));
    expect(pathPoints(moved.c)[0]).toEqual(at(-4, 0, -4));
    expect(undone(added.doc, moved)).toEqual(list(added.doc));

    const deleted = applied(moved.doc, deletePathPointOp(moved.doc, moved.c, 2));
    expect(pathPoints(deleted.c)).toHaveLength(4);
    expect(undone(moved.doc, deleted)).toEqual(list(moved.doc));
  });

  it('keeps at least three corners, saying why in both languages', () => {
    let doc = docWith([polygon()]);
    doc = applied(doc, deletePathPointOp(doc, list(doc)[0]!, 3)).doc;
    const three = list(doc)[0]!;
    expect(pathPoints(three)).toHaveLength(3);
    const refused = deletePathPointOp(doc, three, 0);
    expect(refused).toEqual({ refusal: expect.objectContaining({ code: 'polygonMinPoints' }) });
    const msg =
      refused && 'refusal' in refused && typeof refused.refusal !== 'string' ? refused.refusal : null;
    expect(msg?.zh).toContain('三个点');
    expect(msg?.en).toMatch(/at least three points/);
  });

  it('a box area has no corners to edit; a locked polygon refuses', () => {
    const box = { ...eventAreaDefinition.defaults(at(0, 0, 0), 'box'), _id: 'F-a' };
    const doc = docWith([box]);
    expect(isPointEdited(box)).toBe(false);
    expect(addPathPointOp(doc, box, null, at(1, 0, 1))).toBeNull();
    const locked = applyOps(docWith([polygon()]), [lock3DOp(docWith([polygon()]), polygon(), true)]);
    expect(movePathPointOp(locked, list(locked)[0]!, 0, at(9, 9, 9))).toEqual({ refusal: 'locked' });
  });
});

describe('two-point editing (a ligature)', () => {
  it('moves the start and the end one at a time; the anchor follows the start', () => {
    const doc = docWith([ligature()]);
    const c = list(doc)[0]!;
    expect(pathPoints(c)).toEqual([at(0, 0, 0), at(10, 0, 0)]);
    const end = applied(doc, movePathPointOp(doc, c, 1, at(12, 3, 4)));
    expect(pathPoints(end.c)).toEqual([at(0, 0, 0), at(12, 3, 4)]);
    expect(end.c.pointData?.[0]?.mainPoint?.transData?.position).toEqual(at(0, 0, 0));
    expect(undone(doc, end)).toEqual(list(doc));

    const start = applied(end.doc, movePathPointOp(end.doc, end.c, 0, at(-2, 0, 1)));
    expect(pathPoints(start.c)).toEqual([at(-2, 0, 1), at(12, 3, 4)]);
    expect(start.c.pointData?.[0]?.mainPoint?.transData?.position).toEqual(at(-2, 0, 1));
    expect(start.c.pointData?.[0]?.endPoint?.name).toBe(c.pointData?.[0]?.endPoint?.name);
  });

  it('has no points to add or delete: a click on the model moves the selected end', () => {
    const doc = docWith([ligature()]);
    const c = list(doc)[0]!;
    expect(addPathPointOp(doc, c, null, at(5, 0, 5))).toBeNull();
    const moved = applied(doc, addPathPointOp(doc, c, 1, at(5, 0, 5)));
    expect(pathPoints(moved.c)).toEqual([at(0, 0, 0), at(5, 0, 5)]);
    expect(deletePathPointOp(doc, c, 0)).toEqual({
      refusal: expect.objectContaining({ code: 'pathMinPoints' }),
    });
  });
});

describe('point edits through the store, undone in the 3D history', () => {
  beforeEach(() => {
    startSession(docWith([polygon(), ligature()]), 1, async (_ops, base) => ({
      ok: true,
      revision: base + 1,
    }));
    useEditor.setState({ pageId: 'D1', mode: '3D' });
  });
  const area = () => list(useEditor.getState().doc!).find((c) => c._id === 'F-a')!;
  const line = () => list(useEditor.getState().doc!).find((c) => c._id === 'F-l')!;

  it('a corner added by a click, moved and deleted are three steps; undo takes them back one by one', () => {
    useEditor.getState().select(['F-a']);
    startPathEdit(area());
    usePathEdit.getState().select(0);
    expect(addPointOnPick({ point: at(0, 0, -6) })).toBe(true);
    expect(pathPoints(area())[1]).toEqual(at(0, 0, -6));
    expect(usePathEdit.getState().index).toBe(1);
    expect(movePoint(area(), 1, at(0, 0, -7))).toBe(true);
    expect(deletePoint(area(), 3)).toBe(true);
    expect(pathPoints(area())).toHaveLength(4);
    useEditor.getState().undo();
    expect(pathPoints(area())).toHaveLength(5);
    useEditor.getState().undo();
    expect(pathPoints(area())[1]).toEqual(at(0, 0, -6));
    useEditor.getState().undo();
    expect(pathPoints(area())).toEqual(pathPoints(polygon()));
    endPathEdit();
    expect(usePathEdit.getState().componentId).toBeNull();
  });

  it("a ligature's end moved is one step; deleting an end commits nothing", () => {
    useEditor.getState().select(['F-l']);
    startPathEdit(line());
    usePathEdit.getState().select(1);
    expect(addPointOnPick({ point: at(4, 0, 8) })).toBe(true);
    expect(pathPoints(line())).toEqual([at(0, 0, 0), at(4, 0, 8)]);
    const revision = useEditor.getState().revision;
    expect(deletePoint(line(), 0)).toBe(false);
    expect(useEditor.getState().revision).toBe(revision);
    useEditor.getState().undo();
    expect(pathPoints(line())).toEqual([at(0, 0, 0), at(10, 0, 0)]);
  });
});

describe('point handles in the layers', () => {
  const down = (x: number, z: number) => new Raycaster(new Vector3(x, 50, z), new Vector3(0, -1, 0));
  const layerOf = async (type: string) =>
    asTestLayer((await definition3DOf(type)!.loadLayer())(headlessContext()));

  it('an edited polygon shows a handle per corner, picked by its index; endEdit hides them', async () => {
    const layer = await layerOf('eventArea');
    layer.set([polygon()]);
    expect(layer.pick(down(3, 3))).not.toHaveProperty('index');
    layer.editPoints('F-a', null);
    expect(layer.pick(down(3, 3))).toMatchObject({ componentId: 'F-a', index: 2, onTop: true });
    layer.endEdit();
    expect(layer.pick(down(3, 3))).not.toHaveProperty('index');
    layer.dispose();
  });

  it('an edited ligature shows a handle on its start and on its end', async () => {
    const layer = await layerOf('ligature');
    layer.set([ligature()]);
    layer.editPoints('F-l', 1);
    expect(layer.pick(down(10, 0))).toMatchObject({ componentId: 'F-l', index: 1 });
    expect(layer.pick(down(0, 0))).toMatchObject({ componentId: 'F-l', index: 0 });
    layer.endEdit();
    // The end of the line is still the line, now without a point index.
    expect(layer.pick(down(10, 0))).toEqual({ componentId: 'F-l', distance: expect.any(Number) });
    layer.dispose();
  });
});
