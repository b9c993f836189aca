import { describe, expect, it } from 'vitest';
import { stateOf } from './fixtures';
import { redoAction, undoAction } from './history';

describe('undo and redo actions', () => {
  it('run only when there is something to undo or redo', () => {
    expect(undoAction.predicate(stateOf())).toBe(false);
    expect(undoAction.predicate(stateOf({ canUndo: true }))).toBe(true);
    expect(redoAction.predicate(stateOf({ canRedo: true }))).toBe(true);
  });
  it('ask the history to step, bound to Mod+Z and Mod+Shift+Z / Mod+Y', () => {
    expect(undoAction.run(stateOf())).toEqual({ history: 'undo' });
    expect(redoAction.run(stateOf())).toEqual({ history: 'redo' });
    expect(undoAction.keys).toEqual(['Mod+Z']);
    expect(redoAction.keys).toEqual(['Mod+Shift+Z', 'Mod+Y']);
  });
});
