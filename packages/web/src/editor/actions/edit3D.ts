import type { Page } from '@twincanvas/model';
import { listOwner } from '../docModel';
import type { ActionState } from './types';

/** The page being edited, when it is a page that holds 3D components (the 3D edits' common context). */
export function editedPage3D(state: Pick<ActionState, 'doc' | 'pageId'>): Page | null {
  return (listOwner(state.doc, state.pageId) as Page | undefined) ?? null;
}
