import type { Operation, Page, Scene } from '@twincanvas/model';
import { listOwner, sceneOfPage, scenesOf } from '../docModel';
import type { ActionOutcome, ActionState } from './types';

/** The page being edited, when it is a page that holds 3D components (the 3D edits' common context). */
export function editedPage3D(state: Pick<ActionState, 'doc' | 'pageId'>): Page | null {
  return (listOwner(state.doc, state.pageId) as Page | undefined) ?? null;
}

/** The 3D scene and page being edited (the scene layer's edits), or null when the page is not in a scene. */
export function edited3DScene(
  state: Pick<ActionState, 'doc' | 'pageId'>,
): { scene: Scene; page: Page } | null {
  const sceneId = sceneOfPage(state.doc, state.pageId);
  const scene = scenesOf(state.doc).find((x) => x._id === sceneId);
  const page = listOwner(state.doc, state.pageId) as Page | undefined;
  return scene && page && scene.projectPageList.includes(page) ? { scene, page } : null;
}

/**
 * An edit of the edited 3D page: `build` makes its ops from the page, under one history `operation`;
 * `stateKey` (when it names one) folds a run of such edits within 600 ms into one step. Nothing outside
 * a 3D scene's page.
 */
export function onEdited3DPage<Args extends unknown[]>(
  operation: string,
  build: (page: Page, ...args: Args) => Operation[],
  stateKey?: (page: Page, ...args: Args) => string | undefined,
): (state: ActionState, ...args: Args) => ActionOutcome {
  return (state, ...args) => {
    const at = edited3DScene(state);
    if (!at) return {};
    const key = stateKey?.(at.page, ...args);
    return { ops: build(at.page, ...args), operation, ...(key ? { stateKey: key } : {}) };
  };
}
