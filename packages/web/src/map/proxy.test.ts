import { describe, expect, it } from 'vitest';
import type { Component2D } from '@twincanvas/model';
import { deliveredUrls, withDeliveredAddress } from './proxy';

const item = (layerModel: Record<string, unknown>): Component2D =>
  ({ _id: 'Eitem00001', componentType: '4524', layerModel }) as unknown as Component2D;

describe('addresses a map item takes from its data', () => {
  it('an object or a first row with `url` replaces the stored address', () => {
    const stored = item({ url: 'https://a.example/old.geojson', opacity: 1 });
    const byObject = withDeliveredAddress(stored, { url: ' https://b.example/new.geojson ' });
    expect(byObject.layerModel).toEqual({ url: 'https://b.example/new.geojson', opacity: 1 });
    expect(deliveredUrls(stored, byObject)).toEqual(['https://b.example/new.geojson']);
    const byRow = withDeliveredAddress(stored, [
      { url: 'https://c.example/x.geojson' },
      { url: 'https://d.example/' },
    ]);
    expect((byRow.layerModel as { url: string }).url).toBe('https://c.example/x.geojson');
    // The stored item itself is left alone.
    expect((stored.layerModel as { url: string }).url).toBe('https://a.example/old.geojson');
  });

  it('a glTF item takes `modelUrl`; kinds without the field, and data without an address, change nothing', () => {
    const gltf = item({ modelUrl: '' });
    const drawn = withDeliveredAddress(gltf, [{ lng: 1, lat: 2, modelUrl: 'https://m.example/box.glb' }]);
    expect((drawn.layerModel as { modelUrl: string }).modelUrl).toBe('https://m.example/box.glb');
    const marker = item({ size: 10 });
    expect(withDeliveredAddress(marker, [{ url: 'https://link.example/' }])).toBe(marker);
    const geo = item({ url: '' });
    for (const data of [
      undefined,
      null,
      { type: 'FeatureCollection', features: [] },
      [],
      [{ url: '  ' }],
      { url: 3 },
    ])
      expect(withDeliveredAddress(geo, data)).toBe(geo);
    expect(deliveredUrls(geo, geo)).toEqual([]);
  });
});
