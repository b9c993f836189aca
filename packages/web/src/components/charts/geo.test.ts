import { describe, expect, it } from 'vitest';
import { chinaGeoJson, worldGeoJson } from './geo';
import { ZH_COUNTRY } from './map';

describe('shipped region outlines (world-atlas countries-110m)', () => {
  it('world has every country; China is mainland + Taiwan from the same outlines', () => {
    const world = worldGeoJson();
    expect(world.features.length).toBe(177);
    expect(
      chinaGeoJson()
        .features.map((f) => f.properties.name)
        .sort(),
    ).toEqual(['China', 'Taiwan']);
  });
  it('every Chinese country name maps to an outline', () => {
    const names = new Set(worldGeoJson().features.map((f) => f.properties.name));
    for (const en of Object.values(ZH_COUNTRY)) expect(names.has(en), en).toBe(true);
  });
});
