import type { Component3D } from '@twincanvas/model';
import { isShown, withShown } from '../components/common3d/component';

export type ShowAction = 'show' | 'hide' | 'toggle';

export const isShowAction = (action: string): action is ShowAction =>
  action === 'show' || action === 'hide' || action === 'toggle';

/**
 * Show and hide set on 3D components by interactions in the viewer (docs/3d.md, "Interactions"): kept
 * beside the stored components, never saved, and applied through the same flags the editor's visibility
 * toggle writes (`withShown`), so every layer hides a component the one way it already knows.
 */
export class RuntimeShown {
  private readonly byId = new Map<string, boolean>();

  /** Records the action; answers whether the component's visibility changed. */
  apply(c: Component3D, action: ShowAction): boolean {
    const now = this.byId.get(c._id) ?? isShown(c);
    const next = action === 'toggle' ? !now : action === 'show';
    if (next === now) return false;
    this.byId.set(c._id, next);
    return true;
  }

  forget(id: string): void {
    this.byId.delete(id);
  }

  /** The list as the layers should draw it. */
  over(list: Component3D[]): Component3D[] {
    if (this.byId.size === 0) return list;
    return list.map((c) => {
      const shown = this.byId.get(c._id);
      return shown === undefined ? c : withShown(c, shown);
    });
  }
}
