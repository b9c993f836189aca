import { Color, InstancedMesh, Matrix4, MeshBasicMaterial, SphereGeometry, type Raycaster } from 'three';
import type { Vector3 } from '@twincanvas/model';
import type { SceneLayerHit } from '../layers';

const IDLE = new Color('#faad14');
const CHOSEN = new Color('#f5222d');

/**
 * The point handles of the one path being edited (a pipeline's or a trail's points): one instanced draw
 * over everything (no depth test), the selected point in red. A pick on a handle names the point's index,
 * which the editor's point edit selects.
 */
export class PointHandles {
  mesh: InstancedMesh;
  private readonly geometry = new SphereGeometry(1, 12, 8);
  private readonly material = new MeshBasicMaterial({ depthTest: false, transparent: true });
  private readonly m4 = new Matrix4();
  componentId: string | null = null;
  index: number | null = null;

  constructor(capacity = 64) {
    this.mesh = new InstancedMesh(this.geometry, this.material, capacity);
    this.mesh.name = 'path-handles';
    this.mesh.renderOrder = 20;
    this.mesh.count = 0;
    this.mesh.visible = false;
  }

  /** Shows the handles of one component's points (radius in metres); `index` is the selected point. */
  show(componentId: string, points: readonly Vector3[], radius: number, index: number | null): void {
    this.componentId = componentId;
    this.index = index;
    if (points.length > this.mesh.instanceMatrix.count) this.grow(points.length * 2);
    points.forEach((p, i) => {
      this.mesh.setMatrixAt(i, this.m4.makeScale(radius, radius, radius).setPosition(p.x, p.y, p.z));
      this.mesh.setColorAt(i, i === index ? CHOSEN : IDLE);
    });
    this.mesh.count = points.length;
    this.mesh.instanceMatrix.needsUpdate = true;
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    this.mesh.computeBoundingSphere();
    this.mesh.visible = points.length > 0;
  }

  hide(): void {
    this.componentId = null;
    this.index = null;
    this.mesh.count = 0;
    this.mesh.visible = false;
  }

  pick(raycaster: Raycaster): SceneLayerHit | null {
    if (!this.mesh.visible || !this.componentId) return null;
    const hit = raycaster.intersectObject(this.mesh, false)[0];
    if (!hit || hit.instanceId === undefined) return null;
    // Handles are drawn over the model, so they take the click wherever they are seen.
    return { componentId: this.componentId, distance: hit.distance, index: hit.instanceId, onTop: true };
  }

  private grow(capacity: number): void {
    const parent = this.mesh.parent;
    const next = new InstancedMesh(this.geometry, this.material, capacity);
    next.name = this.mesh.name;
    next.renderOrder = this.mesh.renderOrder;
    parent?.remove(this.mesh);
    this.mesh.dispose();
    this.mesh = next;
    parent?.add(next);
  }

  dispose(): void {
    this.mesh.dispose();
    this.geometry.dispose();
    this.material.dispose();
  }
}

/** A path's points and the handle radius (metres) its layer wants for them. */
export interface EditedPath {
  points: readonly Vector3[];
  radius: number;
}

/**
 * Which path's points are being edited, with its handles kept in step (pipelines and trails alike): the
 * layer says where a component's points are; this shows, moves and hides the handles.
 */
export class PathPointEdit {
  readonly handles = new PointHandles();
  private editing: { id: string; index: number | null } | null = null;

  constructor(
    private readonly pathOf: (componentId: string) => EditedPath | undefined,
    private readonly requestRender: () => void,
  ) {}

  edit(componentId: string, index: number | null): void {
    this.editing = { id: componentId, index };
    this.refresh();
    this.requestRender();
  }

  end(): void {
    this.editing = null;
    this.handles.hide();
    this.requestRender();
  }

  /** After the layer's components changed: redraws the handles when the edited path was among them. */
  changed(diff: { changed: readonly { _id: string }[]; removed: readonly string[] }): void {
    const id = this.editing?.id;
    if (id && (diff.changed.some((c) => c._id === id) || diff.removed.includes(id))) this.refresh();
  }

  private refresh(): void {
    const path = this.editing ? this.pathOf(this.editing.id) : undefined;
    if (!path || !this.editing) return this.handles.hide();
    this.handles.show(this.editing.id, path.points, path.radius, this.editing.index);
  }
}
