import { Raycaster, Vector2, Vector3, type Camera } from 'three';
import type { Component3D } from '@twincanvas/model';
import type { LayerHost } from './layerHost';
import type { SceneLayerEvent, SceneLayerHit } from './layers';
import type { LoadedModel } from './model';
import type { ModelModule } from './sceneData';

export interface ModelPick {
  path: string;
  moduleId: string | null;
  point: { x: number; y: number; z: number };
}

/** Whether layer hit `a` is drawn in front of `b`: an on-top hit covers any other, else the nearer one. */
export function frontOf(a: SceneLayerHit, b: SceneLayerHit): boolean {
  if (!!a.onTop !== !!b.onTop) return !!a.onTop;
  return a.distance < b.distance;
}

/**
 * Whether a layer's hit is what the pointer sees rather than the model behind it: on-top hits always are
 * (placards drawn without occlusion), others when they are no farther than the model's surface.
 */
export function layerWins(layerHit: SceneLayerHit | null, modelDistance: number | null): boolean {
  if (!layerHit) return false;
  return !!layerHit.onTop || modelDistance === null || layerHit.distance <= modelDistance;
}

/**
 * The model surface seen through a point (on the camera's ray through it), or null when the ray meets no
 * model or the point is behind the camera: where a component dragged with surface snapping lands.
 */
export function surfaceThrough(
  point: { x: number; y: number; z: number },
  camera: Camera,
  model: Pick<LoadedModel, 'pick'> | null,
  raycaster = new Raycaster(),
): { x: number; y: number; z: number } | null {
  if (!model) return null;
  const ndc = new Vector3(point.x, point.y, point.z).project(camera);
  if (!(ndc.z > -1 && ndc.z < 1)) return null;
  raycaster.setFromCamera(new Vector2(ndc.x, ndc.y), camera);
  const hit = model.pick(raycaster);
  return hit ? { x: hit.point.x, y: hit.point.y, z: hit.point.z } : null;
}

export interface PickHit {
  component: string | null;
  /** The point or row of the component under the pointer (a path's point handle, a batch's row). */
  index?: number;
  model: ModelPick | null;
  /**
   * The model surface under the pointer whatever is drawn in front of it: where a component being placed
   * lands, so a placard beside another is placed even when the click touches the first one's label.
   */
  surface: ModelPick | null;
}

/** What the picker reads from the engine at the moment of a pick. */
export interface PickSource {
  camera: Camera;
  layers: LayerHost;
  model(): LoadedModel | null;
  modules(): readonly ModelModule[];
  components(): readonly Component3D[];
}

/** The model module (of the model editor) a modelModule component is bound to, if any. */
export function moduleIdOf(c: Component3D): string {
  const p = c.propertyData as { moduleId?: unknown } | undefined;
  return typeof p?.moduleId === 'string' ? p.moduleId : '';
}

/** The model node path a modelModule component is bound to, if any. */
export function boundPathOf(c: Component3D): string {
  const p = c.propertyData as { modulePath?: unknown } | undefined;
  return typeof p?.modulePath === 'string' ? p.modulePath : '';
}

/** The model paths a selection of components outlines: their modules' nodes and the nodes they bind. */
export function selectedPaths(chosen: readonly Component3D[], modules: readonly ModelModule[]): string[] {
  const ids = new Set(chosen.map(moduleIdOf).filter(Boolean));
  const paths = modules.filter((m) => ids.has(m.id)).flatMap((m) => m.nodes.map((n) => n.path));
  return [...paths, ...chosen.map(boundPathOf).filter(Boolean)];
}

const under = (path: string, root: string) => !!root && (path === root || path.startsWith(`${root}/`));

const DRAG_PX = 4;

/**
 * Clicks, double clicks and hovers on the canvas turned into component events (docs/3d.md, "Picking"):
 * the layers' own picks first, then the model through its BVH; a model node inside a module bound to a
 * modelModule component counts as that component. A click that ended a camera drag picks nothing.
 */
