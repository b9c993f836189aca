import {
  DataTexture,
  DoubleSide,
  Group,
  InstancedMesh,
  LinearFilter,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RGBAFormat,
  SphereGeometry,
  Box3,
  Vector3,
} from 'three';
import type { Component3D } from '@twincanvas/model';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from '../../engine3d/layers';
import { heatStops } from '../../engine3d/objects/heatThemes';
import { buildRamp, colourize, idwInterpolate } from '../../engine3d/objects/idw';
import { bool, diffById, isShown, mainPosition, num, props, str } from '../common3d/component';
import { findModule } from '../modelModule/layer';
import { liveSensors } from './sensors';

interface Heat {
  component: Component3D;
  rows: readonly Record<string, unknown>[] | null;
  mesh: Mesh<PlaneGeometry, MeshBasicMaterial>;
  texture: DataTexture;
  values: Float32Array;
  packed: Float32Array;
  markers: InstancedMesh | null;
  /** Milliseconds the last interpolation took (the bench reads it). */
  lastUpdateMs: number;
}

const ramps = new Map<string, Uint8Array>();
/** The colour ramp of a stored theme (a built-in id or a gradient), built once per distinct gradient. */
export function rampOf(theme: unknown): Uint8Array {
  const stops = heatStops(theme);
  const key = JSON.stringify(stops);
  let ramp = ramps.get(key);
  if (!ramp) {
    ramp = buildRamp(stops);
    ramps.set(key, ramp);
  }
  return ramp;
}

const markerGeometry = new SphereGeometry(0.3, 10, 6);
const markerMaterial = new MeshBasicMaterial({ color: '#ffffff' });
const _m = new Matrix4();
const _box = new Box3();
const _size = new Vector3();

