import { Group, type Raycaster } from 'three';
import type { Component3D } from '@twincanvas/model';
import type { Component3DRuntime } from '../components/types';
import type { SceneLayer, SceneLayerContext, SceneLayerHit } from './layers';
import { frontOf } from './picking';

/** How the host finds the definition drawing a 3D component type (the registry's `definition3DOf`). */
export type DefinitionLookup = (type: string | undefined) => Component3DRuntime | undefined;

interface Slot {
  type: string;
  layer: SceneLayer | null;
  loading: Promise<void> | null;
  /** The latest list for this type; a layer still loading gets it when it is ready. */
  list: readonly Component3D[];
  failed: boolean;
}

/**
 * Hosts the layers of the 3D component kinds on one engine (docs/3d.md, "Layers"): the page's
 * components are grouped by `type`, each type's layer is loaded once through its definition and created
 * with the engine's context, and every change of the page's list reaches it through `set()`. Types with
 * no definition yet are skipped (counted in `unsupported`), so a page never fails on an unknown kind.
 */
export class LayerHost {
  readonly root = new Group();
  private readonly slots = new Map<string, Slot>();
  private selected: readonly string[] = [];
  /** The point edit under way, replayed to its type's layer if that layer loads later. */
  private editing: { id: string; type: string; index: number | null } | null = null;
  /** The last rows per component, replayed when its layer loads or the component comes back (undo). */
  private readonly data = new Map<
    string,
    { rows: readonly Record<string, unknown>[] | null; stale: boolean }
  >();
  /** The last rows of each component that carried a value (no-data answers between do not reset it). */
  private readonly values = new Map<string, readonly Record<string, unknown>[]>();
  /** Components whose last data is stale, with their type (the stale badge reads it per type). */
  private readonly stale = new Map<string, string>();
  private readonly staleListeners = new Set<() => void>();
  private disposed = false;
  unsupported: string[] = [];

  /** The type of every component on the page, so one layer can ask another to move a component. */
  private readonly typeOf = new Map<string, string>();
  /** What the layers get: the engine's context plus moving a component of another layer. */
  private readonly layerCtx: SceneLayerContext;

  constructor(
    private readonly ctx: SceneLayerContext,
    private readonly lookup: DefinitionLookup,
  ) {
    this.root.name = 'tc-layers';
    this.layerCtx = { ...ctx, moveComponent: (id, at) => this.moveComponent(id, at) };
  }

  /** Draws a component at a point for this run (a trail carrying it), through its type's layer. */
  moveComponent(componentId: string, at: { x: number; y: number; z: number } | null): boolean {
    const type = this.typeOf.get(componentId);
    return (type && this.slots.get(type)?.layer?.moveTo?.(componentId, at)) || false;
  }

  /** The page's whole 3D component list; resolves once every needed layer has loaded and got its list. */
  set(components: readonly Component3D[]): Promise<void> {
    const byType = new Map<string, Component3D[]>();
    this.typeOf.clear();
    for (const c of components) {
      const type = String(c.type ?? 'others');
      this.typeOf.set(c._id, type);
      let list = byType.get(type);
      if (!list) byType.set(type, (list = []));
      list.push(c);
    }
    const unsupported: string[] = [];
    const waits: Promise<void>[] = [];
    for (const [type, list] of byType) {
      const slot = this.slot(type);
      const before = new Set(slot.list.map((c) => c._id));
      slot.list = list;
      if (slot.layer) {
        slot.layer.set(list);
        this.replay(slot.layer, list, before);
      } else if (!slot.failed) {
        const def = this.lookup(type);
        if (!def) {
          unsupported.push(type);
          continue;
        }
        slot.loading ??= this.load(slot, def);
        waits.push(slot.loading);
      }
    }
    // Types no longer on the page get an empty list (their layer removes what it drew).
    for (const slot of this.slots.values()) {
      if (byType.has(slot.type)) continue;
      slot.list = [];
      slot.layer?.set([]);
    }
    this.unsupported = unsupported;
    if (this.stale.size > 0) {
      const present = new Set(components.map((c) => c._id));
      let gone = false;
      for (const id of [...this.stale.keys()]) if (!present.has(id)) gone = this.stale.delete(id) || gone;
      if (gone) this.notifyStale();
    }
    this.ctx.requestRender();
    return Promise.all(waits).then(() => undefined);
  }

  private slot(type: string): Slot {
    let slot = this.slots.get(type);
    if (!slot) {
      slot = { type, layer: null, loading: null, list: [], failed: false };
      this.slots.set(type, slot);
    }
    return slot;
  }

  private async load(slot: Slot, def: Component3DRuntime): Promise<void> {
    try {
      const factory = await def.loadLayer();
      if (this.disposed) return;
      const layer = factory(this.layerCtx);
      slot.layer = layer;
      this.root.add(layer.root);
      layer.set(slot.list);
      this.replay(layer, slot.list);
      if (this.selected.length) layer.setSelected?.(this.selected);
      if (this.editing?.type === slot.type) layer.editPoints?.(this.editing.id, this.editing.index);
      this.ctx.requestRender();
    } catch (err) {
      slot.failed = true;
      console.error(`3D layer "${slot.type}" failed to load`, err);
    } finally {
      slot.loading = null;
    }
  }

