import { Raycaster, Vector2, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Component3D, Component3DType } from '@twincanvas/model';
import { countDrawCalls } from '../../engine3d/objects/drawCalls';
import { asTestLayer, headlessContext } from '../../engine3d/objects/testContext';
import { COMPONENTS_3D } from '../editingRegistry';
import { definition3DOf } from '../registry';

const TYPES: Component3DType[] = [
  'sign',
  'eventArea',
  'modelModule',
  'ligature',
  'trace',
  'regionalMap',
  'pipeline',
  'trail',
  'api',
  'heatMap',
  'others',
];

async function layerFor(type: string, list: Component3D[]) {
  const def = definition3DOf(type)!;
  const ctx = headlessContext();
  const layer = asTestLayer((await def.loadLayer())(ctx));
  layer.set(list);
  layer.tick?.(0.016, 0.016);
  return { ctx, layer: Object.assign(layer, { ctx }), def };
}

describe('3D kinds in the one registry', () => {
  it('every 3D type has exactly one definition with defaults, schema and a lazy layer', async () => {
    expect(COMPONENTS_3D.map((d) => d.type).sort()).toEqual([...TYPES].sort());
    for (const def of COMPONENTS_3D) {
      const c = def.defaults({ x: 1, y: 0, z: 2 });
      expect(c.type).toBe(def.type);
      expect(c._id).toMatch(/^F/);
      expect(c.styleList?.[0]?.id).toBe('_default');
      expect(def.propertySchema.every((f) => f.path && f.label.zh && f.label.en)).toBe(true);
      const factory = await def.loadLayer();
      const layer = factory(headlessContext());
      layer.set([c]);
      expect(layer.root.name).toBe(`layer:${def.type}`);
      layer.dispose();
    }
  });

  it('event areas: a box and a polygon are picked where they stand', async () => {
    const def = definition3DOf('eventArea')!;
    const box = { ...def.defaults({ x: 0, y: 0, z: 0 }, 'box'), _id: 'F-box' };
    const poly = { ...def.defaults({ x: 20, y: 0, z: 0 }, 'polygon'), _id: 'F-poly' };
    const { layer } = await layerFor('eventArea', [box, poly]);
    const down = (x: number, z: number) => new Raycaster(new Vector3(x, 50, z), new Vector3(0, -1, 0));
    expect(layer.pick(down(0, 0))?.componentId).toBe('F-box');
    expect(layer.pick(down(22, 2))?.componentId).toBe('F-poly');
    expect(layer.pick(down(10, 0))).toBeNull();
    expect(countDrawCalls(layer.root)).toBe(4);
  });

  it('trails move at their speed and fire 50101 at each point, the end flagged', async () => {
    const def = definition3DOf('trail')!;
    const trail = { ...def.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-trail' };
    const { layer, ctx } = await layerFor('trail', [trail]);
    // Path 0 → (10,0,0) → (10,0,10) at 5 m/s: the first point after 2 s, the end after 4 s.
    layer.tick(1.9, 1.9);
    expect(ctx.events).toEqual([]);
    layer.tick(0.2, 2.1);
    expect(ctx.events).toEqual([
      { componentId: 'F-trail', eventCode: '50101', data: { index: 1, name: '', end: false } },
    ]);
    layer.tick(2, 4.1);
    expect(ctx.events[1]).toMatchObject({ eventCode: '50101', data: { index: 2, end: true } });
    expect(layer.tick(1, 5.1)).toBe(false);
    expect(layer.command('F-trail', 'play')).toBe(true);
    expect(layer.command('F-trail', 'seek', { distance: 15 })).toBe(true);
    expect(layer.focusOf('F-trail')).toMatchObject({ x: 10, z: 5 });
  });

  it('a trail whose points are edited shows them as handles that pick by index, until the edit ends', async () => {
    const def = definition3DOf('trail')!;
    const trail = { ...def.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-trail' };
    const { layer } = await layerFor('trail', [trail]);
    const down = (x: number, z: number) => new Raycaster(new Vector3(x, 50, z), new Vector3(0, -1, 0));
    expect(layer.pick(down(10, 10))).toBeNull();
    layer.editPoints('F-trail', 2);
    expect(layer.pick(down(10, 10))).toMatchObject({ componentId: 'F-trail', index: 2, onTop: true });
    expect(layer.pick(down(10, 0))).toMatchObject({ index: 1 });
    layer.endEdit();
    expect(layer.pick(down(10, 10))).toBeNull();
  });

  it('trails replay a recorded track by time and scrub to a moment', async () => {
    const def = definition3DOf('trail')!;
    const trail = { ...def.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-t', propertyData: { autoplay: false } };
    const { layer } = await layerFor('trail', [trail]);
    layer.setData(
      'F-t',
      [
        { x: 0, y: 0, z: 0, time: 100 },
        { x: 0, y: 0, z: 40, time: 120 },
        { x: 10, y: 0, z: 40, time: 110 },
      ],
      false,
    );
    // Sorted by time: (0,0,0)@100, (10,0,40)@110, (0,0,40)@120.
    layer.command('F-t', 'seek', { time: 105 });
    expect(layer.focusOf('F-t')).toMatchObject({ x: 5, z: 20 });
  });

  it('ligatures and traces share one line draw; labels one placard batch', async () => {
    const lig = definition3DOf('ligature')!;
    const list = [0, 1, 2].map((i) => ({
      ...lig.defaults({ x: i, y: 0, z: 0 }),
      _id: `F-${i}`,
      propertyData: { text: `L${i}` },
    }));
    const { layer } = await layerFor('ligature', list);
    expect(countDrawCalls(layer.root)).toBe(3);
    const ray = new Raycaster(new Vector3(5, 30, 0), new Vector3(0, -1, 0));
    expect(layer.pick(ray)?.componentId).toBeDefined();
  });

  it('regional maps extrude their GeoJSON regions into one mesh and pick a region', async () => {
    const def = definition3DOf('regionalMap')!;
    const c = { ...def.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-map' };
    const { layer } = await layerFor('regionalMap', [c]);
    expect(countDrawCalls(layer.root)).toBe(1);
    // Region B lies east (+x) of region A.
    expect(layer.pick(new Raycaster(new Vector3(10, 30, 0), new Vector3(0, -1, 0)))).toMatchObject({
      componentId: 'F-map',
      index: 1,
    });
    expect(layer.pick(new Raycaster(new Vector3(-10, 30, 0), new Vector3(0, -1, 0)))).toMatchObject({
      index: 0,
    });
  });

  it('heat maps interpolate five sensors into their texture and update live from rows', async () => {
    const def = definition3DOf('heatMap')!;
    const sensors = [
      { name: 'A', x: -15, z: -15, value: 10 },
      { name: 'B', x: 15, z: -15, value: 30 },
      { name: 'C', x: 0, z: 0, value: 50 },
      { name: 'D', x: -15, z: 15, value: 70 },
      { name: 'E', x: 15, z: 15, value: 90 },
    ];
    const base = def.defaults({ x: 0, y: 0, z: 0 });
    const c = {
      ...base,
      _id: 'F-heat',
      propertyData: { ...(base.propertyData as object), sensors, resolution: 16 },
    };
    const { layer } = await layerFor('heatMap', [c]);
    const heat = (
      layer as unknown as {
        heats: Map<string, { texture: { image: { data: Uint8Array } }; values: Float32Array }>;
      }
    ).heats.get('F-heat')!;
    expect(heat.values.length).toBe(256);
    const before = Array.from(heat.values);
    layer.setData('F-heat', [{ name: 'C', value: 100 }], false);
    const centre = 8 * 16 + 8;
    expect(heat.values[centre]!).toBeGreaterThan(before[centre]!);
    expect(countDrawCalls(layer.root)).toBe(2);
  });

  it('a heat map on a module lies on the top of the model part its node path names', async () => {
    const { BoxGeometry, Group, Mesh, MeshBasicMaterial } = await import('three');
    const def = definition3DOf('heatMap')!;
    const ctx = headlessContext();
    const hall = new Group();
    hall.name = 'Workshop_A';
    const roof = new Mesh(new BoxGeometry(30, 10, 24), new MeshBasicMaterial());
    roof.name = 'Roof';
    roof.position.set(-35, 5, -15);
    hall.add(roof);
    ctx.scene.add(hall);
    ctx.scene.updateMatrixWorld(true);
    const base = def.defaults({ x: 0, y: 0, z: 0 });
    const layer = asTestLayer((await def.loadLayer())(ctx));
    layer.set([
      {
        ...base,
        _id: 'F-roof',
        propertyData: { ...(base.propertyData as object), surface: 'module', modulePath: 'Workshop_A/Roof' },
      },
    ]);
    const plane = layer.root.getObjectByName('heat:F-roof')!;
    expect(plane.position.x).toBeCloseTo(-35, 5);
    expect(plane.position.z).toBeCloseTo(-15, 5);
    expect(plane.position.y).toBeCloseTo(10.02, 5);
    expect([plane.scale.x, plane.scale.y]).toEqual([30, 24]);
  });

  it('batch placards: 1,000 rows are 1,000 placards in two draw calls, updated in place', async () => {
    const def = definition3DOf('api')!;
    const c = { ...def.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-api' };
    const { layer } = await layerFor('api', [c]);
    const rows = (k: number) =>
      Array.from({ length: 1000 }, (_, i) => ({
        name: `R${i}`,
        value: i + k,
        x: i % 40,
        y: 0,
        z: Math.floor(i / 40),
      }));
    layer.setData('F-api', rows(0), false);
    const batch = (layer as unknown as { batch: { count: number; cards: { capacity: number } } }).batch;
    expect(batch.count).toBe(1000);
    const capacity = batch.cards.capacity;
    layer.setData('F-api', rows(1), false);
    expect(batch.count).toBe(1000);
    expect(batch.cards.capacity).toBe(capacity);
    expect(countDrawCalls(layer.root)).toBe(2);
    layer.setData('F-api', rows(0).slice(0, 10), false);
    const flags = (layer as unknown as { batch: { anchors: { flags(i: number): number } } }).batch.anchors;
    const visible = Array.from({ length: 1000 }, (_, i) => flags.flags(i) & 1).reduce((a, b) => a + b, 0);
    expect(visible).toBe(10);
    const ray = new Raycaster();
    ray.setFromCamera(new Vector2(0, 0.02), layer.ctx.camera);
    expect(layer.pick(ray)).toMatchObject({ componentId: 'F-api', index: 0 });
  });

  it('model modules restyle the engine model part named by their path', async () => {
    const def = definition3DOf('modelModule')!;
    const { BoxGeometry, Mesh, MeshStandardMaterial, Group } = await import('three');
    const ctx = headlessContext();
    const floor = new Group();
    floor.name = 'floor1';
    const pump = new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial({ color: '#ffffff' }));
    pump.name = 'pump3';
    floor.add(pump);
    ctx.scene.add(floor);
    const layer = asTestLayer((await def.loadLayer())(ctx));
    const c = {
      ...def.defaults({ x: 0, y: 0, z: 0 }),
      _id: 'F-mod',
      requestSource: { type: 'api' as const },
      propertyData: { modulePath: 'floor1/pump3' },
      conditionData: {
        rules: [
          {
            id: 'r',
            field: 'value',
            match: { kind: 'range' as const, min: 80, minExclusive: true },
            effect: { color: '#ff0000', blink: true },
          },
        ],
      },
    };
    layer.set([c]);
    layer.setData('F-mod', [{ value: 95 }], false);
    expect((pump.material as InstanceType<typeof MeshStandardMaterial>).color.getHexString()).toBe('ff0000');
    expect(layer.tick(0.4, 0.4)).toBe(true);
    layer.setData('F-mod', [{ value: 10 }], false);
    expect((pump.material as InstanceType<typeof MeshStandardMaterial>).color.getHexString()).toBe('ffffff');
    layer.set([]);
    expect(pump.visible).toBe(true);
  });
});