/** Heat maps: one textured plane each (one draw call), its sensors as one instanced mesh. */
export const createHeatMapLayer: SceneLayerFactory = (ctx: SceneLayerContext): SceneLayer => {
  const root = new Group();
  root.name = 'layer:heatMap';
  const heats = new Map<string, Heat>();
  let components = new Map<string, Component3D>();

  const draw = (h: Heat) => {
    const c = h.component;
    const started = performance.now();
    const res = Math.round(Math.min(256, Math.max(8, num(c, 'resolution', 64))));
    if (h.texture.image.width !== res) {
      h.texture.dispose();
      h.texture = new DataTexture(new Uint8Array(res * res * 4), res, res, RGBAFormat);
      h.texture.magFilter = LinearFilter;
      h.texture.minFilter = LinearFilter;
      h.mesh.material.map = h.texture;
      h.mesh.material.needsUpdate = true;
      h.values = new Float32Array(res * res);
    }
    let width = num(c, 'width', 40);
    let depth = num(c, 'depth', 40);
    const centre = mainPosition(c);
    let cx = centre.x;
    let cz = centre.z;
    let y = centre.y + num(c, 'elevation', 0.05);
    const modulePath = str(c, 'modulePath', '');
    // The module is a node path ("Factory/Workshop_A"), found like a model module's part.
    const module =
      str(c, 'surface', 'floor') === 'module' && modulePath ? findModule(ctx.scene, modulePath) : null;
    if (module) {
      _box.setFromObject(module).getSize(_size);
      width = _size.x;
      depth = _size.z;
      cx = (_box.min.x + _box.max.x) / 2;
      cz = (_box.min.z + _box.max.z) / 2;
      y = _box.max.y + 0.02;
    }
    const sensors = liveSensors(c, h.rows);
    if (h.packed.length < sensors.length * 3) h.packed = new Float32Array(sensors.length * 3);
    sensors.forEach((s, i) => {
      h.packed[i * 3] = s.x;
      h.packed[i * 3 + 1] = s.z;
      h.packed[i * 3 + 2] = s.value;
    });
    idwInterpolate(
      // Row 0 of the texture lies at +z once the plane is turned flat (v = 0 ends up at +z).
      { width: res, height: res, minX: -width / 2, minZ: depth / 2, maxX: width / 2, maxZ: -depth / 2 },
      h.packed,
      sensors.length,
      num(c, 'power', 2),
      num(c, 'radius', 0),
      h.values,
    );
    colourize(
      h.values,
      num(c, 'min', 0),
      num(c, 'max', 100),
      rampOf(props(c).theme ?? 'classic'),
      num(c, 'opacity', 0.8),
      h.texture.image.data as Uint8Array,
    );
    h.texture.needsUpdate = true;
    h.mesh.position.set(cx, y, cz);
    h.mesh.scale.set(width, depth, 1);
    h.mesh.visible = isShown(c);
    if (h.markers) {
      root.remove(h.markers);
      h.markers.dispose();
      h.markers = null;
    }
    if (bool(c, 'showSensors', true) && sensors.length > 0 && h.mesh.visible) {
      h.markers = new InstancedMesh(markerGeometry, markerMaterial, sensors.length);
      h.markers.name = `heat-sensors:${c._id}`;
      sensors.forEach((s, i) => h.markers!.setMatrixAt(i, _m.makeTranslation(cx + s.x, y + 0.3, cz + s.z)));
      root.add(h.markers);
    }
    h.lastUpdateMs = performance.now() - started;
  };

  const create = (c: Component3D): Heat => {
    const texture = new DataTexture(new Uint8Array(4), 1, 1, RGBAFormat);
    const geometry = new PlaneGeometry(1, 1);
    geometry.rotateX(-Math.PI / 2);
    const material = new MeshBasicMaterial({
      map: texture,
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
    });
    const mesh = new Mesh(geometry, material);
    mesh.name = `heat:${c._id}`;
    mesh.userData.componentId = c._id;
    mesh.renderOrder = 5;
    root.add(mesh);
    return {
      component: c,
      rows: null,
      mesh,
      texture,
      values: new Float32Array(1),
      packed: new Float32Array(0),
      markers: null,
      lastUpdateMs: 0,
    };
  };

  const remove = (h: Heat) => {
    root.remove(h.mesh);
    h.mesh.geometry.dispose();
    h.mesh.material.dispose();
    h.texture.dispose();
    if (h.markers) {
      root.remove(h.markers);
      h.markers.dispose();
    }
  };

  const layer: SceneLayer & { heats: Map<string, Heat> } = {
    root,
    heats,
    set(list) {
      const diff = diffById(components, list);
      components = diff.byId;
      for (const id of diff.removed) {
        const h = heats.get(id);
        if (h) remove(h);
        heats.delete(id);
      }
      for (const c of [...diff.added, ...diff.changed]) {
        const h = heats.get(c._id) ?? create(c);
        h.component = c;
        heats.set(c._id, h);
        draw(h);
      }
      ctx.requestRender();
    },
    pick(raycaster) {
      let best: { componentId: string; distance: number } | null = null;
      for (const h of heats.values()) {
        if (!h.mesh.visible) continue;
        const hit = raycaster.intersectObject(h.mesh, false)[0];
        if (hit && (!best || hit.distance < best.distance))
          best = { componentId: h.component._id, distance: hit.distance };
      }
      return best;
    },
    setData(componentId, rows) {
      const h = heats.get(componentId);
      if (!h) return;
      h.rows = rows;
      draw(h);
      ctx.requestRender();
    },
    focusOf(componentId) {
      const h = heats.get(componentId);
      if (!h) return null;
      return {
        x: h.mesh.position.x,
        y: h.mesh.position.y,
        z: h.mesh.position.z,
        radius: Math.max(h.mesh.scale.x, h.mesh.scale.y) / 2,
      };
    },
    dispose() {
      for (const h of heats.values()) remove(h);
      heats.clear();
    },
  };
  return layer;
};
