import { describe, expect, it } from 'vitest';
import { ACTIONS } from './registry';

describe('action registry', () => {
  it('ids are unique and no key is bound twice, except enter/leave shared by groups and dynamic panels', () => {
    expect(new Set(ACTIONS.map((a) => a.id)).size).toBe(ACTIONS.length);
    // Their predicates exclude each other (group level 0 or not), so the dispatcher picks the one that applies.
    // The map context's actions likewise (a map open or selected, map items selected).
    const shared = new Set([
      'enterDynamicPanel',
      'leaveDynamicPanel',
      'enterMap',
      'leaveMap',
      'copyMapItems',
      'pasteMapItems',
      'deleteMapItems',
      // The scene layer's own (3D mode only).
      'copy3D',
      'paste3D',
      'delete3D',
    ]);
    const keys = ACTIONS.filter((a) => !shared.has(a.id)).flatMap((a) => a.keys);
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
