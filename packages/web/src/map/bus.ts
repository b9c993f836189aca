import { create } from 'zustand';

/**
 * The small, eagerly loaded side of the maps: which map the editor has open (so that map takes the
 * pointer) and the camera commands other parts send to a mounted map (fly-to actions, the editor's
 * place search). Nothing here imports MapLibre or deck.gl.
 */
export interface FlyTarget {
  center: [number, number];
  zoom?: number;
  pitch?: number;
  bearing?: number;
}

interface Camera {
  flyTo(target: FlyTarget): void;
  view(): { center: [number, number]; zoom: number; pitch: number; bearing: number };
}

const cameras = new Map<string, Camera>();

export const mapBus = {
  register(id: string, camera: Camera): () => void {
    cameras.set(id, camera);
    return () => {
      if (cameras.get(id) === camera) cameras.delete(id);
    };
  },
  /** Flies a mounted map there; false when that map is not on screen. */
  flyTo(id: string, target: FlyTarget): boolean {
    const camera = cameras.get(id);
    camera?.flyTo(target);
    return camera !== undefined;
  },
  view(id: string) {
    return cameras.get(id)?.view() ?? null;
  },
};

/** The map the editor's map editing context has open (it pans and zooms; others stay still). */
export const useMapFocus = create<{ openId: string | null; setOpen(id: string | null): void }>((set) => ({
  openId: null,
  setOpen: (openId) => set({ openId }),
}));
