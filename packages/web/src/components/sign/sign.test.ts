import { Raycaster, Vector2 } from 'three';
import { describe, expect, it, vi } from 'vitest';
import type { Component3D } from '@twincanvas/model';
import { ANCHOR_BLINK, ANCHOR_VISIBLE } from '../../engine3d/objects/billboards';
import { countDrawCalls } from '../../engine3d/objects/drawCalls';
import { CARD_SLOTS } from '../../engine3d/objects/placards';
import type { PlacardBatch } from '../../engine3d/objects/placards';
import { asTestLayer, headlessContext } from '../../engine3d/objects/testContext';
import { signDefinition } from './definition';
import { signEditing } from './editing';
import { createSignLayer } from './layer';
import { PLACARD_KINDS } from './look';

type SignLayer = ReturnType<typeof createSignLayer> & {
  batch: PlacardBatch;
};

const SIMPLE = ['CommonPlacard', 'LinePlacard', 'IconPlacard', 'BarPlacard', 'ImagePlacard'];

function placards(n: number): Component3D[] {
  return Array.from({ length: n }, (_, i) => {
    const c = signDefinition.defaults(
      { x: (i % 100) * 3, y: 0, z: Math.floor(i / 100) * 3 },
      SIMPLE[i % SIMPLE.length],
    );
    return {
      ...c,
      _id: `F-${i}`,
      name: `P${i}`,
      propertyData: { ...(c.propertyData as object), text: `Tank ${i}` },
    };
  });
}

