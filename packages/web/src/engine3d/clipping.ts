import { Plane, PlaneHelper, Vector3 as V3, type Box3, type Scene, type WebGLRenderer } from 'three';
import type { SectionPlane } from './sceneData';

/** A section plane as a three.js clipping plane: keeps the side below the position, or above it when flipped. */
export function toPlane(p: SectionPlane): Plane {
  const n = new V3(p.axis === 'x' ? 1 : 0, p.axis === 'y' ? 1 : 0, p.axis === 'z' ? 1 : 0);
  return p.flip ? new Plane(n, -p.position) : new Plane(n.negate(), p.position);
}

/**
 * Section planes of a page (docs/3d.md, "Styles and section planes"): the ones switched on clip the whole
 * scene; the selected one is drawn with a helper while its menu is open.
 */
export class SectionPlanes {
  private helper: PlaneHelper | null = null;

  constructor(
    private readonly scene: Scene,
    private readonly renderer: WebGLRenderer,
  ) {}

  apply(planes: readonly SectionPlane[], selected: string | null, bounds: Box3 | null): void {
    this.renderer.clippingPlanes = planes.filter((p) => p.on).map(toPlane);
    this.clearHelper();
    const chosen = planes.find((p) => p.id === selected);
    if (!chosen) return;
    const size = bounds && !bounds.isEmpty() ? bounds.getSize(new V3()).length() : 100;
    this.helper = new PlaneHelper(toPlane(chosen), size, 0x36c5ff);
    this.helper.name = 'tc-section-helper';
    this.scene.add(this.helper);
  }

  private clearHelper(): void {
    if (!this.helper) return;
    this.scene.remove(this.helper);
    this.helper.dispose();
    this.helper = null;
  }

  dispose(): void {
    this.clearHelper();
    this.renderer.clippingPlanes = [];
  }
}
