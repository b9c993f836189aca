import { describe, expect, it } from 'vitest';
import { offlineStyle, countryLabels } from './baseStyle';
import { BaseLabels, CITY_LAYER, CITY_MIN_ZOOM, PROVINCE_LAYER, type Outlines } from './chinaBase';
import provincesText from '../../../server/data/maps/china-provinces.geojson?raw';
import citiesText from '../../../server/data/maps/china-cities.geojson?raw';

describe('China on the offline base map', () => {
  it('the style has province borders at every zoom and city borders from zoom 5, from empty sources', () => {
    const style = offlineStyle();
    const provinces = style.layers.find((l) => l.id === PROVINCE_LAYER)!;
    const cities = style.layers.find((l) => l.id === CITY_LAYER)!;
    expect(provinces.type).toBe('line');
    expect(provinces.minzoom).toBeUndefined();
    expect(cities.minzoom).toBe(CITY_MIN_ZOOM);
    // Drawn over the countries: city borders under province borders, both after the land fill.
    const order = style.layers.map((l) => l.id);
    expect(order.indexOf('tc-base-land')).toBeLessThan(order.indexOf(CITY_LAYER));
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
});
