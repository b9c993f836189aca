import { expect, test } from '@playwright/test';
import { serverSignIn } from '../support/api';
import { openNewProject, saved } from '../support/editor';
import { firstPageComponents, projectWith, rect } from '../support/projects';
import { startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { sendJson, startUpstream, type Upstream } from '../support/upstream';
import {
  mapFigures,
  mapPanelAndPalette,
  onlyMapId,
  recordOutside,
  screenPoint,
  settledAt,
} from '../support/maps';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * Maps in real Chromium with software WebGL (docs/maps.md): a WebGL map with a GeoJSON layer, a heat
 * map and markers bound to an HTTP source on loopback; clicking a marker shows a 2D panel; the editor's
 * map context adds and orders items and searches a place. Figures are read from the map itself (deck.gl
 * rows and picking, MapLibre's rendered features after idle), never from pixels, and every request the
 * page makes is recorded: none may leave this machine.
 */
let server: RunningServer;
let upstream: Upstream;
let base = '';

const PLACES = [
  { name: '天安门', lng: 116.397428, lat: 39.90923, value: 90 },
  { name: '王府井', lng: 116.404928, lat: 39.91223, value: 60 },
  { name: '前门', lng: 116.397928, lat: 39.90073, value: 40 },
  { name: '西单', lng: 116.383928, lat: 39.90973, value: 75 },
  { name: '景山', lng: 116.397928, lat: 39.92073, value: 30 },
];

test.beforeAll(async () => {
  upstream = await startUpstream((_req, res) => sendJson(res, PLACES));
  base = upstream.url;
  server = await startServer({ DATA_ALLOW_HOSTS: '127.0.0.1/32' });
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

const MAP = 'Mmap000001';
const GEOJSON = 'Jgeojson01';
const HEAT = 'Jheat00001';
const MARKERS = 'Jmarker001';
const PANEL = 'Epanel0001';
const FLY = 'Eflyto0001';
/** Hangzhou's centre (WGS-84), where the fly-to button sends the map. */
const HANGZHOU: [number, number] = [120.155, 30.274];

test('a map with GeoJSON, a heat map and markers from an HTTP source; a marker click shows a panel; nothing leaves localhost', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await serverSignIn(server.url);
  const source = await api<{ id: string }>('remote/source/saveOrUpdate', {
    name: 'map-places',
    type: 'api',
    config: { url: `${base}/places` },
  });
  const live = { type: 'api', sourceId: source.id, requestType: 'GET' };
  const feature = (name: string, value: number, coordinates: number[][]) => ({
    type: 'Feature',
    properties: { name, value },
    geometry: { type: 'Polygon', coordinates: [coordinates] },
  });
  const map = {
    _id: MAP,
    componentName: '地图',
    componentType: '4501',
    componentRect: rect(40, 40, 1200, 700),
    mapModel: {
      center: [116.397428, 39.9105],
      zoom: 14,
      minZoom: 3,
      maxZoom: 20,
      pitch: 0,
      bearing: 0,
      baseStyle: 'offline',
      layer: [
        {
          _id: GEOJSON,
          componentName: '区域',
          componentType: '4524',
          zIndex: 1,
          layerModel: { fillColor: '#1890FF66', lineColor: '#1890FFFF', lineWidth: 2 },
          chartModel: {
            data: {
              type: 'FeatureCollection',
              features: [
                feature('故宫', 120, [
                  [116.392, 39.913],
                  [116.403, 39.913],
                  [116.403, 39.922],
                  [116.392, 39.922],
                  [116.392, 39.913],
                ]),
                feature('广场', 40, [
                  [116.394, 39.901],
                  [116.4, 39.901],
                  [116.4, 39.908],
                  [116.394, 39.908],
                  [116.394, 39.901],
                ]),
              ],
            },
          },
        },
      ],
      vector: [
        {
          _id: HEAT,
          componentName: '热力',
          componentType: '4543',
          zIndex: 2,
          layerModel: { radius: 40 },
          requestSource: live,
        },
      ],
      marker: [
        {
          _id: MARKERS,
          componentName: '地点',
          componentType: '4561',
          zIndex: 3,
          layerModel: { icon: 'circle', sizeMin: 30, sizeMax: 30 },
          requestSource: live,
        },
      ],
      pixels: [],
    },
    projectInteractionList: [
      {
        eventId: '40101',
        conditions: [
          {
            id: 'c1',
            logic: '&',
            ifs: [{ key: 'equal', type: '2D', target: MAP, targetKey: 'name', val: '天安门' }],
          },
        ],
        actions: { c1: [{ type: 'visibility', mode: 'show', targets: [PANEL] }] },
      },
    ],
  };
  const panel = {
    _id: PANEL,
    componentName: '详情',
    componentType: '2005',
    initStatus: false,
    componentRect: rect(1300, 40, 500, 120),
    textModel: { text: '天安门 详情', textStyle: { fontSize: 40, color: '#FFFFFFFF' } },
  };
  // A button flying the map to Hangzhou at zoom 7 (the interaction runner's mapFlyTo action).
  const flyButton = {
    _id: FLY,
    componentName: '飞到杭州',
    componentType: '2005',
    componentRect: rect(1300, 240, 400, 100),
    textModel: { text: '飞到杭州', textStyle: { fontSize: 40, color: '#FFFFFFFF' } },
    projectInteractionList: [
      {
        eventId: '40101',
        conditions: [],
        actions: {
          elseAction: [{ type: 'mapFlyTo', target: MAP, lng: HANGZHOU[0], lat: HANGZHOU[1], zoom: 7 }],
        },
      },
    ],
  };
  const made = await projectWith(api, 'map-viewer', [map, panel, flyButton]);

  const context = await browser.newContext({
    ...SOFTWARE_WEBGL,
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1920, height: 1080 },
  });
  const page = await context.newPage();
  const outside = recordOutside(page);
  await signIn(page);
  await page.goto(`/preview/${made.projectFlag}`);
  await expect(page.getByTestId(`map-${MAP}`)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });

  // The markers and the heat map draw the five rows the HTTP source answered; the GeoJSON layer its two.
  await expect
    .poll(async () => (await mapFigures(page, MAP)).drawn, { timeout: 60_000 })
    .toEqual({
      [GEOJSON]: 2,
      [HEAT]: 5,
      [MARKERS]: 5,
    });
  const { counts } = await mapFigures(page, MAP);
  // deck.gl picking over the whole view finds each marker and each GeoJSON area once.
  expect(counts.deck[MARKERS]).toBe(5);
  expect(counts.deck[GEOJSON]).toBe(2);
  // From province zooms on the offline base fills the sea, and the container shows the land's colour: a
  // fill costs a software-WebGL frame by its pixels, and inland (here) the sea covers none.
  expect(counts.fills).toBe('sea');
  // No full-screen sky pass under a base that names no sky (a quarter of a software-WebGL frame).
  expect(counts.sky).toBe(false);
  await expect(page.getByTestId('map-legend')).toContainText('热力');
  await shot(page, 'map-viewer');

  await expect(page.getByTestId(`view-${PANEL}`)).toHaveAttribute('data-visible', 'false');
  const at = await screenPoint(page, MAP, [PLACES[0]!.lng, PLACES[0]!.lat]);
  await page.mouse.click(at.x, at.y);
  // deck.gl picked the marker under the pointer, and the click ran the map's interaction with its row.
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const host = (
          window as unknown as {
            __tcMaps: Record<string, { lastClick: { itemId: string; row: { name?: string } } | null }>;
          }
        ).__tcMaps[id]!;
        return host.lastClick ? `${host.lastClick.itemId} ${host.lastClick.row.name}` : null;
      }, MAP),
    )
    .toBe(`${MARKERS} 天安门`);
  await expect(page.getByTestId(`view-${PANEL}`)).toHaveAttribute('data-visible', 'true');

  // The button flies the map to Hangzhou; there the offline base draws China's province borders and,
  // from zoom 5, its city borders — MapLibre's rendered features of the shipped outlines — and the sea
  // of the East China Sea.
  await page.getByTestId(`view-${FLY}`).click();
  await expect
    .poll(() => settledAt(page, MAP, HANGZHOU), { timeout: 30_000 })
    .toEqual({ near: true, zoom: 7 });
  await expect
    .poll(async () => {
      const { provinces, cities, base } = (await mapFigures(page, MAP)).counts;
      return { provinces: provinces > 0, cities: cities > 0, sea: base > 0 };
    })
    .toEqual({ provinces: true, cities: true, sea: true });
  await shot(page, 'map-viewer-hangzhou');
  expect(outside).toEqual([]);
  await context.close();
});

