import type { InstancedMesh } from 'three';
import { Raycaster, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Component3D } from '@twincanvas/model';
import { countDrawCalls } from '../../engine3d/objects/drawCalls';
import { MeshBuffers, appendTube, polylineLength } from '../../engine3d/objects/tube';
import { asTestLayer, headlessContext } from '../../engine3d/objects/testContext';
import { pointAt } from '../common3d/component';
import { pipelineDefinition } from './definition';
import { createPipelineLayer } from './layer';
import { insertPathPoint, movePathPoint, removePathPoint } from './points';

type PipelineLayer = ReturnType<typeof createPipelineLayer> & {
  groups: Map<
    string,
    {
      members: string[];
      paths: { speed(i: number): number };
      mesh: { geometry: { getAttribute(n: string): { count: number } } };
    }
  >;
};

function pipe(
  id: string,
  points: [number, number, number][],
  extra: Record<string, unknown> = {},
): Component3D {
  const c = pipelineDefinition.defaults({ x: 0, y: 0, z: 0 });
  return {
    ...c,
    _id: id,
    pointData: points.map(([x, y, z]) => pointAt({ x, y, z })),
    propertyData: { ...(c.propertyData as object), ...extra },
  };
}

describe('pipeline geometry', () => {
  it('a tube has a ring per point and its flow coordinate is metres along the path', () => {
    const out = new MeshBuffers();
    const length = appendTube(
      out,
      [
        { x: 0, y: 0, z: 0 },
        { x: 3, y: 0, z: 0 },
        { x: 3, y: 4, z: 0 },
      ],
      0.5,
      8,
      0,
    );
    expect(length).toBe(7);
    expect(
      polylineLength([
        { x: 0, y: 0, z: 0 },
        { x: 3, y: 0, z: 0 },
        { x: 3, y: 4, z: 0 },
      ]),
    ).toBe(7);
    expect(out.vertexCount).toBe(3 * 8);
    expect(out.indices.length).toBe(2 * 8 * 6);
    expect([out.arc[0], out.arc[8], out.arc[16]]).toEqual([0, 3, 7]);
    // Straight runs keep the radius.
    const p0 = new Vector3(out.positions[0], out.positions[1], out.positions[2]);
    expect(p0.length()).toBeCloseTo(0.5, 5);
  });
  it('ignores repeated points and paths shorter than two points', () => {
    const out = new MeshBuffers();
    expect(
      appendTube(
        out,
        [
          { x: 1, y: 1, z: 1 },
          { x: 1, y: 1, z: 1 },
        ],
        1,
        8,
        0,
      ),
    ).toBe(0);
    expect(out.vertexCount).toBe(0);
  });
});

