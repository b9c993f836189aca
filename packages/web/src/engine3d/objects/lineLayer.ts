import {
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Vector3,
} from 'three';
import { evaluateRules } from '@twincanvas/model';
import type { Component3D, RuleEffect, Vector3 as Point } from '@twincanvas/model';
import { rulesOf } from '../../components/common3d/component';
import type { SceneLayer, SceneLayerContext } from '../layers';
import { rgba } from './colour';
import { PlacardBatch } from './placards';
import { PathPointEdit } from './pointHandles';

/** What a line kind (ligature, trace) draws for one component. */
export interface LineSpec {
  /** Polylines (each at least two points). */
  paths: Point[][];
  colour: string;
  /** Label anchor and text, if any. */
  label?: { at: Point; text: string };
  visible: boolean;
}

interface Item {
  component: Component3D;
  row: Record<string, unknown> | null | undefined;
  stale: boolean;
  label: number;
}

const _a = new Vector3();
const _b = new Vector3();
const _c = new Vector3();

/** Distance from a ray to a segment, and the ray distance there (for picking thin lines). */
function segmentDistance(
  ray: {
    origin: Vector3;
    direction: Vector3;
    distanceSqToSegment: (v0: Vector3, v1: Vector3, onRay?: Vector3) => number;
  },
  a: Point,
  b: Point,
): [number, number] {
  const d2 = ray.distanceSqToSegment(_a.set(a.x, a.y, a.z), _b.set(b.x, b.y, b.z), _c);
  return [Math.sqrt(d2), _c.distanceTo(ray.origin)];
}

/**
 * A layer of line kinds: every component's polylines merged into one LineSegments (one draw call, colours
 * per vertex), labels in one PlacardBatch. Rebuilt on edits and data (lines are few thousand vertices).
 * `editedPoints` names the points a point edit shows as handles (a trace's path, a ligature's two ends).
 */
export function createLineLayer(
  ctx: SceneLayerContext,
  name: string,
  specOf: (
    c: Component3D,
    effect: RuleEffect,
    row: Record<string, unknown> | null | undefined,
    selected: boolean,
  ) => LineSpec,
  editedPoints?: (c: Component3D) => Point[],
): SceneLayer & { lines: LineSegments; labels: PlacardBatch } {
  const root = new Group();
  root.name = `layer:${name}`;
  const material = new LineBasicMaterial({ vertexColors: true });
  const lines = new LineSegments(new BufferGeometry(), material);
  lines.name = `${name}-lines`;
  const labels = new PlacardBatch(ctx.requestRender);
  root.add(lines, labels.root);
  const items = new Map<string, Item>();
  let selected = new Set<string>();
  let specs = new Map<string, LineSpec>();
  const pointEdit = new PathPointEdit((id) => {
    const c = items.get(id)?.component;
    return c && editedPoints ? { points: editedPoints(c), radius: 0.5 } : undefined;
  }, ctx.requestRender);
  root.add(pointEdit.handles.mesh);

  const rebuild = () => {
    const positions: number[] = [];
    const colours: number[] = [];
    specs = new Map();
    for (const item of items.values()) {
      const c = item.component;
      const rules = rulesOf(c);
      const effect =
        item.row !== undefined || rules?.rules.length
          ? evaluateRules(rules, item.row ?? null, item.stale).effect
          : {};
      const spec = specOf(c, effect, item.row, selected.has(c._id));
      specs.set(c._id, spec);
      const col = rgba(spec.colour);
      if (spec.visible) {
        for (const path of spec.paths) {
          for (let i = 1; i < path.length; i++) {
            const a = path[i - 1]!;
            const b = path[i]!;
            positions.push(a.x, a.y, a.z, b.x, b.y, b.z);
            colours.push(col[0]!, col[1]!, col[2]!, col[0]!, col[1]!, col[2]!);
          }
        }
      }
      if (spec.label && spec.label.text) {
        labels.setPosition(item.label, spec.label.at.x, spec.label.at.y, spec.label.at.z);
        labels.write(item.label, {
          shape: 'common',
          text: spec.label.text,
          textColor: '#ffffff',
          background: 'rgba(0,0,0,0.6)',
          visible: spec.visible,
          blink: effect.blink === true,
          onTop: true,
          cluster: false,
        });
      } else {
        labels.write(item.label, {
          shape: 'common',
          text: '',
          textColor: '#fff',
          background: '#000',
          visible: false,
          blink: false,
          onTop: true,
          cluster: false,
        });
      }
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(positions, 3));
    g.setAttribute('color', new Float32BufferAttribute(colours, 3));
    lines.geometry.dispose();
    lines.geometry = g;
    labels.commit();
    labels.view.invalidate();
    ctx.requestRender();
  };

  return {
    root,
    lines,
    labels,
    set(list) {
      const ids = new Set(list.map((c) => c._id));
      const removed: string[] = [];
      for (const [id, item] of items) {
        if (!ids.has(id)) {
          labels.release(item.label);
          items.delete(id);
          removed.push(id);
        }
      }
      for (const c of list) {
        const item = items.get(c._id);
        if (item) item.component = c;
        else
          items.set(c._id, {
            component: c,
            row: c.requestSource ? null : undefined,
            stale: false,
            label: labels.alloc(),
          });
      }
      rebuild();
      pointEdit.changed({ changed: list, removed });
    },
    tick(dt) {
      labels.frame(dt, ctx.camera, ctx.renderer, false);
      return false;
    },
    pick(raycaster) {
      const onHandle = pointEdit.handles.pick(raycaster);
      if (onHandle) return onHandle;
      const tolerance = Math.max(0.2, raycaster.params.Line?.threshold ?? 0.5);
      let best: { componentId: string; distance: number } | null = null;
      for (const [id, spec] of specs) {
        if (!spec.visible) continue;
        for (const path of spec.paths) {
          for (let i = 1; i < path.length; i++) {
            const [gap, along] = segmentDistance(raycaster.ray, path[i - 1]!, path[i]!);
            if (gap <= tolerance && (!best || along < best.distance))
              best = { componentId: id, distance: along };
          }
        }
      }
      return best;
    },
    setSelected(ids) {
      selected = new Set(ids);
      rebuild();
    },
    editPoints: (componentId, index) => pointEdit.edit(componentId, index),
    endEdit: () => pointEdit.end(),
    setData(componentId, rows, stale) {
      const item = items.get(componentId);
      if (!item) return;
      item.row = rows?.[0] ?? null;
      item.stale = stale;
      rebuild();
    },
    focusOf(componentId) {
      const pts = specs.get(componentId)?.paths.flat() ?? [];
      if (pts.length === 0) return null;
      const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
      const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
      const cz = pts.reduce((s, p) => s + p.z, 0) / pts.length;
      const radius = Math.max(1, ...pts.map((p) => Math.hypot(p.x - cx, p.y - cy, p.z - cz)));
      return { x: cx, y: cy, z: cz, radius };
    },
    dispose() {
      lines.geometry.dispose();
      material.dispose();
      labels.dispose();
      pointEdit.handles.dispose();
      items.clear();
    },
  };
}
