import {
  BufferGeometry,
  Color,
  ConeGeometry,
  Float32BufferAttribute,
  Group,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  Vector3,
} from 'three';
import type { Component3D, Vector3 as Point } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { rgba } from '../../engine3d/objects/colour';
import { PathPointEdit } from '../../engine3d/objects/pointHandles';
import { bool, diffById, isShown, num, pathPositions, str } from '../common3d/component';
import { buildPath, distanceAtTime, pathFromRows, pointIndexAt, positionAt } from './motion';
import type { TrailPath } from './motion';

interface Trail {
  component: Component3D;
  path: TrailPath;
  /** Metres along the path (moving mode) or the playhead time (replay mode). */
  distance: number;
  time: number;
  playing: boolean;
  /** Next point whose reach event is due. */
  next: number;
  slot: number;
  /** The component it carries (`generalData.selectId`), moved along instead of the cone when it can be. */
  rider: string;
}

/** The component a trail carries along its path: its selected point (`generalData.selectId`). */
export function riderOf(c: Component3D): string {
  const id = c.generalData?.selectId;
  return typeof id === 'string' && id !== c._id ? id : '';
}

const _m = new Matrix4();
const _q = new Quaternion();
const _p = new Vector3();
const _ahead = new Vector3();
const _dir = new Vector3();
const _up = new Vector3(0, 1, 0);
const _scale = new Vector3(1, 1, 1);
const _zero = new Vector3(0, 0, 0);
const _pos: Point = { x: 0, y: 0, z: 0 };
const _posAhead: Point = { x: 0, y: 0, z: 0 };

/**
 * Trails: all paths in one line draw, all movers in one instanced cone draw. tick() moves the playing
 * movers in place (no allocation) and emits 50101 as each point is reached, with the end flagged. The
 * trail whose points are edited shows its drawn points as handles (editPoints, until endEdit).
 */
