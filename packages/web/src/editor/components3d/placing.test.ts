import { beforeEach, describe, expect, it } from 'vitest';
import { startSession, useEditor } from '../store';
import { placeOnPick } from './commands';
import { at, docWith, list } from './doc3d.testkit';
import { usePlacing } from './placing';

/** Placing a 3D kind by a click on the model (docs/3d.md, "Editing on the scene layer"). */
describe('placing 3D components on the model', () => {
  beforeEach(() => {
    startSession(docWith([]), 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
    useEditor.setState({ pageId: 'D1', mode: '3D' }); // the scene layer, where 3D components are selected
  });

  it('a model module takes the clicked model part as its module; one add3D, selected', () => {
    usePlacing.getState().set({ kind: 'modelModule', name: '模型模块' });
    expect(placeOnPick({ point: at(1.23456, 2, 3), path: 'Factory/TankFarm/Tank_01' })).toBe(true);
    const [c] = list(useEditor.getState().doc!);
    expect(c?.type).toBe('modelModule');
    expect((c?.propertyData as { modulePath?: string }).modulePath).toBe('Factory/TankFarm/Tank_01');
    expect(useEditor.getState().selectedIds).toEqual([c?._id]);
    expect(usePlacing.getState().placing).toBeNull();
    useEditor.getState().undo();
    expect(list(useEditor.getState().doc!)).toHaveLength(0);
  });

  it('other kinds keep their own defaults; a click that misses the model places nothing', () => {
    usePlacing.getState().set({ kind: 'sign', subType: 'LinePlacard', name: '线牌' });
    expect(placeOnPick(null)).toBe(true);
    expect(list(useEditor.getState().doc!)).toHaveLength(0);
    placeOnPick({ point: at(0, 0, 0), path: 'Factory/Site/Floor' });
    const [c] = list(useEditor.getState().doc!);
    expect(c?.type).toBe('sign');
    expect((c?.propertyData as { modulePath?: string }).modulePath).toBeUndefined();
  });
});
