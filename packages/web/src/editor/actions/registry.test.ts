import { describe, expect, it } from 'vitest';
import { ACTIONS } from './registry';

describe('action registry', () => {
  it('ids are unique and no key is bound twice', () => {
    expect(new Set(ACTIONS.map((a) => a.id)).size).toBe(ACTIONS.length);
    const keys = ACTIONS.flatMap((a) => a.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('covers the shortcuts of the brief', () => {
    const keys = new Set(ACTIONS.flatMap((a) => a.keys));
    for (const k of [
      'Mod+C',
      'Mod+V',
      'Mod+X',
      'Mod+Z',
      'Mod+Shift+Z',
      'Mod+Y',
      'Mod+G',
      'Mod+Shift+G',
      'Mod+L',
      'Delete',
      'Backspace',
      'ArrowUp',
      'Mod+[',
      'Mod+]',
      'Mod+A',
    ])
      expect(keys.has(k)).toBe(true);
  });
});
