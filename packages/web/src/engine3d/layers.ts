import type { Camera, Object3D, Raycaster, Scene, WebGLRenderer } from 'three';
import type { Component3D } from '@twincanvas/model';

/**
 * The contract between the 3D engine (engine3d/) and the 3D component kinds (components/<kind>/ with
 * a `space: '3d'` definition). The engine owns the renderer, camera and frame loop; each 3D component
 * type brings one layer that draws every component of that type on the page, so many similar things can
 * share a draw call (instancing, merged geometry) instead of one object per component.
 */
export interface SceneLayerContext {
  readonly scene: Scene;
  readonly camera: Camera;
  readonly renderer: WebGLRenderer;
  /** Editing (handles, helpers shown) or viewing (preview, share): absent means editing. */
  readonly mode?: 'edit' | 'viewer';
  /** Ask for a frame (the engine renders on demand, not continuously, unless a layer animates). */
  requestRender(): void;
  /** Something happened to a component: a pick, a hover, a trail reaching a point (event codes). */
  emit(event: SceneLayerEvent): void;
  /**
   * Draws another component (of any type) at a world point for this run, null puts it back on its own
   * point: how a trail carries the component it selected. False when no loaded layer can move it.
   * Given by the layer host.
   */
  moveComponent?(componentId: string, at: { x: number; y: number; z: number } | null): boolean;
}

export interface SceneLayerEvent {
  componentId: string;
  /** Event code of the interaction system: 40101 click, 40102 double click, 40105/40106 hover, 50101 reach. */
  eventCode: string;
  /** What the event carries to conditions and actions (the clicked row, the reached point...). */
  data?: unknown;
  /** A click with Shift, Ctrl or Cmd held: the editor adds to (or takes from) the selection. */
  additive?: boolean;
  /** The point or row of the component that was hit (a path's point handle while its points are edited). */
  index?: number;
}

export interface SceneLayerHit {
  componentId: string;
  distance: number;
  /** Which row or point of the component was hit, for batch and multi-point kinds. */
  index?: number;
  /**
   * Drawn over the model (a placard without occlusion): it wins over any model hit under the pointer,
   * whatever the distances. A card drawn above its anchor often covers model parts nearer than the anchor.
   */
  onTop?: boolean;
}

export interface SceneLayer {
  readonly root: Object3D;
  /** The page's whole list of components of this type; the layer diffs by `_id` itself. */
  set(components: readonly Component3D[]): void;
  /** Called every frame while anything animates; must not allocate or walk the scene graph.
   * Returns true while this layer still animates (keeps frames coming). */
  tick?(dtSeconds: number, elapsedSeconds: number): boolean;
  pick?(raycaster: Raycaster): SceneLayerHit | null;
  setSelected?(ids: readonly string[]): void;
  /** Live data rows of one component (after mapping and filters), for data-driven visuals. */
  setData?(componentId: string, rows: readonly Record<string, unknown>[] | null, stale: boolean): void;
  /**
   * An interaction action aimed at one component (highlight, setStyle, play, pause, seek...); answers
   * false when this layer does not know the action. Show/hide and fly-to stay with the engine.
   */
  command?(componentId: string, action: string, args?: Readonly<Record<string, unknown>>): boolean;
  /**
   * Draws one of its components at a world point instead of its own (null: back on its own), without
   * rebuilding anything; false when the layer cannot. Called every frame while a trail carries it.
   */
  moveTo?(componentId: string, at: { x: number; y: number; z: number } | null): boolean;
  /** The world point a camera flight to this component should look at, if the layer knows it. */
  focusOf?(componentId: string): { x: number; y: number; z: number; radius: number } | null;
  /**
   * Starts (or updates) the point edit of one of its path components: its point handles are shown, the
   * point `index` marked as selected, and a pick on a handle answers that point's index.
   */
  editPoints?(componentId: string, index: number | null): void;
  /** Ends an in-place edit tool the layer runs (the point edit: the bridge's EndPipelineEdit). */
  endEdit?(): void;
  dispose(): void;
}

export type SceneLayerFactory = (ctx: SceneLayerContext) => SceneLayer;
