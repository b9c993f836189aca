import type { Object3D } from 'three';

interface Drawable {
  isMesh?: boolean;
  isLine?: boolean;
  isPoints?: boolean;
  isSprite?: boolean;
  visible: boolean;
  geometry?: {
    index: { count: number } | null;
    attributes: { position?: { count: number } };
    instanceCount?: number;
    drawRange?: { count: number };
  };
  count?: number;
}

/**
 * Draw calls a subtree costs (one per visible mesh, line, points or sprite with something to draw;
 * an instanced mesh or instanced geometry counts once whatever its instance count). Deterministic, so
 * tests assert it without WebGL; in a browser `renderer.info.render.calls` must agree.
 */
export function countDrawCalls(root: Object3D): number {
  let calls = 0;
  const visit = (o: Object3D) => {
    if (!o.visible) return;
    const d = o as unknown as Drawable;
    if (d.isMesh || d.isLine || d.isPoints || d.isSprite) {
      const g = d.geometry;
      const vertices = g ? (g.index?.count ?? g.attributes.position?.count ?? 0) : 1;
      const instances = g?.instanceCount ?? (typeof d.count === 'number' ? d.count : 1);
      if (vertices > 0 && instances > 0 && (g?.drawRange?.count ?? 1) > 0) calls++;
    }
    for (const child of o.children) visit(child);
  };
  visit(root);
  return calls;
}
