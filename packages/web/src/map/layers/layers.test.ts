import { describe, expect, it } from 'vitest';
import type { Layer } from '@deck.gl/core';
import { COMPONENTS_MAP, mapLayerEditingOf as mapLayerDefinitionOf } from '../../components/editingRegistry';
import type { MapLayerOutput } from '../types';
import { iconAtlas, iconOf } from './markers';
import { timeSpan, withTimes } from './motion';
import { joinRegions, normaliseGeoJson, wallQuads } from './shapes';
import { pmtilesUrl, wmsTemplate, wmtsTemplate } from './tiles';

const identity = (p: [number, number]) => p;

/** Builds one kind's sample item the way the map host does. */
async function build(
  code: number,
  layerModel: Record<string, unknown> = {},
  zoom = 14,
  delivered?: unknown[],
): Promise<MapLayerOutput> {
  const def = mapLayerDefinitionOf(code)!;
  const item = def.defaults();
  item.layerModel = { ...(item.layerModel as object), ...layerModel };
  const stored = item.chartModel?.data as unknown;
  const builder = await def.loadLayer();
  return builder({
    item,
    id: item._id,
    rows: Array.isArray(stored) ? stored : [],
    delivered: delivered ?? (Array.isArray(stored) ? undefined : stored),
    shift: identity,
    time: 0,
    zoom,
    bounds: [115.5, 39.5, 117.5, 40.5],
  });
}

const dataOf = (layer: Layer | undefined): unknown[] => {
  const data = layer?.props.data as unknown;
  if (Array.isArray(data)) return data;
  return (data as { features?: unknown[] } | undefined)?.features ?? [];
};

