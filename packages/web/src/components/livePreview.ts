import { useMemo } from 'react';
import { create } from 'zustand';
import { setAtPath, type Component2D } from '@twincanvas/model';

/**
 * Live preview while a field is being edited (a colour dragged in the picker, a list being typed):
 * the value is shown on the canvas at once, and committed as one undoable op when the edit finishes.
 */
interface PreviewState {
  nodeId: string | null;
  path: string;
  value: unknown;
  set(nodeId: string, path: string, value: unknown): void;
  clear(): void;
}

export const useFieldPreview = create<PreviewState>((set) => ({
  nodeId: null,
  path: '',
  value: undefined,
  set: (nodeId, path, value) => set({ nodeId, path, value }),
  clear: () => set({ nodeId: null, path: '', value: undefined }),
}));

/** The node with the previewed value applied (the same object when nothing is previewed for it). */
export function usePreviewed<T extends Component2D>(node: T): T {
  const mine = useFieldPreview((s) => s.nodeId === node._id);
  const path = useFieldPreview((s) => s.path);
  const value = useFieldPreview((s) => s.value);
  return useMemo(() => {
    if (!mine) return node;
    try {
      return setAtPath(node, path, value);
    } catch {
      return node;
    }
  }, [node, mine, path, value]);
}
