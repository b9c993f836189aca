import { describe, expect, it } from 'vitest';
import { offlineStyle, countryLabels, outlineData } from './baseStyle';
import { BaseLabels, CITY_LAYER, CITY_MIN_ZOOM, PROVINCE_LAYER, type Outlines } from './chinaBase';
import provincesText from '../../../server/data/maps/china-provinces.geojson?raw';
import citiesText from '../../../server/data/maps/china-cities.geojson?raw';

describe('China on the offline base map', () => {
  it('the style has province borders at every zoom and city borders from zoom 5, from the one outline source', () => {
    const style = offlineStyle();
    // One source (one set of tile masks per frame) and no background layer (the container shows it).
    expect(Object.keys(style.sources)).toEqual(['tc-outlines']);
    expect(style.layers.map((l) => l.type)).not.toContain('background');
    expect(new Set(style.layers.map((l) => ('source' in l ? l.source : null)))).toEqual(
      new Set(['tc-outlines']),
    );
    const provinces = style.layers.find((l) => l.id === PROVINCE_LAYER)!;
    const cities = style.layers.find((l) => l.id === CITY_LAYER)!;
    expect(provinces.type).toBe('line');
    expect(provinces.minzoom).toBeUndefined();
    expect(cities.minzoom).toBe(CITY_MIN_ZOOM);
    // Drawn over the fills: city borders under province borders, both after the land or sea fill.
    const order = style.layers.map((l) => l.id);
    expect(order.indexOf('tc-base-land')).toBeLessThan(order.indexOf(CITY_LAYER));
    expect(order.indexOf('tc-base-sea')).toBeLessThan(order.indexOf(CITY_LAYER));
    expect(order.indexOf(CITY_LAYER)).toBeLessThan(order.indexOf(PROVINCE_LAYER));
  });

  it('names: countries zoomed out, the 34 provinces from 3.5, the cities from 5.5, in either language', () => {
    const labels = new BaseLabels(countryLabels);
    labels.configure(true, 'zh');
    const visible = (zoom: number) =>
      Object.fromEntries(
        labels
          .layers(zoom)
          .filter((l) => l.props.visible)
          .map((l) => [l.id, (l.props.data as unknown[]).length]),
      );
    expect(Object.keys(visible(4))).toEqual(['tc-base-labels-countries']);
    // Countries too are named in the UI's language (world-atlas has English names only).
    const countries = () =>
      (
        labels.layers(2).find((l) => l.id === 'tc-base-labels-countries')!.props.data as { text: string }[]
      ).map((d) => d.text);
    expect(countries()).toEqual(
      expect.arrayContaining(['中国', '法国', '美国', '俄罗斯', '科索沃', '索马里兰']),
    );
    expect(countries()).not.toContain('France');
    labels.setOutlines({
      provinces: JSON.parse(provincesText) as Outlines,
      cities: JSON.parse(citiesText) as Outlines,
    });
    expect(Object.keys(visible(2))).toEqual(['tc-base-labels-countries']);
    expect(visible(4)).toEqual({ 'tc-base-labels-provinces': 34 });
    expect(visible(6)['tc-base-labels-cities']).toBeGreaterThan(300);
    expect(labels.changedAt(6)).toBe(false);
    expect(labels.changedAt(12)).toBe(true);
    const zh = labels.layers(4).find((l) => l.id === 'tc-base-labels-provinces')!;
    expect((zh.props.data as { text: string }[]).map((d) => d.text)).toContain('浙江省');
    labels.configure(true, 'en');
    const en = labels.layers(4).find((l) => l.id === 'tc-base-labels-provinces')!;
    expect((en.props.data as { text: string }[]).map((d) => d.text)).toContain('Zhejiang');
    expect(countries()).toEqual(expect.arrayContaining(['China', 'France', 'United States of America']));
    expect(countries()).not.toContain('法国');
    labels.configure(false, 'en');
    expect(labels.layers(4)).toEqual([]);
  });

  it("the outline source holds the sea and the countries at first, then China's provinces and cities, each tagged", () => {
    const levels = (fc: GeoJSON.FeatureCollection) =>
      fc.features.reduce<Record<string, number>>((n, f) => {
        const level = String(f.properties?.tcLevel);
        n[level] = (n[level] ?? 0) + 1;
        return n;
      }, {});
    expect(levels(outlineData())).toEqual({ sea: 1, country: expect.any(Number) });
    const china = {
      provinces: JSON.parse(provincesText) as Outlines,
      cities: JSON.parse(citiesText) as Outlines,
    };
    const all = levels(outlineData(china));
    expect(all.province).toBe(china.provinces.features.length);
    expect(all.city).toBe(china.cities.features.length);
    expect(all.country).toBe(levels(outlineData()).country);
  });
});
