import {
  createInteractionRunner,
  type InteractionContext,
  type InteractionRunner,
} from '../runtime/interactions';

/**
 * What the running dashboard offers the interaction runner (docs/reference.md#actions): the document, the current
 * page, page changes (no-op when already there, nothing for an unknown target) and opening links
 * (http/https only). The runner (runtime/interactions) runs conditions and actions, and its 40107
 * timers, the same way in the editor's preview mode, preview, share and case.
 */
export type ViewerContext = InteractionContext;
export type Runner = InteractionRunner;

export function createViewerRunner(ctx: ViewerContext): Runner {
  return createInteractionRunner(ctx);
}