test('the editor: add a map, open it, add and order items; the map refusal of 2D copy', async ({ page }) => {
  test.setTimeout(120_000);
  const outside = recordOutside(page);
  await page.goto(server.url);
  const flag = await openNewProject(page, 'map-editor');
  await page.getByTestId('palette-4501').click();
  await expect(page.getByTestId('map-enter')).toBeVisible();
  await page.getByTestId('map-enter').click();
  await expect(page.getByTestId('map-panel')).toBeVisible();

  // Items: a GeoJSON layer, then a heat map, each on top (zIndex max + 1).
  await page.getByTestId('map-add-layer').click();
  await page.getByTestId('map-add-4524').click();
  await page.getByTestId('map-add-vector').click();
  await page.getByTestId('map-add-4543').click();
  const rows = page.locator('[data-testid^="map-item-J"]');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('map-item-properties')).toBeVisible();
  // Hide the heat map, then move it below the GeoJSON layer: both saved as ordinary document edits.
  await rows.filter({ hasText: '热力图' }).getByTestId('map-item-toggle').click();
  await rows.filter({ hasText: '热力图' }).getByTestId('map-item-down').click();
  await saved(page);
  type SavedMap = { mapModel: { layer: { zIndex: number }[]; vector: { zIndex: number; show: boolean }[] } };
  const [map] = await firstPageComponents<SavedMap>(page, flag);
  expect(map!.mapModel.layer.map((i) => i.zIndex)).toEqual([2]);
  expect(map!.mapModel.vector.map((i) => [i.zIndex, i.show])).toEqual([[1, false]]);

  // With the map open, 2D copy refuses (the container stays selected) — the refusal of docs/reference.md#copy-paste, reachable.
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('map-panel')).toHaveCount(0);
  await page.getByTestId('map-enter').click();
  await page.getByTestId('viewport').hover({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+c');
  await expect(page.locator('.ant-message')).toContainText(/地图/);

  // Place search (tc/searchCoordinate): pages of 20 over all of China; a pick flies the map there.
  const search = page.getByTestId('map-search').locator('input');
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/tc/searchCoordinate'));
  await search.fill('区');
  await search.press('Enter');
  expect((await asked).postDataJSON()).toMatchObject({
    keyword: '区',
    pageNum: 1,
    pageSize: 20,
    region: 'China',
  });
  await expect(page.getByTestId('map-search-result')).toHaveCount(20);
  // Twenty results and two items: the panel's lists stay in their own scrolling area above the palette.
  await shot(page, 'map-editor-panel');
  const layout = await mapPanelAndPalette(page);
  expect(layout.overlap, JSON.stringify(layout)).toBe(false);
  expect(layout.shown.bottom).toBeGreaterThan(layout.shown.top);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/tc/searchCoordinate'));
  await search.fill('杭州');
  await search.press('Enter');
  const found = (
    (await (await answered).json()) as { data: { list: { name: string; lng: number; lat: number }[] } }
  ).data.list[0]!;
  expect(found.name).toBe('杭州市');
  await page.getByTestId('map-search-result').first().click();
  const mapId = await onlyMapId(page);
  // A city is shown at zoom 10.
  await expect
    .poll(() => settledAt(page, mapId, [found.lng, found.lat]), { timeout: 30_000 })
    .toEqual({ near: true, zoom: 10 });

  // "Use the current view as default" stores where the search flew: centre and zoom are saved.
  await page.getByTestId('map-save-view').click();
  await saved(page);
  type SavedView = { _id: string; mapModel: { center: [number, number]; zoom: number } };
  const [stored] = await firstPageComponents<SavedView>(page, flag);
  expect(stored!._id).toBe(mapId);
  expect(Math.abs(stored!.mapModel.center[0] - found.lng)).toBeLessThan(0.01);
  expect(Math.abs(stored!.mapModel.center[1] - found.lat)).toBeLessThan(0.01);
  expect(stored!.mapModel.zoom).toBe(10);

  await shot(page, 'map-editor');
  expect(outside).toEqual([]);
});