export const createTrailLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:trail';
  const lines = new LineSegments(new BufferGeometry(), new LineBasicMaterial({ vertexColors: true }));
  lines.name = 'trail-paths';
  const cone = new ConeGeometry(0.6, 1.6, 12);
  cone.rotateX(Math.PI / 2);
  const moverMaterial = new MeshBasicMaterial({ color: '#ffffff' });
  const makeMovers = (capacity: number) => {
    const mesh = new InstancedMesh(cone, moverMaterial, capacity);
    mesh.name = 'trail-movers';
    mesh.count = 0;
    return mesh;
  };
  let movers = makeMovers(64);
  const pointEdit = new PathPointEdit((id) => {
    const c = components.get(id);
    return c && { points: pathPositions(c), radius: 0.5 };
  }, ctx.requestRender);
  root.add(lines, movers, pointEdit.handles.mesh);
  const colour = new Color();
  const trails = new Map<string, Trail>();
  let components = new Map<string, Component3D>();
  let order: Trail[] = [];

  const replay = (t: Trail) => t.path.times !== null;

  const place = (t: Trail) => {
    const d = replay(t) ? distanceAtTime(t.path, t.time) : t.distance;
    positionAt(t.path, d, _pos);
    positionAt(t.path, d + 0.5, _posAhead);
    _p.set(_pos.x, _pos.y, _pos.z);
    _ahead.set(_posAhead.x, _posAhead.y, _posAhead.z);
    _dir.subVectors(_ahead, _p);
    if (_dir.lengthSq() > 1e-9) _q.setFromUnitVectors(_up.set(0, 0, 1), _dir.normalize());
    // A carried component takes the mover's place; the cone shows only when nothing could be moved.
    const carried = t.rider !== '' && (ctx.moveComponent?.(t.rider, _pos) ?? false);
    _m.compose(_p, _q, carried ? _zero : _scale);
    movers.setMatrixAt(t.slot, _m);
    movers.instanceMatrix.needsUpdate = true;
  };

  /** Puts a component the trail no longer carries back on its own point. */
  const letGo = (rider: string) => {
    if (rider !== '' && ![...trails.values()].some((t) => t.rider === rider))
      ctx.moveComponent?.(rider, null);
  };

  const rebuild = () => {
    order = [...trails.values()];
    if (order.length > movers.instanceMatrix.count) {
      // Grow the mover pool (rare: only when trails are added past its size).
      root.remove(movers);
      movers.dispose();
      movers = makeMovers(order.length * 2);
      root.add(movers);
    }
    const positions: number[] = [];
    const colours: number[] = [];
    order.forEach((t, i) => {
      t.slot = i;
      const shown = isShown(t.component);
      const col = rgba(str(t.component, 'color', '#fa8c16'));
      if (shown) {
        for (let k = 1; k < t.path.points.length; k++) {
          const a = t.path.points[k - 1]!;
          const b = t.path.points[k]!;
          positions.push(a.x, a.y, a.z, b.x, b.y, b.z);
          colours.push(col[0]!, col[1]!, col[2]!, col[0]!, col[1]!, col[2]!);
        }
      }
      const mc = rgba(str(t.component, 'markerColor', '#ffd666'));
      movers.setColorAt(i, colour.setRGB(mc[0]!, mc[1]!, mc[2]!));
      if (shown) place(t);
      else movers.setMatrixAt(i, _m.makeScale(0, 0, 0));
    });
    movers.count = order.length;
    if (movers.instanceColor) movers.instanceColor.needsUpdate = true;
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(positions, 3));
    g.setAttribute('color', new Float32BufferAttribute(colours, 3));
    lines.geometry.dispose();
    lines.geometry = g;
  };

  const reset = (t: Trail) => {
    t.distance = 0;
    t.time = t.path.times?.[0] ?? 0;
    t.next = 1;
  };

  const layer: SceneLayer & { trails: Map<string, Trail> } = {
    root,
    trails,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      const released: string[] = [];
      for (const id of diff.removed) {
        released.push(trails.get(id)?.rider ?? '');
        trails.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const old = trails.get(c._id);
        const path = old?.path.times ? old.path : buildPath(pathPositions(c));
        const t: Trail = old ?? {
          component: c,
          path,
          distance: 0,
          time: 0,
          playing: bool(c, 'autoplay', true),
          next: 1,
          slot: 0,
          rider: '',
        };
        if (t.rider !== riderOf(c)) released.push(t.rider);
        t.component = c;
        t.rider = riderOf(c);
        t.path = path;
        if (!old) reset(t);
        trails.set(c._id, t);
      }
      for (const rider of released) letGo(rider);
      rebuild();
      pointEdit.changed(diff);
      ctx.requestRender();
    },
    tick(dt) {
      let moving = false;
      for (const t of order) {
        if (!t.playing || t.path.points.length < 2 || !isShown(t.component)) continue;
        moving = true;
        if (replay(t)) {
          t.time += dt * num(t.component, 'playbackRate', 1);
          t.distance = distanceAtTime(t.path, t.time);
        } else t.distance += dt * num(t.component, 'speed', 5);
        const last = t.path.points.length - 1;
        while (t.next <= last && t.path.cumulative[t.next]! <= t.distance) {
          const index = t.next++;
          ctx.emit({
            componentId: t.component._id,
            eventCode: '50101',
            data: { index, name: t.component.pointData?.[index]?.mainPoint?.name ?? '', end: index === last },
          });
        }
        if (t.distance >= t.path.length) {
          if (bool(t.component, 'loop', false)) reset(t);
          else {
            t.distance = t.path.length;
            t.playing = false;
          }
        }
        place(t);
      }
      return moving;
    },
    pick(raycaster) {
      const onHandle = pointEdit.handles.pick(raycaster);
      if (onHandle) return onHandle;
      const hit = raycaster.intersectObject(movers, false)[0];
      const t = hit?.instanceId !== undefined ? order[hit.instanceId] : undefined;
      return t && hit ? { componentId: t.component._id, distance: hit.distance } : null;
    },
    editPoints: (componentId, index) => pointEdit.edit(componentId, index),
    endEdit: () => pointEdit.end(),
    setData(componentId, rows) {
      const t = trails.get(componentId);
      if (!t) return;
      const recorded = rows && rows.length >= 2 ? pathFromRows(rows) : null;
      t.path = recorded && recorded.points.length >= 2 ? recorded : buildPath(pathPositions(t.component));
      reset(t);
      rebuild();
      ctx.requestRender();
    },
    command(componentId, action, args) {
      const t = trails.get(componentId);
      if (!t) return false;
      if (action === 'play') {
        if (t.distance >= t.path.length) reset(t);
        t.playing = true;
      } else if (action === 'pause') t.playing = false;
      else if (action === 'seek') {
        // Scrub: to a time of a recorded track, or to a distance (metres) along a drawn path.
        if (typeof args?.time === 'number') t.time = args.time;
        if (typeof args?.distance === 'number')
          t.distance = Math.min(Math.max(args.distance, 0), t.path.length);
        if (replay(t)) t.distance = distanceAtTime(t.path, t.time);
        t.next = pointIndexAt(t.path, t.distance) + 1;
        place(t);
      } else return false;
      ctx.requestRender();
      return true;
    },
    focusOf(componentId) {
      const t = trails.get(componentId);
      if (!t || t.path.points.length === 0) return null;
      positionAt(t.path, t.distance, _pos);
      return { x: _pos.x, y: _pos.y, z: _pos.z, radius: 8 };
    },
    dispose() {
      for (const t of trails.values()) if (t.rider) ctx.moveComponent?.(t.rider, null);
      lines.geometry.dispose();
      (lines.material as LineBasicMaterial).dispose();
      movers.dispose();
      pointEdit.handles.dispose();
      moverMaterial.dispose();
      cone.dispose();
      trails.clear();
    },
  };
  return layer;
};
