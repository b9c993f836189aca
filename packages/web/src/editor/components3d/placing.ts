import { create } from 'zustand';

/** The kind being placed: chosen in the 3D palette, placed by the next click on the model surface. */
export interface Placing {
  kind: string;
  subType?: string;
  name: string;
}

export const usePlacing = create<{ placing: Placing | null; set(p: Placing | null): void }>((set) => ({
  placing: null,
  set: (placing) => set({ placing }),
}));

/** Surface snapping of the move gizmo (the scene bar's toggle; Shift while dragging snaps too). */
export const useSnap3D = create<{ snap: boolean; set(snap: boolean): void }>((set) => ({
  snap: false,
  set: (snap) => set({ snap }),
}));
