import { describe, expect, it } from 'vitest';
import { applyChecked, byId, listAfter, sampleComponents, stateOf } from './fixtures';
import { moveIntoGroupEdit, moveOutOfGroupEdit } from './groupMembership';
import { renameEdit } from './rename';
import { reorderLayerEdit } from './reorderLayer';
import { setProjectPropertyEdit } from './setProjectProperty';
import { setPropertyEdit, updateOperationOf } from './setProperty';
import { toggleFlagEdit } from './toggleFlag';
import { addComponentEdit } from './addComponent';

describe('layer and property edits', () => {
  it('sets a property; a stepped number is one throttled run per property', () => {
    const state = stateOf();
    const node = byId(sampleComponents(), 'E1')!;
    const outcome = setPropertyEdit.run(state, node, 'opacity', 0.5, { stateUpdate: true });
    expect(byId(listAfter(state, outcome), 'E1')?.opacity).toBe(0.5);
    expect(outcome).toMatchObject({ operation: 'update2D', stateKey: 'E1.opacity' });
    expect(setPropertyEdit.run(state, node, 'opacity', 0.5).stateKey).toBeUndefined();
    expect(updateOperationOf({ type: 'model' })).toBe('update3D');
  });

  it('edits a scene or the project root as it edits a component, under their own history operation', () => {
    const state = stateOf();
    const scene = (state.doc.projectScenesList as { _id: string }[])[0]!;
    const stepped = setPropertyEdit.run(state, scene, 'background.opacity', 0.4, {
      operation: 'updateScene',
      stateUpdate: true,
    });
    expect(stepped).toMatchObject({ operation: 'updateScene', stateKey: `${scene._id}.background.opacity` });
    const after = applyChecked(state, stepped);
    expect((after.projectScenesList as { background?: { opacity?: number } }[])[0]?.background?.opacity).toBe(
      0.4,
    );
    const equalizer = { receipt: [], distribute: [{ state: true, url: 'https://a.example', vars: [] }] };
    const project = setProjectPropertyEdit.run(state, 'equalizer', equalizer);
    expect(project.operation).toBe('updateProject');
    expect(applyChecked(state, project).equalizer).toEqual(equalizer);
  });

  it('renames unless the name is unchanged or refused', () => {
    const state = stateOf();
    const outcome = renameEdit.run(state, 'E1', 'componentName', 'a', 'north', 'update2D');
    expect(byId(listAfter(state, outcome), 'E1')?.componentName).toBe('north');
    expect(renameEdit.run(state, 'E1', 'componentName', 'a', 'a', 'update2D')).toEqual({});
    expect(renameEdit.run(state, 'E1', 'componentName', 'a', '', 'update2D').refusal).toBeDefined();
  });

  it('reorders a layer and toggles one layer’s eye and padlock', () => {
    const state = stateOf();
    // Stacking order (0 = bottom): E1 goes above E2 and E3.
    const after = listAfter(state, reorderLayerEdit.run(state, 'E1', 2));
    expect(['E2', 'E3', 'E1'].map((id) => byId(after, id)?.order)).toEqual([1, 2, 3]);
    const e6 = byId(sampleComponents(), 'E6')!;
    expect(byId(listAfter(state, toggleFlagEdit.run(state, e6, 'lock')), 'E6')?.lock).toBe(false);
    expect(byId(listAfter(state, toggleFlagEdit.run(state, e6, 'show')), 'E6')?.show).toBe(false);
  });

  it('moves a layer into a group and out again, or answers the rule’s refusal', () => {
    const state = stateOf();
    const into = listAfter(state, moveIntoGroupEdit.run(state, 'E1', 'H1'));
    expect(byId(into, 'E1')).toBeUndefined();
    expect(byId(into, 'H1')?.groupModel?.groupList?.map((c) => c._id)).toContain('E1');
    const out = listAfter(state, moveOutOfGroupEdit.run(state, 'H1', 'E4'));
    expect(byId(out, 'E4')).toBeDefined();
    expect(
      moveIntoGroupEdit.run(state, 'H1', 'H1').refusal ?? moveIntoGroupEdit.run(state, 'H1', 'H1').ops,
    ).toBeDefined();
  });

  it('adds a component at the view centre and selects it', () => {
    const state = stateOf({ view: { left: 100, top: 100, width: 800, height: 600 } });
    const outcome = addComponentEdit.run(state, 1007);
    const id = outcome.select![0]!;
    const added = byId(listAfter(state, outcome), id)!;
    const r = added.componentRect!;
    expect(r.componentLeft + r.componentWidth / 2).toBeCloseTo(500, 0);
    expect(r.componentTop + r.componentHeight / 2).toBeCloseTo(400, 0);
  });
});
