import type { Operation } from './operation.js';

/** History entry of docs/reference.md#history. It holds operations, never copies of the document. */
export interface HistoryEntry {
  operation: string;
  opts: Operation[];
  oldDataMap?: unknown;
  newDataMap?: unknown;
  oldAllCompMap?: unknown;
  newAllCompMap?: unknown;
  tree?: unknown;
  topPath?: string;
  oldDynamicPageArr?: unknown;
  historyOpts?: unknown;
  oldPageData?: unknown;
  extra?: unknown;
  pageId?: string;
}
