import { check2DCopy, type Message } from '@twincanvas/model';
import { contextOrigin } from '../docModel';
import { childRefusal, hasSelection, selection } from './context';
import type { ActionState, ClipboardData, EditorAction } from './types';

/** The copy refusals of docs/reference.md#copy-paste: a map open, or (inside a dynamic panel) panels, maps and groups holding them. */
export function copyRefusal(state: ActionState): Message | null {
  const refusal = check2DCopy({ mapOpen: state.mapOpen });
  if (refusal) return refusal;
  for (const item of selection(state)) {
    const inContainer = childRefusal(state, item);
    if (inContainer) return inContainer;
  }
  return null;
}

/** The selection in canvas coordinates, so it can be pasted into any page, group or project. */
export function clipboardOf(state: ActionState): ClipboardData {
  const origin = contextOrigin(state.doc, state.pageId, state.groupPath);
  const items = selection(state).map((c) =>
    c.componentRect
      ? {
          ...c,
          componentRect: {
            ...c.componentRect,
            componentLeft: c.componentRect.componentLeft + origin.x,
            componentTop: c.componentRect.componentTop + origin.y,
          },
        }
      : c,
  );
  return { version: 1, projectFlag: state.projectFlag, pageId: state.pageId, items };
}

export const copyAction: EditorAction = {
  id: 'copy',
  label: 'copy',
  keys: ['Mod+C'],
  predicate: hasSelection,
  run(state) {
    const refusal = copyRefusal(state);
    return refusal ? { refusal } : { clipboard: clipboardOf(state) };
  },
};
