import { describe, expect, it } from 'vitest';
import { actionForBinding, bindingOf } from './keyboard';

const ev = (
  key: string,
  code: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard dispatcher', () => {
  it('names bindings by physical key with Mod for Ctrl/Cmd', () => {
    expect(bindingOf(ev('z', 'KeyZ', { ctrlKey: true }))).toBe('Mod+Z');
    expect(bindingOf(ev('Z', 'KeyZ', { metaKey: true, shiftKey: true }))).toBe('Mod+Shift+Z');
    expect(bindingOf(ev('{', 'BracketLeft', { ctrlKey: true, shiftKey: true }))).toBe('Mod+Shift+[');
    expect(bindingOf(ev('ArrowLeft', 'ArrowLeft', { shiftKey: true }))).toBe('Shift+ArrowLeft');
  });
  it('finds the action of a binding in the registry', () => {
    expect(actionForBinding('Mod+G')?.id).toBe('combine');
    expect(actionForBinding('Mod+Shift+G')?.id).toBe('unCombine');
    expect(actionForBinding('Backspace')?.id).toBe('delete');
    expect(actionForBinding('Mod+Q')).toBeUndefined();
  });
});