export class Picker {
  private readonly raycaster = new Raycaster();
  private downAt: { x: number; y: number } | null = null;
  private hovered: string | null = null;
  private moveQueued: PointerEvent | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly source: PickSource,
    private readonly onEvent: (e: SceneLayerEvent) => void,
    private readonly onModelPick: (
      p: ModelPick | null,
      additive: boolean,
      onComponent: boolean,
      surface: ModelPick | null,
    ) => void,
  ) {
    canvas.addEventListener('pointerdown', this.onDown);
    canvas.addEventListener('click', this.onClick);
    canvas.addEventListener('dblclick', this.onDoubleClick);
    canvas.addEventListener('pointermove', this.onMove);
    canvas.addEventListener('pointerleave', this.onLeave);
  }

  /** What lies under a point of the canvas (CSS pixels): a layer's component, else a model node. */
  pickAt(x: number, y: number, withModel = true): PickHit {
    const r = this.canvas.getBoundingClientRect();
    const ndc = new Vector2(((x - r.left) / r.width) * 2 - 1, -((y - r.top) / r.height) * 2 + 1);
    this.raycaster.setFromCamera(ndc, this.source.camera);
    const layerHit = this.source.layers.pick(this.raycaster);
    const modelHit = withModel ? (this.source.model()?.pick(this.raycaster) ?? null) : null;
    const mod =
      modelHit &&
      this.source
        .modules()
        .find((m) => m.nodes.some((n) => modelHit.path === n.path || modelHit.path.startsWith(`${n.path}/`)));
    const surface = modelHit
      ? {
          path: modelHit.path,
          moduleId: mod?.id ?? null,
          point: { x: modelHit.point.x, y: modelHit.point.y, z: modelHit.point.z },
        }
      : null;
    if (layerHit && layerWins(layerHit, modelHit?.distance ?? null))
      return {
        component: layerHit.componentId,
        model: null,
        surface,
        ...(layerHit.index !== undefined ? { index: layerHit.index } : {}),
      };
    if (!modelHit || !surface) return { component: null, model: null, surface: null };
    // A modelModule component bound to the module, or to the node (or an ancestor of it), owns the pick.
    const bound = this.source
      .components()
      .find((c) => (mod && moduleIdOf(c) === mod.id) || under(modelHit.path, boundPathOf(c)));
    return { component: bound?._id ?? null, model: surface, surface };
  }

  /** The model surface seen through a world point (surface snapping of the move gizmo). */
  surfaceThrough(point: { x: number; y: number; z: number }): { x: number; y: number; z: number } | null {
    return surfaceThrough(point, this.source.camera, this.source.model(), this.raycaster);
  }

  private fire(e: MouseEvent, eventCode: string): void {
    const d = this.downAt;
    if (d && Math.hypot(e.clientX - d.x, e.clientY - d.y) > DRAG_PX) return;
    const hit = this.pickAt(e.clientX, e.clientY);
    const additive = e.shiftKey || e.ctrlKey || e.metaKey;
    if (hit.component)
      this.onEvent({
        componentId: hit.component,
        eventCode,
        data: hit.model ?? undefined,
        ...(hit.index !== undefined ? { index: hit.index } : {}),
        ...(additive ? { additive } : {}),
      });
    if (eventCode === '40101') this.onModelPick(hit.model, additive, hit.component !== null, hit.surface);
  }

  private hover(id: string | null): void {
    if (id === this.hovered) return;
    if (this.hovered) this.onEvent({ componentId: this.hovered, eventCode: '40106' });
    this.hovered = id;
    if (id) this.onEvent({ componentId: id, eventCode: '40105' });
  }

  private readonly onDown = (e: PointerEvent) => {
    this.downAt = { x: e.clientX, y: e.clientY };
  };
  private readonly onClick = (e: MouseEvent) => this.fire(e, '40101');
  private readonly onDoubleClick = (e: MouseEvent) => this.fire(e, '40102');
  /** Hover picks only the layers (cheap), at most once a frame, and not while a button is held. */
  private readonly onMove = (e: PointerEvent) => {
    if (e.buttons) return;
    const queued = this.moveQueued !== null;
    this.moveQueued = e;
    if (queued) return;
    requestAnimationFrame(() => {
      const m = this.moveQueued;
      this.moveQueued = null;
      if (m) this.hover(this.pickAt(m.clientX, m.clientY, false).component);
    });
  };
  private readonly onLeave = () => this.hover(null);

  dispose(): void {
    this.canvas.removeEventListener('pointerdown', this.onDown);
    this.canvas.removeEventListener('click', this.onClick);
    this.canvas.removeEventListener('dblclick', this.onDoubleClick);
    this.canvas.removeEventListener('pointermove', this.onMove);
    this.canvas.removeEventListener('pointerleave', this.onLeave);
  }
}
