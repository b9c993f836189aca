import { create } from 'zustand';

/**
 * The point edit of one path component (pipeline, trail, trace) on the scene layer: which component's
 * points are edited and which point is selected (the gizmo and the x/y/z fields act on it; a click on
 * the model inserts after it). Ending the edit leaves the engine's edit tool (EndPipelineEdit).
 */
export interface PathEditState {
  componentId: string | null;
  index: number | null;
  start(componentId: string, index?: number | null): void;
  select(index: number | null): void;
  end(): void;
}

export const usePathEdit = create<PathEditState>((set) => ({
  componentId: null,
  index: null,
  start: (componentId, index = null) => set({ componentId, index }),
  select: (index) => set({ index }),
  end: () => set({ componentId: null, index: null }),
}));
