import { describe, expect, it } from 'vitest';
import {
  BoxGeometry,
  Group,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector3,
} from 'three';
import type { Component3D } from '@twincanvas/model';
import type { Component3DRuntime } from '../components/types';
import { LayerHost } from './layerHost';
import type { SceneLayer, SceneLayerContext, SceneLayerFactory } from './layers';

/** A real (small) layer: one box per component at its main point, pickable, animating while asked. */
function boxLayer(log: string[]): SceneLayerFactory {
  return (ctx) => {
    const root = new Group();
    const boxes = new Map<string, Mesh>();
    let selected: readonly string[] = [];
    let animate = 0;
    const layer: SceneLayer = {
      root,
      set(list) {
        log.push(`set:${list.map((c) => c._id).join(',')}`);
        for (const [id, m] of boxes) {
          if (list.some((c) => c._id === id)) continue;
          root.remove(m);
          boxes.delete(id);
        }
        for (const c of list) {
          const m = boxes.get(c._id) ?? new Mesh(new BoxGeometry(1, 1, 1), new MeshBasicMaterial());
          const p = c.pointData?.[0]?.mainPoint?.transData?.position ?? { x: 0, y: 0, z: 0 };
          m.position.set(p.x, p.y, p.z);
          m.userData.id = c._id;
          m.updateMatrixWorld();
          if (boxes.has(c._id)) continue;
          boxes.set(c._id, m);
          root.add(m);
        }
        animate = 2;
        ctx.requestRender();
      },
      tick: () => --animate > 0,
      pick(raycaster) {
        const hit = raycaster.intersectObjects([...boxes.values()])[0];
        return hit ? { componentId: String(hit.object.userData.id), distance: hit.distance } : null;
      },
      setSelected: (ids) => void (selected = ids),
      setData: (id, rows) => void log.push(`data:${id}:${rows?.length ?? 0}:${selected.join(',')}`),
      editPoints: (id, index) => void log.push(`editPoints:${id}:${index}`),
      endEdit: () => void log.push('endEdit'),
      dispose: () => void log.push('dispose'),
    };
    return layer;
  };
}

function setup() {
  const log: string[] = [];
  let loads = 0;
  let renders = 0;
  const def = (type: string): Component3DRuntime =>
    ({
      space: '3d',
      kind: type,
      type,
      loadLayer: async () => {
        loads++;
        return boxLayer(log);
      },
    }) as unknown as Component3DRuntime;
  const defs = new Map([
    ['sign', def('sign')],
    ['pipeline', def('pipeline')],
  ]);
  const ctx = {
    scene: new Scene(),
    camera: new PerspectiveCamera(),
    renderer: null as never,
    requestRender: () => void renders++,
    emit: () => undefined,
  } satisfies SceneLayerContext;
  const host = new LayerHost(ctx, (t) => defs.get(t ?? ''));
  return { host, log, loads: () => loads, renders: () => renders };
}

const at = (id: string, type: string, z: number): Component3D => ({
  _id: id,
  type,
  pointData: [{ mainPoint: { transData: { position: { x: 0, y: 0, z } } } }],
});

describe('layer hosting', () => {
  it('groups the page by type, loads each layer once and hands it its list', async () => {
    const { host, log, loads } = setup();
    await host.set([
      at('F1', 'sign', 0),
      at('F2', 'pipeline', 0),
      at('F3', 'sign', 5),
      at('F4', 'heatMap', 0),
    ]);
    expect(loads()).toBe(2);
    expect(host.loadedTypes().sort()).toEqual(['pipeline', 'sign']);
    expect(host.unsupported).toEqual(['heatMap']);
    expect(log).toContain('set:F1,F3');
    expect(log).toContain('set:F2');
    await host.set([at('F1', 'sign', 0)]);
    expect(loads()).toBe(2);
    expect(log.slice(-2).sort()).toEqual(['set:', 'set:F1']);
  });

  it('a list changed while its layer loads reaches the layer when it is ready', async () => {
    const { host, log } = setup();
    const first = host.set([at('F1', 'sign', 0)]);
    const second = host.set([at('F1', 'sign', 0), at('F2', 'sign', 1)]);
    await Promise.all([first, second]);
    expect(log).toEqual(['set:F1,F2']);
  });

  it('picks the nearest component of any layer', async () => {
    const { host } = setup();
    await host.set([at('F1', 'sign', -10), at('F2', 'pipeline', -5)]);
    const ray = new Raycaster(new Vector3(0, 0, 10), new Vector3(0, 0, -1));
    expect(host.pick(ray)?.componentId).toBe('F2');
    expect(host.pick(new Raycaster(new Vector3(50, 0, 10), new Vector3(0, 0, -1)))).toBeNull();
  });

  it('ticks while any layer animates, routes selection, data and the end of edits, disposes', async () => {
    const { host, log } = setup();
    await host.set([at('F1', 'sign', 0)]);
    expect(host.tick(0.016, 0)).toBe(true);
    expect(host.tick(0.016, 0)).toBe(false);
    host.setSelected(['F1']);
    host.setData({ _id: 'F1', type: 'sign' }, [{ v: 1 }], false);
    host.endEdit();
    host.dispose();
    expect(log.slice(-3)).toEqual(['data:F1:1:F1', 'endEdit', 'dispose']);
  });

  it('starts a point edit in the layer of its type, ends the others, and replays it to a layer loading later', async () => {
    const { host, log } = setup();
    await host.set([at('F1', 'sign', 0)]);
    host.editPoints({ _id: 'F2', type: 'pipeline' }, 1);
    expect(log.slice(-1)).toEqual(['endEdit']);
    await host.set([at('F1', 'sign', 0), at('F2', 'pipeline', 0)]);
    expect(log.slice(-2)).toEqual(['set:F2', 'editPoints:F2:1']);
    host.endEdit();
    await host.set([at('F1', 'sign', 0), at('F2', 'pipeline', 0)]);
    expect(log.filter((l) => l.startsWith('editPoints'))).toHaveLength(1);
  });
});
