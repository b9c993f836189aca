import type { DocNode } from '@twincanvas/model';
import type { EmitEvent } from '../runtime/events';
import type { PageRef } from './navigation';

/**
 * What the running dashboard offers the interaction runner (editor spec 4.2): the document, the current
 * page, page changes (no-op when already there, nothing for an unknown target) and opening links
 * (http/https only).
 */
export interface ViewerContext {
  doc: DocNode;
  current(): PageRef;
  changePage(target: { sceneId?: string; pageId?: string }): void;
  openLink(url: string, newWindow: boolean): boolean;
}

export interface Runner {
  emit: EmitEvent;
  dispose(): void;
}

/**
 * The seam where the interaction runner (packages/web/src/runtime/interactions, built by another issue)
 * plugs in. Until it exists events are accepted and ignored, which still marks the dashboard as running
 * for the renderers (useRunning).
 */
export function createViewerRunner(ctx: ViewerContext): Runner {
  void ctx;
  return { emit: () => undefined, dispose: () => undefined };
}
