import type { InterleavedBufferAttribute } from 'three';
import { describe, expect, it } from 'vitest';
import { LayerHost } from '../../engine3d/layerHost';
import { countDrawCalls } from '../../engine3d/objects/drawCalls';
import type { PlacardBatch } from '../../engine3d/objects/placards';
import { GLYPH_SLOTS, CARD_SLOTS } from '../../engine3d/objects/placards';
import { headlessContext } from '../../engine3d/objects/testContext';
import { definition3DOf } from '../registry';

/** 1,000 rows of a batch placard component, their values moved by `k` (what one refresh answers). */
const rows = (k: number) =>
  Array.from({ length: 1000 }, (_, i) => ({
    name: `R${i % 10}`,
    value: (i * 7 + k) % 100,
    x: i % 40,
    y: 0,
    z: Math.floor(i / 40),
  }));

/** Everything a refresh could replace: meshes, geometry, attributes, buffers, textures, materials. */
function objectsOf(batch: PlacardBatch) {
  const parts = [batch.cards, batch.text].map((b) => {
    const g = b.mesh.geometry;
    const attribute = g.getAttribute('iColor') as InterleavedBufferAttribute;
    return { mesh: b.mesh, geometry: g, attribute, buffer: attribute.data, array: attribute.data.array };
  });
  return {
    parts,
    materials: [batch.cards.mesh.material, batch.text.mesh.material],
    anchorTexture: batch.anchors.texture,
    anchorData: batch.anchors.data,
    glyphTexture: batch.glyphs.texture,
    spriteTexture: batch.sprites.texture,
    children: [...batch.root.children],
  };
}

describe('batch placards updated every second', () => {
  it('one setData of 1,000 rows rebuilds nothing: same draw objects, buffers rewritten in place, one upload each', async () => {
    const ctx = headlessContext();
    const host = new LayerHost(ctx, definition3DOf);
    const c = { ...definition3DOf('api')!.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-api' };
    await host.set([c]);
    const batch = (host.layerOf('api') as unknown as { batch: PlacardBatch }).batch;
    // The first answer sizes the batch and draws the glyphs its labels use.
    host.setData(c, rows(0), false);
    expect(batch.count).toBe(1000);
    const before = objectsOf(batch);
    const glyphsUsed = batch.glyphs.atlas.used;
    const spritesUsed = batch.sprites.atlas.used;
    const versions = {
      anchors: batch.anchors.texture.version,
      cards: before.parts[0]!.buffer.version,
      text: before.parts[1]!.buffer.version,
    };
    const drawCalls = countDrawCalls(batch.root);
    const capacity = [batch.cards.capacity, batch.text.capacity];

    // The next second's answer: every value differs.
    host.setData(c, rows(1), false);

    const after = objectsOf(batch);
    // No geometry rebuild, no new draw objects or materials (no new shader program), no new textures.
    expect(after.children).toEqual(before.children);
    after.parts.forEach((p, i) => {
      const b = before.parts[i]!;
      expect(p.mesh).toBe(b.mesh);
      expect(p.geometry).toBe(b.geometry);
      expect(p.attribute).toBe(b.attribute);
      expect(p.buffer).toBe(b.buffer);
      expect(p.array).toBe(b.array);
    });
    expect(after.materials).toEqual(before.materials);
    expect(after.anchorTexture).toBe(before.anchorTexture);
    expect(after.anchorData).toBe(before.anchorData);
    expect(after.glyphTexture).toBe(before.glyphTexture);
    expect(after.spriteTexture).toBe(before.spriteTexture);
    expect([batch.cards.capacity, batch.text.capacity]).toEqual(capacity);
    // Nothing new drawn into the atlases (the digits and letters are already there).
    expect(batch.glyphs.atlas.used).toBe(glyphsUsed);
    expect(batch.sprites.atlas.used).toBe(spritesUsed);
    // Still two draw calls for 1,000 placards, and the same placards (no slot allocated or released).
    expect(countDrawCalls(batch.root)).toBe(drawCalls);
    expect(drawCalls).toBe(2);
    expect(batch.count).toBe(1000);
    // One upload of each buffer, limited to the slots in use.
    expect(batch.anchors.texture.version).toBe(versions.anchors + 1);
    expect(after.parts[0]!.buffer.version).toBe(versions.cards + 1);
    expect(after.parts[1]!.buffer.version).toBe(versions.text + 1);
    const uploaded = (i: number) =>
      after.parts[i]!.buffer.updateRanges.reduce((sum, r) => sum + r.count, 0) /
      after.parts[i]!.buffer.stride;
    expect(uploaded(0)).toBeLessThanOrEqual(1000 * CARD_SLOTS);
    expect(uploaded(1)).toBeLessThanOrEqual(1000 * GLYPH_SLOTS);
    // The change is one value-change event for the component, not one per row.
    expect(ctx.events.filter((e) => e.eventCode === '40108')).toHaveLength(1);
    host.dispose();
  });
});