describe('map item kinds', () => {
  it('every map code of the catalogue has one definition, in the list its code range says', () => {
    const codes = COMPONENTS_MAP.flatMap((d) => d.typeCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [
      4520, 4521, 4522, 4523, 4524, 4540, 4541, 4542, 4543, 4544, 4545, 4546, 4547, 4548, 4561, 4562, 4563,
      4625, 4642, 4662, 4663, 4680,
    ])
      expect(mapLayerDefinitionOf(code), String(code)).toBeDefined();
    expect(mapLayerDefinitionOf(4543)?.mapClass).toBe('vector');
    expect(mapLayerDefinitionOf(4561)?.mapClass).toBe('marker');
    expect(mapLayerDefinitionOf(4680)?.mapClass).toBe('pixels');
    expect(mapLayerDefinitionOf(4625)?.containers).toEqual([4601]);
  });

  it('a new item gets a map item id (J…), its kind code, sample rows and its own layer model', () => {
    const item = mapLayerDefinitionOf(4561)!.defaults();
    expect(item._id).toMatch(/^J/);
    expect(item.componentType).toBe('4561');
    expect((item.chartModel?.data as unknown[]).length).toBe(5);
    expect(mapLayerDefinitionOf(4523)!.defaults().chartModel).toBeUndefined();
  });

  it('every kind starts with the defaults its fields declare (opacity, legend, URL), its own values over them', () => {
    for (const def of COMPONENTS_MAP) {
      const model = def.defaults().layerModel as Record<string, unknown>;
      for (const f of def.propertySchema) {
        const key = /^layerModel\.(\w+)$/.exec(f.path)?.[1];
        if (key && f.defaultValue !== undefined && key !== 'opacity')
          expect(model[key], `${def.typeCodes[0]} ${key}`).toEqual(f.defaultValue);
      }
      // The MVT kind draws its fill see-through by default, over the field's 1.
      expect(model.opacity, String(def.typeCodes[0])).toBe(def.typeCodes[0] === 4522 ? 0.8 : 1);
    }
    // Polygons, 3D polygons and real-map regions share one colour style.
    const styles = [4541, 4542, 4642].map((code) => {
      const m = mapLayerDefinitionOf(code)!.defaults().layerModel as Record<string, unknown>;
      return [m.colorFrom, m.colorTo, m.lineColor];
    });
    expect(new Set(styles.map((s) => s.join()))).toEqual(new Set(['#BAE7FFCC,#0050B3CC,#FFFFFFFF']));
  });

  it.each([
    [4524, 3],
    [4540, 2],
    [4541, 2],
    [4542, 2],
    [4543, 5],
    [4544, 3],
    [4545, 5], // 3 + 2 segments: one quad each
    [4546, 2],
    [4561, 5],
    [4562, 5],
    [4662, 5],
    [4663, 5],
    [4680, 5],
  ])('kind %i draws its sample rows as %i objects, with a legend where it has one', async (code, count) => {
    const out = await build(code);
    expect(out.deck?.length).toBeGreaterThanOrEqual(1);
    expect(dataOf(out.deck![0]).length).toBe(count);
    expect(out.deck![0]!.id.startsWith('J')).toBe(true);
    if (![4562, 4663].includes(code)) expect(out.legend).toBeDefined();
  });

  it('the extruded polygon rises by value; the planar one stays flat', async () => {
    expect((await build(4542)).deck![0]!.props).toMatchObject({ extruded: true });
    expect((await build(4541)).deck![0]!.props).toMatchObject({ extruded: false });
  });

  it('clustered markers: far out the five points are one cluster, close in they are five icons', async () => {
    const far = await build(4563, {}, 3);
    expect(far.viewDependent).toBe(true);
    const clusters = far.deck!.find((l) => l.id.endsWith('::clusters'));
    expect(dataOf(clusters)).toEqual([expect.objectContaining({ count: 5 })]);
    expect(dataOf(far.deck![0])).toHaveLength(0);
    const near = await build(4563, {}, 19);
    expect(dataOf(near.deck![0])).toHaveLength(5);
  });

  it('trajectories have a time range (the scrubber) from their times plus the trail', async () => {
    const out = await build(4546, { trailLength: 20 });
    expect(out.timeRange).toEqual([0, 80]);
    expect(
      timeSpan(
        withTimes([
          {
            path: [
              [0, 0],
              [1, 1],
            ],
            timestamps: null,
            value: 1,
            name: '',
            row: {},
          },
        ]),
      ),
    ).toEqual([0, 10]);
  });

  it('region colouring joins rows by name onto the built-in countries', async () => {
    const out = await build(4642);
    const features = dataOf(out.deck![0]) as { properties: { name: string; value: number | null } }[];
    expect(features.find((f) => f.properties.name === 'China')?.properties.value).toBe(100);
    expect(features.filter((f) => f.properties.value !== null)).toHaveLength(3);
    // Chinese names join onto the built-in countries as well, and the feature shows the row's name.
    const zh = await build(4642, {}, 14, [
      { name: '法国', value: 7 },
      { name: 'China', value: 5 },
    ]);
    const zhFeatures = dataOf(zh.deck![0]) as { properties: { name: string; value: number | null } }[];
    expect(zhFeatures.filter((f) => f.properties.value !== null).map((f) => f.properties)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '法国', value: 7 }),
        expect.objectContaining({ name: 'China', value: 5 }),
      ]),
    );
    const joined = joinRegions({ type: 'FeatureCollection', features: [] }, [{ name: 'x', value: 'NaN' }]);
    expect(joined.values).toEqual([]);
  });

  it('glTF models and 3D Tiles draw nothing until they have a URL', async () => {
    expect((await build(4547)).deck).toBeUndefined();
    expect((await build(4548)).deck).toBeUndefined();
    expect((await build(4547, { modelUrl: '/files/truck.glb' })).deck).toHaveLength(1);
    expect((await build(4548, { url: '/tiles/tileset.json' })).deck).toHaveLength(1);
  });

  it('tile layers become MapLibre sources and layers; PMTiles addresses go through the protocol', async () => {
    expect(await build(4523)).toEqual({});
    const raster = await build(4523, { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    const [id] = Object.keys(raster.sources!);
    expect(raster.sources![id!]).toMatchObject({
      type: 'raster',
      tiles: ['http://127.0.0.1:9/{z}/{x}/{y}.png'],
    });
    expect(raster.styleLayers![0]).toMatchObject({ type: 'raster', source: id });
    const archive = await build(4522, {
      url: '/api/map/tiles/city.pmtiles',
      sourceLayer: 'roads',
      geometry: 'line',
    });
    expect(Object.values(archive.sources!)[0]).toEqual({
      type: 'vector',
      url: 'pmtiles:///api/map/tiles/city.pmtiles',
    });
    expect(archive.styleLayers![0]).toMatchObject({ type: 'line', 'source-layer': 'roads' });
    expect(pmtilesUrl('pmtiles://x')).toBe('pmtiles://x');
    expect(pmtilesUrl('http://a/b.png')).toBeNull();
  });

  it('WMS and WMTS addresses become tile templates', () => {
    const wms = wmsTemplate('http://h/wms?map=x', 'roads', 'image/png');
    expect(wms).toContain('http://h/wms?map=x&SERVICE=WMS');
    expect(wms).toContain('LAYERS=roads');
    expect(wms).toContain('BBOX={bbox-epsg-3857}');
    expect(wmtsTemplate('http://h/{TileMatrix}/{TileRow}/{TileCol}.png', '', '', '', '')).toBe(
      'http://h/{z}/{y}/{x}.png',
    );
    const kvp = wmtsTemplate('http://h/wmts', 'img', 'w', 'default', 'image/jpeg');
    expect(kvp).toContain('TILEMATRIX={z}&TILEROW={y}&TILECOL={x}');
    expect(kvp).toContain('LAYER=img');
  });

  it('walls: one quad per segment, as wide as asked', () => {
    const [quad] = wallQuads(
      [
        {
          path: [
            [116, 40],
            [116.01, 40],
          ] as [number, number][],
        },
      ],
      20,
    );
    const widthDeg = quad!.polygon[0]![1] - quad!.polygon[3]![1];
    expect(widthDeg * 111320).toBeCloseTo(20, 3);
  });

  it('GeoJSON values are normalised: a bare geometry or feature becomes a collection, cut at ±180°', () => {
    expect(normaliseGeoJson({ type: 'Point', coordinates: [1, 2] }, identity).features).toHaveLength(1);
    const line = normaliseGeoJson(
      {
        type: 'LineString',
        coordinates: [
          [170, 0],
          [-170, 0],
        ],
      },
      identity,
    );
    expect(line.features[0]!.geometry.type).toBe('MultiLineString');
    expect(normaliseGeoJson('nonsense', identity).features).toEqual([]);
  });

  it('marker icons come from an atlas drawn on a canvas: nothing is fetched', () => {
    expect(iconOf('star')).toBe('star');
    expect(iconOf('unknown')).toBe('pin');
    expect(Object.keys(iconAtlas().mapping)).toEqual(['pin', 'circle', 'square', 'star']);
  });
});
