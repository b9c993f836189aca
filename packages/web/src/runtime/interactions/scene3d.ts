import type { Component2D, Component3D, DocNode } from '@twincanvas/model';
import { findPageById } from './tree';

/**
 * A 3D component of a page in the shape the interaction runner reads (docs/3d.md, "Interactions"): its
 * entries live in `projectInteractionList` like a 2D component's, or in the older `interactionData`.
 * Null when the page does not hold it (the event came from a page no longer on screen).
 */
export function runnable3D(doc: DocNode, pageId: string, componentId: string): Component2D | null {
  const c: Component3D | undefined = findPageById(doc, pageId)?.page.components3D?.find(
    (x) => x._id === componentId,
  );
  if (!c) return null;
  const entries = Array.isArray(c.projectInteractionList)
    ? c.projectInteractionList
    : Array.isArray(c.interactionData)
      ? c.interactionData
      : [];
  // The runner only reads _id and the entries; a 3D component has no 2D fields to misread.
  return { ...c, projectInteractionList: entries } as unknown as Component2D;
}