describe('pipeline layer', () => {
  it('draws 100 same-style pipelines with flow in at most 5 draw calls', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createPipelineLayer(ctx) as PipelineLayer);
    layer.set(
      Array.from({ length: 100 }, (_, i) =>
        pipe(`F-${i}`, [
          [i, 0, 0],
          [i, 0, 20 + i],
          [i + 5, 3, 20 + i],
        ]),
      ),
    );
    expect(countDrawCalls(layer.root)).toBeLessThanOrEqual(5);
    expect(countDrawCalls(layer.root)).toBe(1);
    expect(layer.tick(0.1, 0.1)).toBe(true);
    layer.dispose();
  });

  it('speed is metres per second whatever the length, reversible, and bindable to a data field', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createPipelineLayer(ctx) as PipelineLayer);
    layer.set([
      pipe(
        'F-short',
        [
          [0, 0, 0],
          [1, 0, 0],
        ],
        { flowSpeed: 2 },
      ),
      pipe(
        'F-long',
        [
          [0, 0, 5],
          [500, 0, 5],
        ],
        { flowSpeed: 2, reverse: true },
      ),
      {
        ...pipe(
          'F-data',
          [
            [0, 0, 9],
            [10, 0, 9],
          ],
          { flowSpeedField: 'rate' },
        ),
        requestSource: { type: 'api' },
      },
    ]);
    const [group] = [...layer.groups.values()];
    const speed = (id: string) => group!.paths.speed(group!.members.indexOf(id));
    expect(speed('F-short')).toBe(2);
    expect(speed('F-long')).toBe(-2);
    layer.setData('F-data', [{ rate: 4.5 }], false);
    expect(speed('F-data')).toBe(4.5);
    layer.dispose();
  });

  it('no data is grey, a rule colour gets its own style group, a plain value shares one; hidden pipes draw nothing', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createPipelineLayer(ctx) as PipelineLayer);
    const hot = {
      ...pipe('F-1', [
        [0, 0, 0],
        [5, 0, 0],
      ]),
      requestSource: { type: 'api' as const },
      conditionData: {
        rules: [
          {
            id: 'r',
            field: 'value',
            match: { kind: 'range' as const, min: 80 },
            effect: { color: '#ff0000', flowSpeed: 0 },
          },
        ],
      },
    };
    layer.set([
      hot,
      pipe('F-2', [
        [0, 0, 3],
        [5, 0, 3],
      ]),
    ]);
    expect([...layer.groups.keys()].map((k) => k.split('|')[0])).toEqual(['#8c8c8c', '#1677ff']);
    layer.setData('F-1', [{ value: 90 }], false);
    expect([...layer.groups.keys()].map((k) => k.split('|')[0]).sort()).toEqual(['#1677ff', '#ff0000']);
    layer.setData('F-1', [{ value: 10 }], false);
    expect(layer.groups.size).toBe(1);
    const hidden = pipe('F-2', [
      [0, 0, 3],
      [5, 0, 3],
    ]);
    hidden.pointData![0]!.mainPoint!.showOn = false;
    layer.set([hot, hidden]);
    expect(countDrawCalls(layer.root)).toBe(1);
    layer.dispose();
  });

  it('picks a pipe and, while its points are edited, its point handles with their index', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createPipelineLayer(ctx) as PipelineLayer);
    const points: [number, number, number][] = [
      [-10, 0, 0],
      [10, 0, 0],
    ];
    layer.set([pipe('F-1', points, { radius: 1 })]);
    const ray = new Raycaster(new Vector3(0, 50, 0), new Vector3(0, -1, 0));
    expect(layer.pick(ray)).toMatchObject({ componentId: 'F-1' });
    const atHandle = () => new Raycaster(new Vector3(10, 50, 0), new Vector3(0, -1, 0));
    // Selection alone shows no handles: the end of the pipe is the pipe.
    layer.setSelected(['F-1']);
    expect(layer.pick(atHandle())).not.toHaveProperty('index');
    layer.editPoints('F-1', 1);
    expect(layer.pick(atHandle())).toMatchObject({ componentId: 'F-1', index: 1, onTop: true });
    const handles = layer.root.getObjectByName('path-handles') as InstancedMesh;
    expect(handles.count).toBe(2);
    // A point added (the document's new list) gets its handle; the handle far out is picked by its index.
    layer.set([pipe('F-1', [...points, [30, 0, 0]], { radius: 1 })]);
    expect(handles.count).toBe(3);
    const atNew = new Raycaster(new Vector3(30, 50, 0), new Vector3(0, -1, 0));
    expect(layer.pick(atNew)).toMatchObject({ componentId: 'F-1', index: 2 });
    // The bridge's EndPipelineEdit reaches the layer's endEdit: the handles go.
    layer.endEdit();
    expect(handles.visible).toBe(false);
    expect(layer.pick(atNew)).toEqual({ componentId: 'F-1', distance: expect.any(Number) });
    layer.dispose();
  });
});

describe('pipeline point editing', () => {
  const c = pipe('F-1', [
    [0, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
  ]);
  const xs = (list: ReturnType<typeof insertPathPoint>) =>
    list.map((p) => p.mainPoint?.transData?.position.x);
  it('adds, moves and deletes points without touching the original', () => {
    expect(xs(insertPathPoint(c, 0, { x: 0.5, y: 0, z: 0 }))).toEqual([0, 0.5, 1, 2]);
    expect(xs(insertPathPoint(c, 99, { x: 3, y: 0, z: 0 }))).toEqual([0, 1, 2, 3]);
    expect(xs(movePathPoint(c, 1, { x: 7, y: 1, z: 1 }))).toEqual([0, 7, 2]);
    expect(xs(removePathPoint(c, 1))).toEqual([0, 2]);
    expect(c.pointData).toHaveLength(3);
  });
  it('keeps at least two points', () => {
    const two = pipe('F-2', [
      [0, 0, 0],
      [1, 0, 0],
    ]);
    expect(removePathPoint(two, 0)).toHaveLength(2);
  });
});
