import { useEffect } from 'react';
import { ACTIONS } from './actions/registry';
import type { EditorAction } from './actions/types';
import { actionState, execute } from './execute';
import { useEditor } from './store';

const CODE_KEYS: Record<string, string> = { BracketLeft: '[', BracketRight: ']', Slash: '/' };

/** The binding string of a key event: 'Mod+Shift+G', 'Shift+ArrowLeft', 'Delete'… (Mod = Ctrl or Cmd). */
export function bindingOf(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): string {
  let key = e.key;
  // Physical codes for letters and brackets, so Shift, Alt and keyboard layouts do not change the name.
  if (/^Key[A-Z]$/.test(e.code)) key = e.code.slice(3);
  else if (CODE_KEYS[e.code]) key = CODE_KEYS[e.code] as string;
  else if (key.length === 1) key = key.toUpperCase();
  const parts = [];
  if (e.ctrlKey || e.metaKey) parts.push('Mod');
  if (e.altKey) parts.push('Alt');
  if (e.shiftKey) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

/** The action a key runs: among actions sharing it (their predicates exclude each other), the one that applies. */
export function actionForBinding(binding: string): EditorAction | undefined {
  const bound = ACTIONS.filter((a) => a.keys.includes(binding));
  const state = bound.length > 1 ? actionState() : null;
  return (state && bound.find((a) => a.predicate(state))) || bound[0];
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** The one keyboard dispatcher: reads the action registry; `?` toggles the shortcut help. */
export function useKeyboard(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      if (e.key === '?') {
        const s = useEditor.getState();
        s.setHelpOpen(!s.helpOpen);
        e.preventDefault();
        return;
      }
      const action = actionForBinding(bindingOf(e));
      if (!action) return;
      if (execute(action, { shift: e.shiftKey }) || e.ctrlKey || e.metaKey) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