describe('sign placards', () => {
  it('offers the eight placard kinds, Common by default', () => {
    expect(signEditing.subTypes?.map((s) => s.value)).toEqual([...PLACARD_KINDS]);
    const c = signDefinition.defaults({ x: 1, y: 2, z: 3 });
    expect(c).toMatchObject({ type: 'sign', subType: 'CommonPlacard' });
    expect(c.pointData?.[0]?.mainPoint?.transData?.position).toEqual({ x: 1, y: 2, z: 3 });
  });

  it('draws 10,000 simple placards in at most 10 draw calls (two batches)', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createSignLayer(ctx) as SignLayer);
    layer.set(placards(10_000));
    expect(countDrawCalls(layer.root)).toBeLessThanOrEqual(10);
    expect(countDrawCalls(layer.root)).toBe(2);
    expect(layer.batch.count).toBe(10_000);
    expect(layer.batch.cards.slotCount).toBe(10_000 * CARD_SLOTS);
    // Only sized slots are drawn: a card each, plus a stem, an icon, a bar and its fill, or an image.
    expect(layer.batch.cards.count).toBe(10_000 + 2_000 + 2_000 + 4_000 + 2_000);
    layer.dispose();
  });

  it('10,000 placards with a source each: a refresh uploads the batch once, on the next frame', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createSignLayer(ctx) as SignLayer);
    const list = placards(10_000).map((c) => ({ ...c, requestSource: { type: 'api' as const } }));
    layer.set(list);
    layer.tick(0.016, 0.016); // the first frame lays out the view (its clusters commit once)
    const commit = vi.spyOn(layer.batch, 'commit');
    for (const c of list) layer.setData(c._id, [{ name: c.name, value: 7 }], false);
    // A commit walks every placard: one per answer was 10,000 × 10,000 steps a refresh.
    expect(commit).toHaveBeenCalledTimes(0);
    layer.tick(0.016, 0.032);
    expect(commit).toHaveBeenCalledTimes(1);
    expect((layer as unknown as { probe(id: string): { text: string } }).probe('F-9999').text).toBe(
      'P9999 7',
    );
    layer.dispose();
  });

  it('a rule value > 80 turns the placard red and blinking when the row changes', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createSignLayer(ctx) as SignLayer);
    const base = signDefinition.defaults({ x: 0, y: 0, z: 0 });
    const c: Component3D = {
      ...base,
      _id: 'F-1',
      requestSource: { type: 'api' as const },
      conditionData: {
        rules: [
          {
            id: 'r',
            field: 'value',
            match: { kind: 'range', min: 80, minExclusive: true },
            effect: { color: '#ff0000', blink: true },
          },
        ],
      },
    };
    layer.set([c]);
    const card = () => {
      const colour = layer.batch.cards.mesh.geometry.getAttribute('iColor');
      return [colour.getX(0), colour.getY(0), colour.getZ(0), colour.getW(0)];
    };
    layer.setData('F-1', [{ name: 'Boiler', value: 42 }], false);
    expect(layer.batch.anchors.flags(0) & ANCHOR_BLINK).toBe(0);
    layer.setData('F-1', [{ name: 'Boiler', value: 95 }], false);
    // Uploaded by the next frame.
    layer.tick(0.016, 0.016);
    expect(card()).toEqual([1, 0, 0, 1]);
    expect(layer.batch.anchors.flags(0) & (ANCHOR_BLINK | ANCHOR_VISIBLE)).toBe(
      ANCHOR_BLINK | ANCHOR_VISIBLE,
    );
    // Value change (40108) is the layer host's, for every kind (common3d/hostData.test.ts).
    expect(ctx.events).toEqual([]);
    layer.setData('F-1', [{ name: 'Boiler', value: 95 }], true);
    expect(layer.batch.anchors.flags(0) & ANCHOR_BLINK).toBe(0);
    layer.dispose();
  });

  it('picks the placard under the pointer and hides with pointData[0].showOn', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createSignLayer(ctx) as SignLayer);
    const c = { ...signDefinition.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-7' };
    layer.set([c]);
    layer.tick(0.016, 0.016);
    const ray = new Raycaster();
    // Just above the anchor: the card sits above its point.
    ray.setFromCamera(new Vector2(0, 0.04), ctx.camera);
    expect(layer.pick(ray)?.componentId).toBe('F-7');
    ray.setFromCamera(new Vector2(0.8, 0.8), ctx.camera);
    expect(layer.pick(ray)).toBeNull();
    const hidden = { ...c, pointData: [{ mainPoint: { ...c.pointData![0]!.mainPoint!, showOn: false } }] };
    layer.set([hidden]);
    expect(layer.batch.anchors.flags(0) & ANCHOR_VISIBLE).toBe(0);
    layer.dispose();
  });

  it('a rich placard near the camera is HTML only: its icon placard is not drawn meanwhile', () => {
    const ctx = headlessContext();
    // The overlay lives beside the canvas, in its parent.
    document.createElement('div').appendChild(ctx.renderer.domElement);
    const layer = asTestLayer(createSignLayer(ctx) as SignLayer & { overlay: { visibleIds: string[] } });
    const c = { ...signDefinition.defaults({ x: 0, y: 0, z: 0 }, 'InfoPlacard'), _id: 'F-info' };
    const near = { ...c, propertyData: { ...(c.propertyData as object), nearDistance: 500 } };
    layer.set([near]);
    layer.tick(0.016, 0.016);
    expect(layer.overlay.visibleIds).toEqual(['F-info']);
    expect(layer.batch.anchors.flags(0) & ANCHOR_VISIBLE).toBe(0);
    // Out of reach: no HTML, the icon placard again.
    layer.set([{ ...c, propertyData: { ...(c.propertyData as object), nearDistance: 10 } }]);
    ctx.camera.position.x += 1; // a camera move, which is when the overlay is placed
    ctx.camera.updateMatrixWorld();
    layer.tick(0.016, 0.016);
    expect(layer.overlay.visibleIds).toEqual([]);
    expect(layer.batch.anchors.flags(0) & ANCHOR_VISIBLE).not.toBe(0);
    layer.dispose();
  });

  it('clusters overlapping far placards and shows a count badge on the leader', () => {
    const ctx = headlessContext();
    const layer = asTestLayer(createSignLayer(ctx) as SignLayer);
    const list = [0, 1, 2].map((i) => ({
      ...signDefinition.defaults({ x: i * 0.2, y: 0, z: -400 }),
      _id: `F-${i}`,
    }));
    layer.set(list);
    layer.tick(0.016, 0.016);
    const flags = [0, 1, 2].map((i) => layer.batch.anchors.flags(i) & ANCHOR_VISIBLE);
    expect(flags).toEqual([ANCHOR_VISIBLE, 0, 0]);
    const badge = layer.batch.cards.rect(0 * CARD_SLOTS + 3, new Float32Array(4));
    expect(badge[2]).toBeGreaterThan(0);
    // Clustered placards are not drawn at all: one card and its badge remain.
    expect(layer.batch.cards.count).toBe(2);
    layer.dispose();
  });
});
