import type { Page } from '@playwright/test';

/** The engine's gizmo as the editor attaches it (Gizmo3D.tsx: three's TransformControls, named tc-gizmo). */
interface GizmoHook {
  last: {
    camera: { fov: number; zoom: number; position: unknown; updateMatrixWorld(): void };
    canvas: HTMLCanvasElement;
    scene: { getObjectByName(name: string): unknown };
  } | null;
}

/**
 * Where the gizmo's x-axis handle is on the page: the gizmo's anchor and a point on its x arrow's picker
 * (TransformControls scales its handles by the camera distance: `factor * size / 4`, the x picker spans
 * 0..0.6 of that along +x), projected with the editor's camera. Null while no gizmo is attached.
 */
export const gizmoAxisX = (page: Page) =>
  page.evaluate(() => {
    const e = (window as unknown as { __tc3d?: GizmoHook }).__tc3d?.last;
    type V = {
      x: number;
      y: number;
      z: number;
      clone(): V;
      project(c: unknown): V;
      distanceTo(v: unknown): number;
    };
    const root = e?.scene.getObjectByName('tc-gizmo') as
      { controls?: { object?: { position: V }; size: number } } | undefined;
    const anchor = root?.controls?.object?.position;
    if (!e || !root?.controls || !anchor) return null;
    const cam = e.camera;
    cam.updateMatrixWorld();
    const factor =
      anchor.distanceTo(cam.position) * Math.min((1.9 * Math.tan((Math.PI * cam.fov) / 360)) / cam.zoom, 7);
    const len = (factor * root.controls.size) / 4;
    const box = e.canvas.getBoundingClientRect();
    const screen = (dx: number) => {
      const p = anchor.clone();
      p.x += dx;
      const n = p.project(cam);
      return { x: box.left + ((n.x + 1) / 2) * box.width, y: box.top + ((1 - n.y) / 2) * box.height };
    };
    return {
      anchor: { x: anchor.x, y: anchor.y, z: anchor.z },
      handle: screen(len * 0.45),
      tip: screen(len * 0.6),
    };
  });
