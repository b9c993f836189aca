import {
  DEFAULT_PASTE_LEFT,
  DEFAULT_PASTE_TOP,
  PASTE_3D_OFFSET_BASE,
  PASTE_MARGIN_BOTTOM,
  PASTE_MARGIN_LEFT,
  PASTE_MARGIN_RIGHT,
  PASTE_MARGIN_TOP,
  PASTE_OFFSET,
  PASTE_OFFSET_STEP,
} from '../constants.js';
import { cloneWithFreshIds } from '../copy/clone.js';
import type { Vector3 } from '../types/component3d.js';
import type { MapComponent } from '../types/map.js';
import type { Box } from './rect.js';

export const DEFAULT_PASTE_POSITION = { left: DEFAULT_PASTE_LEFT, top: DEFAULT_PASTE_TOP } as const;

/** Offset of a paste: 5 plus 5 per earlier paste on the same page. */
export const pasteOffset = (earlierPastes: number): number =>
  PASTE_OFFSET + PASTE_OFFSET_STEP * earlierPastes;

/** Counts pastes per page (copyCountState), since the offset grows with each paste on a page. */
export class PasteCounter {
  private readonly counts = new Map<string, number>();
  /** Pastes made on the page so far; then counts this one. */
  next(pageId: string): number {
    const count = this.counts.get(pageId) ?? 0;
    this.counts.set(pageId, count + 1);
    return count;
  }
  reset(pageId?: string): void {
    if (pageId === undefined) this.counts.clear();
    else this.counts.delete(pageId);
  }
}

export interface PasteInput {
  /** The copied component's box; absent → the default paste position 100,100. */
  source?: Box;
  earlierPastes: number;
  /** The visible part of the canvas, in canvas coordinates. */
  view: Box;
}

/**
 * Where a 2D paste lands: the source moved by the paste offset; if that falls outside the visible canvas
 * less its margins (25 top/left/right, 35 bottom) the copy is centred in the view instead.
 */
export function pastePosition({ source, earlierPastes, view }: PasteInput): { left: number; top: number } {
  if (!source) return { ...DEFAULT_PASTE_POSITION };
  const offset = pasteOffset(earlierPastes);
  const left = source.left + offset;
  const top = source.top + offset;
  const inside =
    left >= view.left + PASTE_MARGIN_LEFT &&
    top >= view.top + PASTE_MARGIN_TOP &&
    left + source.width <= view.left + view.width - PASTE_MARGIN_RIGHT &&
    top + source.height <= view.top + view.height - PASTE_MARGIN_BOTTOM;
  if (inside) return { left, top };
  return {
    left: view.left + (view.width - source.width) / 2,
    top: view.top + (view.height - source.height) / 2,
  };
}

/** A pasted 3D object moves by copy count + 1 on x and z. */
export function paste3DPosition(position: Vector3, copyCount: number): Vector3 {
  const shift = copyCount + PASTE_3D_OFFSET_BASE;
  return { x: position.x + shift, y: position.y, z: position.z + shift };
}

const zOf = (c: MapComponent): number => c.zIndex ?? c.zindex ?? 0;

/**
 * Copies of map components to paste: new ids, copy-suffixed names, zIndex from the current maximum + 1
 * on; a group's members take consecutive values (the group keeps the first of them).
 */
export function pasteMapComponents(
  items: readonly MapComponent[],
  existing: readonly MapComponent[],
): MapComponent[] {
  const all = existing.flatMap((c) => [c, ...(c.groupModel?.groupList ?? [])]);
  let next = Math.max(0, ...all.map(zOf)) + 1;
  return items.map((item) => {
    // Map items are 2D component nodes of the container's mapModel lists (ops/tree.ts).
    const copy = cloneWithFreshIds(item, { kind: 'component2d' });
    const members = copy.groupModel?.groupList;
    if (members && members.length > 0 && copy.groupModel) {
      copy.zIndex = next;
      copy.groupModel = { ...copy.groupModel, groupList: members.map((m) => ({ ...m, zIndex: next++ })) };
    } else {
      copy.zIndex = next++;
    }
    return copy;
  });
}