test("the fly-to form: a button's map fly-to action made in the Interaction tab is saved and flies the map", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const outside = recordOutside(page);
  await page.goto(server.url);
  const flag = await openNewProject(page, 'map-fly-form');
  await page.getByTestId('palette-4501').click();
  await expect(page.locator('[data-map-ready="true"]'), 'the map drew').toHaveCount(1, { timeout: 60_000 });
  const mapId = await onlyMapId(page);
  await page.getByTestId('palette-2005').click();

  // Interaction tab: on click, fly the map to a place found with the place search.
  await page.locator('.tc-right').getByRole('tab', { name: '交互' }).click();
  await page.getByTestId('ix-add-event').click();
  await page.getByRole('menuitem', { name: '单击' }).click();
  await page.getByTestId('ix-0-else-add').click();
  const action = page.getByTestId('ix-0-else-0');
  // The action type list is virtual (only the first options exist): the keys reach the last, the fly-to.
  await action.locator('.ant-select').first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText(
    '地图飞到地点',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ix-map-target')).toBeVisible();
  await page.getByTestId('ix-map-target').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/tc/searchCoordinate'));
  await page.getByTestId('ix-map-place').locator('input').fill('杭州');
  const list = (
    (await (await answered).json()) as { data: { list: { name: string; lng: number; lat: number }[] } }
  ).data.list;
  const hangzhou = list.find((p) => p.name === '杭州市')!;
  expect(hangzhou, JSON.stringify(list.slice(0, 3))).toBeTruthy();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /杭州市$/ })
    .first()
    .click();
  await saved(page);

  // Saved: the button's click runs a fly-to of this map to Hangzhou at a city's zoom.
  type Saved = { componentType: string; projectInteractionList?: { actions: Record<string, object[]> }[] };
  const nodes = await firstPageComponents<Saved>(page, flag);
  const button = nodes.find((n) => n.componentType === '2005')!;
  const fly = button.projectInteractionList![0]!.actions.elseAction![0] as {
    type: string;
    target: string;
    lng: number;
    lat: number;
    zoom: number;
  };
  expect(fly).toMatchObject({ type: 'mapFlyTo', target: mapId, zoom: 10 });
  expect(Math.abs(fly.lng - hangzhou.lng)).toBeLessThan(1e-6);
  expect(Math.abs(fly.lat - hangzhou.lat)).toBeLessThan(1e-6);

  // Running it: the map starts at its default (Beijing, zoom 15) and the click flies it to Hangzhou.
  const buttonId = (button as unknown as { _id: string })._id;
  await page.goto(`/preview/${flag}`);
  await expect(page.getByTestId(`map-${mapId}`)).toHaveAttribute('data-map-ready', 'true', {
    timeout: 60_000,
  });
  await expect
    .poll(() => settledAt(page, mapId, [hangzhou.lng, hangzhou.lat]), { timeout: 30_000 })
    .toEqual({ near: false, zoom: 15 });
  await page.getByTestId(`view-${buttonId}`).click();
  await expect
    .poll(() => settledAt(page, mapId, [hangzhou.lng, hangzhou.lat]), {
      timeout: 60_000,
      message: 'the map settled over Hangzhou at zoom 10',
    })
    .toEqual({ near: true, zoom: 10 });
  expect(outside).toEqual([]);
});