  /** Gives a layer the stored rows of components it did not have yet. */
  private replay(layer: SceneLayer, list: readonly Component3D[], had?: ReadonlySet<string>): void {
    if (!layer.setData || this.data.size === 0) return;
    for (const c of list) {
      if (had?.has(c._id)) continue;
      const d = this.data.get(c._id);
      if (d) layer.setData(c._id, d.rows, d.stale);
    }
  }

  setSelected(ids: readonly string[]): void {
    this.selected = ids;
    for (const slot of this.slots.values()) slot.layer?.setSelected?.(ids);
    this.ctx.requestRender();
  }

  /**
   * Live rows of one component, routed to the layer of its type. When the bound value changed (rows
   * that differ from the last rows it had; not the first rows, not a refresh with the same rows, not a
   * no-data answer, not only the stale flag) the component emits 40108, whatever its kind.
   */
  setData(
    component: Pick<Component3D, '_id' | 'type'>,
    rows: readonly Record<string, unknown>[] | null,
    stale: boolean,
  ): void {
    const type = String(component.type ?? 'others');
    const before = this.values.get(component._id);
    this.data.set(component._id, { rows, stale });
    if (rows) this.values.set(component._id, rows);
    this.slots.get(type)?.layer?.setData?.(component._id, rows, stale);
    if (before && rows && rows !== before && !sameRows(before, rows))
      this.ctx.emit({
        componentId: component._id,
        eventCode: '40108',
        data: rows.length === 1 ? rows[0] : rows,
      });
    if (stale !== this.stale.has(component._id)) {
      if (stale) this.stale.set(component._id, type);
      else this.stale.delete(component._id);
      this.notifyStale();
    }
    this.ctx.requestRender();
  }

  /** Stale components by type, for the one stale badge of the 3D view (docs/3d.md, "Stale data"). */
  staleByType(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const [id, type] of this.stale) {
      let ids = out.get(type);
      if (!ids) out.set(type, (ids = []));
      ids.push(id);
    }
    return out;
  }

  /** Called whenever a component turns stale or fresh (or a stale one leaves the page). */
  onStaleChange(listener: () => void): () => void {
    this.staleListeners.add(listener);
    return () => void this.staleListeners.delete(listener);
  }

  private notifyStale(): void {
    for (const listener of this.staleListeners) listener();
  }

  /** Ticks every animating layer; true while any still animates. */
  tick(dt: number, elapsed: number): boolean {
    let again = false;
    for (const slot of this.slots.values()) if (slot.layer?.tick?.(dt, elapsed)) again = true;
    return again;
  }

  /** An interaction action aimed at one component, routed to its type's layer; false when unknown. */
  command(
    component: Pick<Component3D, '_id' | 'type'>,
    action: string,
    args?: Readonly<Record<string, unknown>>,
  ): boolean {
    const layer = this.slots.get(String(component.type ?? 'others'))?.layer;
    const done = layer?.command?.(component._id, action, args) ?? false;
    if (done) this.ctx.requestRender();
    return done;
  }

  /** Where a camera flight to a component should look, when its layer knows. */
  focusOf(
    component: Pick<Component3D, '_id' | 'type'>,
  ): { x: number; y: number; z: number; radius: number } | null {
    return this.slots.get(String(component.type ?? 'others'))?.layer?.focusOf?.(component._id) ?? null;
  }

  /** The hit of any layer drawn in front: on-top hits first (they cover everything), then the nearest. */
  pick(raycaster: Raycaster): SceneLayerHit | null {
    let best: SceneLayerHit | null = null;
    for (const slot of this.slots.values()) {
      const hit = slot.layer?.pick?.(raycaster);
      if (hit && (!best || frontOf(hit, best))) best = hit;
    }
    return best;
  }

  /** The loaded layer of a type (tests and the engine's test hook read its figures). */
  layerOf(type: string): SceneLayer | null {
    return this.slots.get(type)?.layer ?? null;
  }

  /** Layers that are loaded, by type (for tests and the stats hook). */
  loadedTypes(): string[] {
    return [...this.slots.values()].filter((s) => s.layer).map((s) => s.type);
  }

  /** Starts the point edit of a path component in its type's layer (other layers end theirs). */
  editPoints(component: Pick<Component3D, '_id' | 'type'>, index: number | null): void {
    const type = String(component.type ?? 'others');
    this.editing = { id: component._id, type, index };
    for (const slot of this.slots.values())
      if (slot.type === type) slot.layer?.editPoints?.(component._id, index);
      else slot.layer?.endEdit?.();
    this.ctx.requestRender();
  }

  /** Ends an in-place edit tool of any layer (the point edit of a pipeline or a trail). */
  endEdit(): void {
    this.editing = null;
    for (const slot of this.slots.values()) slot.layer?.endEdit?.();
    this.ctx.requestRender();
  }

  dispose(): void {
    this.disposed = true;
    for (const slot of this.slots.values()) {
      if (!slot.layer) continue;
      this.root.remove(slot.layer.root);
      slot.layer.dispose();
    }
    this.slots.clear();
    this.data.clear();
    this.values.clear();
    this.stale.clear();
    this.staleListeners.clear();
  }
}

/**
 * Whether two row lists carry the same values (own fields, in order). Rows are small records from a data
 * source; comparing their JSON is linear and, for a 1,000-row batch, far below a frame's budget.
 */
export function sameRows(
  a: readonly Record<string, unknown>[],
  b: readonly Record<string, unknown>[],
): boolean {
  if (a.length !== b.length) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    // Rows that cannot be serialised (cycles) are compared by identity only.
    return a.every((row, i) => row === b[i]);
  }
}
