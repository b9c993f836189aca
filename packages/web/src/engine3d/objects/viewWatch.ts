import { Vector2 } from 'three';
import type { Camera, WebGLRenderer } from 'three';

/**
 * Tells whether the camera or the viewport changed since the last frame, comparing the matrices in place
 * (no allocation), so view-dependent work (clustering, HTML overlay) runs on camera moves only.
 */
export class ViewWatch {
  readonly size = new Vector2(1, 1);
  private readonly last = new Float32Array(34);

  changed(camera: Camera, renderer: WebGLRenderer | null): boolean {
    if (renderer) renderer.getSize(this.size);
    const world = camera.matrixWorld.elements;
    const proj = camera.projectionMatrix.elements;
    let dirty = false;
    for (let i = 0; i < 16; i++) {
      if (this.last[i] !== world[i] || this.last[16 + i] !== proj[i]) {
        this.last[i] = world[i]!;
        this.last[16 + i] = proj[i]!;
        dirty = true;
      }
    }
    if (this.last[32] !== this.size.x || this.last[33] !== this.size.y) {
      this.last[32] = this.size.x;
      this.last[33] = this.size.y;
      dirty = true;
    }
    return dirty;
  }

  /** Forget the last view (something moved in the scene: recompute on the next frame). */
  invalidate(): void {
    this.last[32] = -1;
  }
}
