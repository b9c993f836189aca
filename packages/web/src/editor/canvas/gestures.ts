import { boxOf, type Box, type Component2D, type RectChange } from '@twincanvas/model';

/**
 * The results of pointer gestures on a multi-selection (the −2 batch of docs/reference.md#components-2d): a
 * resize or rotation as rect changes (a drag is actions/transform.ts's one move op), in the coordinates of the edited list. Locked members stay put (docs/reference.md#groups).
 */

const unlocked = (items: readonly Component2D[]) => items.filter((c) => c.lock !== true);

/** The batch box resized from `from` to `to`: every member scales with it, keeping its place inside. */
export function batchResizeChanges(items: readonly Component2D[], from: Box, to: Box): RectChange[] {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  return unlocked(items).map((c) => {
    const b = boxOf(c);
    return {
      id: c._id,
      left: to.left + (b.left - from.left) * sx,
      top: to.top + (b.top - from.top) * sy,
      width: b.width * sx,
      height: b.height * sy,
    };
  });
}

/** The batch turned by `degrees` about its centre: each member's centre turns with it, and so does the member. */
export function batchRotateChanges(items: readonly Component2D[], box: Box, degrees: number): RectChange[] {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return unlocked(items).map((c) => {
    const b = boxOf(c);
    const mx = b.left + b.width / 2 - cx;
    const my = b.top + b.height / 2 - cy;
    const rotate = ((((c.componentRect?.componentRotate ?? 0) + degrees) % 360) + 360) % 360;
    return {
      id: c._id,
      left: cx + mx * cos - my * sin - b.width / 2,
      top: cy + mx * sin + my * cos - b.height / 2,
      rotate,
    };
  });
}

/** CSS transform that maps box `from` onto box `to` (the live preview of a batch resize). */
export function boxToBoxTransform(from: Box, to: Box): string {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  return `translate(${to.left}px, ${to.top}px) scale(${sx}, ${sy}) translate(${-from.left}px, ${-from.top}px)`;
}
