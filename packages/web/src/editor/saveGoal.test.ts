import { describe, expect, it } from 'vitest';
import { saveGoal } from './api';

describe('the save goal names the edits (docs/reference.md#saving, docs/reference.md#history)', () => {
  it('keeps undo and redo names apart, once each, within 100 characters', () => {
    expect(saveGoal(['update2D'])).toBe('update2D');
    expect(saveGoal(['un_update2D', 're_update2D', 'un_update2D'])).toBe('un_update2D,re_update2D');
    expect(saveGoal([])).toBe('editor');
    const long = saveGoal(Array.from({ length: 30 }, (_, i) => `operation${i}`));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.startsWith('operation0,operation1')).toBe(true);
  });
});
