import { Vector3 } from 'three';
import { ownValue, toNumber } from '@twincanvas/model';
import type { Component3D } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { PlacardBatch } from '../../engine3d/objects/placards';
import { bool, diffById, mainPosition } from '../common3d/component';
import { placardLook } from '../sign/look';

interface Batch {
  component: Component3D;
  rows: readonly Record<string, unknown>[];
  indices: number[];
  stale: boolean;
}

const _v = new Vector3();

/**
 * Batch placards: every row of every `apiOn` component is a placard in one shared PlacardBatch, so a
 * thousand rows cost two draw calls and an update rewrites slots in place (placards are reused, only
 * added or released when the row count changes).
 */
export const createApiBatchLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const batch = new PlacardBatch(ctx.requestRender);
  batch.root.name = 'layer:api';
  const batches = new Map<string, Batch>();
  let components = new Map<string, Component3D>();
  /** Placard index → [component id, row index]. */
  const owner: { id: string; row: number }[] = [];
  let selected = new Set<string>();

  const writeAll = (b: Batch) => {
    const c = b.component;
    const base = mainPosition(c);
    const relative = bool(c, 'offsetToAnchor', true);
    const isSelected = selected.has(c._id);
    while (b.indices.length < b.rows.length) b.indices.push(batch.alloc());
    while (b.indices.length > b.rows.length) batch.release(b.indices.pop()!);
    for (let i = 0; i < b.rows.length; i++) {
      const row = b.rows[i]!;
      const index = b.indices[i]!;
      owner[index] = { id: c._id, row: i };
      const x = toNumber(ownValue(row, 'x')) ?? 0;
      const y = toNumber(ownValue(row, 'y')) ?? 0;
      const z = toNumber(ownValue(row, 'z')) ?? 0;
      if (relative) batch.setPosition(index, base.x + x, base.y + y, base.z + z);
      else batch.setPosition(index, x, y, z);
      batch.write(index, placardLook(c, row, b.stale, isSelected).look);
    }
  };

  const layer: SceneLayer & { batch: PlacardBatch } = {
    root: batch.root,
    batch,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const b = batches.get(id);
        b?.indices.forEach((i) => batch.release(i));
        batches.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const b = batches.get(c._id) ?? { component: c, rows: [], indices: [], stale: false };
        b.component = c;
        // Until its source answers, a batch shows its sample rows in the editor only.
        batches.set(c._id, b);
        writeAll(b);
      }
      batch.commit();
      batch.view.invalidate();
      ctx.requestRender();
    },
    tick(dt) {
      batch.frame(dt, ctx.camera, ctx.renderer);
      return batch.anyBlinking();
    },
    pick(raycaster) {
      const index = batch.pickAt(raycaster, ctx.camera);
      const who = index >= 0 ? owner[index] : undefined;
      if (!who) return null;
      return {
        componentId: who.id,
        index: who.row,
        distance: raycaster.ray.origin.distanceTo(batch.position(index, _v)),
      };
    },
    setSelected(ids) {
      selected = new Set(ids);
      for (const b of batches.values()) writeAll(b);
      batch.commit();
      ctx.requestRender();
    },
    setData(componentId, rows, stale) {
      const b = batches.get(componentId);
      if (!b) return;
      b.rows = rows ?? [];
      b.stale = stale;
      writeAll(b);
      batch.commit();
      batch.view.invalidate();
      ctx.requestRender();
    },
    focusOf(componentId) {
      const c = components.get(componentId);
      if (!c) return null;
      const p = mainPosition(c);
      return { x: p.x, y: p.y, z: p.z, radius: 20 };
    },
    dispose() {
      batch.dispose();
      batches.clear();
    },
  };
  return layer;
};
