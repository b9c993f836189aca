import { create } from 'zustand';
import type { UpdateMethod } from '@twincanvas/model';

/**
 * What the running dashboard (editor preview mode, preview, share, case) knows about one component
 * beyond its stored document: the runtime flags of docs/reference.md#components-2d, docs/reference.md#visibility, docs/reference.md#data-results. The document is never
 * changed by running it; renderers read these overrides instead.
 */
export interface ComponentRuntime {
  /** Visibility after show/hide/toggle actions; absent = the stored initStatus. */
  visible?: boolean;
  /** Group state counter of docs/reference.md#visibility. */
  state?: number;
  /** Current dynamic-panel page index (dynamicEvent at run time). */
  dynamicPage?: number;
  /** Current chart data page index (chartDataInit at run time). */
  chartPage?: number;
  /** Latest data delivered by a source, router, socket, push channel or event; absent = static data. */
  data?: unknown;
  updateTime?: number;
  updateMethod?: UpdateMethod;
  /** Set when the result was empty (docs/reference.md#data-results _mistakeResult). */
  mistake?: boolean;
  /** Set from the first data result on (docs/reference.md#data-results _dataInit). */
  dataInit?: boolean;
  /** The last refresh failed: the viewer keeps the last good data and shows a small badge. */
  stale?: boolean;
  /** Animation of the last show/hide/page switch. */
  animateType?: string;
  animateDuration?: number;
}

interface RuntimeStore {
  byId: Record<string, ComponentRuntime>;
  patch(id: string, change: Partial<ComponentRuntime>): void;
  /** Forgets the entries of components that left the screen (the viewer's page switch), so a
   * dashboard running for days does not accumulate state of pages it no longer shows. */
  drop(ids: readonly string[]): void;
  reset(): void;
}

export const useRuntime = create<RuntimeStore>((set) => ({
  byId: {},
  patch: (id, change) => set((s) => ({ byId: { ...s.byId, [id]: { ...s.byId[id], ...change } } })),
  drop: (ids) =>
    set((s) => {
      if (!ids.some((id) => id in s.byId)) return s;
      const byId = { ...s.byId };
      for (const id of ids) delete byId[id];
      return { byId };
    }),
  reset: () => set({ byId: {} }),
}));

const EMPTY: ComponentRuntime = Object.freeze({});

/** One component's runtime overrides; re-renders only when that component's entry changes. */
export function useComponentRuntime(id: string): ComponentRuntime {
  return useRuntime((s) => s.byId[id] ?? EMPTY);
}
