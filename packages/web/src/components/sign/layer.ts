import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Vector3 } from 'three';
import type { Component3D, Component2D } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { ANCHOR_ON_TOP } from '../../engine3d/objects/billboards';
import { DomOverlay } from '../../engine3d/objects/domOverlay';
import type { OverlayItem } from '../../engine3d/objects/domOverlay';
import { PlacardBatch } from '../../engine3d/objects/placards';
import { diffById, mainPosition, num, props, str } from '../common3d/component';
import { RICH_KINDS, placardKind, placardLook } from './look';

interface Entry {
  component: Component3D;
  index: number;
  row: Record<string, unknown> | null | undefined;
  stale: boolean;
  blinkUntil: number;
}

/** Info placard: the name and the current row as a small table (text only: no markup from data). */
function mountInfo(c: Component3D, row: Record<string, unknown> | null | undefined) {
  return (el: HTMLElement) => {
    const card = document.createElement('div');
    card.style.cssText =
      'min-width:140px;max-width:260px;padding:8px 10px;border-radius:6px;background:rgba(0,30,60,0.88);color:#fff;font:12px/1.5 sans-serif;border:1px solid #1890ff;';
    const title = document.createElement('div');
    title.style.fontWeight = '600';
    title.textContent = str(c, 'text', c.name ?? '');
    card.appendChild(title);
    for (const [key, value] of Object.entries(row ?? {})) {
      const line = document.createElement('div');
      line.textContent = `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
      card.appendChild(line);
    }
    el.appendChild(card);
    return () => card.remove();
  };
}

/** Video and stream placards reuse the 2D players (the stream one brings hls.js only when shown). */
function mountPlayer(c: Component3D, kind: string) {
  return (el: HTMLElement) => {
    const box = document.createElement('div');
    box.style.cssText =
      'width:240px;height:135px;background:#000;border:1px solid #1890ff;border-radius:4px;overflow:hidden;';
    el.appendChild(box);
    const root = createRoot(box);
    const node = (kind === 'VideoPlacard'
      ? {
          _id: c._id,
          componentType: '1006',
          videoModel: { videoUrl: str(c, 'videoUrl', ''), muted: true, loop: true, autoplay: true },
        }
      : {
          _id: c._id,
          componentType: '1009',
          videoStreamModel: { streamUrl: str(c, 'streamUrl', '') },
        }) as unknown as Component2D;
    void (
      kind === 'VideoPlacard'
        ? import('../video/VideoRenderer')
        : import('../videoStream/VideoStreamRenderer')
    ).then((m) => root.render(createElement(m.default, { node })));
    return () => {
      root.unmount();
      box.remove();
    };
  };
}

/**
 * The layer of every sign placard on a page: one PlacardBatch (two draw calls) plus a pooled HTML overlay
 * for the rich kinds while near. Data rows go through the visual rules into each placard's look.
 */
export const createSignLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const batch = new PlacardBatch(ctx.requestRender);
  batch.root.name = 'layer:sign';
  let entries = new Map<string, Entry>();
  let components = new Map<string, Component3D>();
  const byIndex: string[] = [];
  let selected = new Set<string>();
  let elapsed = 0;
  /**
   * Data rows written since the last upload: a commit walks every placard, so one per data answer made
   * 10,000 placards with a source each cost 10,000 × 10,000 steps a refresh; the next frame uploads once.
   */
  let uncommitted = false;
  const overlay = new DomOverlay(ctx.renderer.domElement?.parentElement ?? null, (id) =>
    ctx.emit({ componentId: id, eventCode: '40101', data: entries.get(id)?.row ?? undefined }),
  );

  /** Rich placards shown as HTML now: their icon placard steps aside (docs/3d.md "Placards at scale"). */
  let asHtml = new Set<string>();
  /** Placards a trail carries: drawn where the trail's mover is, not on their own point. */
  const moved = new Map<string, { x: number; y: number; z: number }>();
  const positionOf = (c: Component3D) => moved.get(c._id) ?? mainPosition(c);

  const write = (e: Entry) => {
    const { look } = placardLook(e.component, e.row, e.stale, selected.has(e.component._id));
    if (e.blinkUntil > elapsed) look.blink = true;
    if (asHtml.has(e.component._id)) look.visible = false;
    const p = positionOf(e.component);
    batch.setPosition(e.index, p.x, p.y, p.z);
    batch.write(e.index, look);
  };

  /** What one placard shows now (text, card colour, blinking) and where (the engine's test hook reads it). */
  const probe = (id: string) => {
    const e = entries.get(id);
    if (!e) return null;
    const { look } = placardLook(e.component, e.row, e.stale, selected.has(id));
    return {
      text: look.text,
      background: look.background,
      blink: look.blink,
      visible: look.visible,
      screen: batch.screenCentre(e.index, ctx.camera),
    };
  };

  const refreshOverlay = () => {
    const items: OverlayItem[] = [];
    for (const e of entries.values()) {
      const kind = placardKind(e.component);
      if (!RICH_KINDS.has(kind)) continue;
      const p = mainPosition(e.component);
      items.push({
        id: e.component._id,
        position: new Vector3(p.x, p.y, p.z),
        nearDistance: num(e.component, 'nearDistance', 80),
        mount: kind === 'InfoPlacard' ? mountInfo(e.component, e.row) : mountPlayer(e.component, kind),
      });
    }
    overlay.setItems(items);
    batch.view.invalidate();
  };

  const layer: SceneLayer & { batch: PlacardBatch; overlay: DomOverlay; probe: typeof probe } = {
    root: batch.root,
    batch,
    overlay,
    probe,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const e = entries.get(id);
        if (!e) continue;
        batch.release(e.index);
        byIndex[e.index] = '';
        entries.delete(id);
        moved.delete(id);
      }
      for (const c of diff.added) {
        const e: Entry = {
          component: c,
          index: batch.alloc(),
          row: c.requestSource ? null : undefined,
          stale: false,
          blinkUntil: 0,
        };
        byIndex[e.index] = c._id;
        entries.set(c._id, e);
        write(e);
      }
      for (const c of diff.changed) {
        const e = entries.get(c._id);
        if (!e) continue;
        e.component = c;
        write(e);
      }
      batch.commit();
      if (diff.added.length + diff.changed.length + diff.removed.length > 0) refreshOverlay();
      ctx.requestRender();
    },
    tick(dt) {
      elapsed += dt;
      // A view change re-clusters and commits by itself; otherwise rows written since are uploaded here.
      const viewChanged = batch.frame(dt, ctx.camera, ctx.renderer);
      if (uncommitted && !viewChanged) batch.commit();
      uncommitted = false;
      if (viewChanged) {
        overlay.update(ctx.camera, batch.view.size.x, batch.view.size.y);
        const now = new Set(overlay.visibleIds);
        const changed = [...now, ...asHtml].filter((id) => now.has(id) !== asHtml.has(id));
        asHtml = now;
        for (const id of changed) {
          const e = entries.get(id);
          if (e) write(e);
        }
        if (changed.length > 0) {
          batch.commit();
          ctx.requestRender();
        }
      }
      for (const e of entries.values()) {
        if (e.blinkUntil > 0 && e.blinkUntil <= elapsed) {
          e.blinkUntil = 0;
          write(e);
          batch.commit();
        }
      }
      return batch.anyBlinking();
    },
    pick(raycaster) {
      const index = batch.pickAt(raycaster, ctx.camera);
      const id = index >= 0 ? byIndex[index] : undefined;
      if (!id) return null;
      return {
        componentId: id,
        distance: raycaster.ray.origin.distanceTo(batch.position(index, new Vector3())),
        onTop: (batch.anchors.flags(index) & ANCHOR_ON_TOP) !== 0,
      };
    },
    setSelected(ids) {
      const next = new Set(ids);
      for (const e of entries.values()) {
        if (next.has(e.component._id) !== selected.has(e.component._id)) {
          selected = next;
          write(e);
        }
      }
      selected = next;
      batch.commit();
      ctx.requestRender();
    },
    setData(componentId, rows, stale) {
      const e = entries.get(componentId);
      if (!e) return;
      e.row = rows?.[0] ?? null;
      e.stale = stale;
      write(e);
      uncommitted = true;
      if (RICH_KINDS.has(placardKind(e.component))) refreshOverlay();
      ctx.requestRender();
    },
    command(componentId, action, args) {
      const e = entries.get(componentId);
      if (!e) return false;
      if (action === 'highlight') {
        const seconds = typeof args?.seconds === 'number' ? args.seconds : 3;
        e.blinkUntil = elapsed + seconds;
      } else if (action === 'setStyle') {
        // `color` is every kind's main colour (the style form's one field): a placard's card.
        const color = typeof args?.color === 'string' ? { background: args.color } : {};
        e.component = { ...e.component, propertyData: { ...props(e.component), ...(args ?? {}), ...color } };
      } else return false;
      write(e);
      batch.commit();
      ctx.requestRender();
      return true;
    },
    moveTo(componentId, at) {
      const e = entries.get(componentId);
      if (!e) return false;
      if (at) {
        const p = moved.get(componentId) ?? { x: 0, y: 0, z: 0 };
        p.x = at.x;
        p.y = at.y;
        p.z = at.z;
        moved.set(componentId, p);
      } else moved.delete(componentId);
      // Four floats of the anchor texture: nothing laid out again, nothing re-packed.
      const p = positionOf(e.component);
      batch.setPosition(e.index, p.x, p.y, p.z);
      batch.anchors.commit();
      return true;
    },
    focusOf(componentId) {
      const c = components.get(componentId);
      if (!c) return null;
      const p = positionOf(c);
      return { x: p.x, y: p.y, z: p.z, radius: 4 };
    },
    dispose() {
      overlay.dispose();
      batch.dispose();
      entries = new Map();
    },
  };
  return layer;
};
