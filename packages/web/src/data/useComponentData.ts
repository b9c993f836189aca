import type { Component2D } from '@twincanvas/model';
import { useComponentRuntime } from '../runtime/store';

/** What a data-capable renderer gets: the data pages, the current page and freshness flags. */
export interface ComponentData {
  /** The data pages (docs/reference.md#type-codes chart data model: pageId, pageName, Title, Unit, Dimension, Group...). */
  pages: readonly unknown[];
  /** Index of the page to show (runtime page switch, else chartDataInit, else 0), clamped to pages. */
  pageIndex: number;
  /** pages[pageIndex], or undefined when there is no data (renderers then show their empty state). */
  page: unknown;
  /** The last refresh failed; `pages` still holds the last good data. */
  stale: boolean;
  updateTime?: number;
  /**
   * What the data runtime delivered, as it is (undefined = nothing yet, the stored data shows). Kinds
   * expecting an object (text, image: `{text}`, `{imageUrl}`) read this rather than `pages`.
   */
  delivered?: unknown;
}

/**
 * THE way a renderer reads its data: static data stored in `chartModel.data`, replaced at run time by
 * what the data runtime (./useDataRuntime.tsx: sources, routers, sockets, push channels; and events)
 * delivered for this component. In the editor the static data shows until a bound request answers.
 */
export function useComponentData(node: Component2D): ComponentData {
  const runtime = useComponentRuntime(node._id);
  const delivered = runtime.data;
  const pages = Array.isArray(delivered) ? delivered : (node.chartModel?.data ?? []);
  const wanted = runtime.chartPage ?? node.chartModel?.chartDataInit ?? 0;
  const pageIndex = pages.length === 0 ? 0 : Math.min(Math.max(0, wanted), pages.length - 1);
  return {
    pages,
    pageIndex,
    page: pages[pageIndex],
    stale: runtime.stale === true,
    updateTime: runtime.updateTime,
    delivered,
  };
}
