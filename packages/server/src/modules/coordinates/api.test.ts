import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, poster, type Who } from '../../test/workspace.js';

/** A real geocoder on loopback speaking the Nominatim search interface, answering in GCJ-02. */
let geocoder: Server;
let geocoderUrl: string;
const asked: string[] = [];
let t: TestApp;
let guarded: TestApp;
let who: Who;

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    asked.push(u.searchParams.get('q') ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        {
          display_name: '断桥, 白堤, 西湖区, 杭州市, 浙江省, 中国',
          name: '断桥',
          lat: '30.2588',
          lon: '120.1518',
        },
        { display_name: 'broken', lat: 'x', lon: '1' },
      ]),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`;
  t = await createTestApp({ geocoderUrl, geocoderCrs: 'GCJ02', dataAllowHosts: ['127.0.0.1'] });
  // The same geocoder without the allow list: the address guard must refuse loopback.
  guarded = await createTestApp({ geocoderUrl });
  who = await member(t);
});
afterAll(async () => {
  await t.close();
  await guarded.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

describe('tc/searchCoordinate', () => {
  it('searches the shipped divisions by name, pinyin and code, 20 a page, in the asked coordinate system', async () => {
    const post = poster(t, who);
    const zh = await post('/tc/searchCoordinate', { keyword: '杭州' });
    expect(zh.status).toBe(200);
    expect(zh.body.data).toMatchObject({ pageNum: 1, pageSize: 20, source: 'offline' });
    expect(zh.body.data.list[0]).toMatchObject({
      code: '330100',
      name: '杭州市',
      level: 'city',
      coordinateSystem: 'WGS84',
    });
    const py = await post('/tc/searchCoordinate', { keyword: 'hangzhou', coordinateSystem: 'GCJ-02' });
    expect(py.body.data.list[0].code).toBe('330100');
    expect(py.body.data.list[0].coordinateSystem).toBe('GCJ02');
    // The same place, shifted by GCJ-02's offset (a few hundred metres east).
    expect(py.body.data.list[0].lng - zh.body.data.list[0].lng).toBeGreaterThan(0.002);
    const code = await post('/tc/searchCoordinate', { keyword: '110105' });
    expect(code.body.data.list).toHaveLength(1);
    expect(code.body.data.list[0]).toMatchObject({ name: '朝阳区', fullName: '北京市 朝阳区' });
  });

  it('pages through many answers without repeats', async () => {
    const post = poster(t, who);
    const p1 = (await post('/tc/searchCoordinate', { keyword: '区' })).body.data;
    expect(p1.list).toHaveLength(20);
    expect(p1.total).toBeGreaterThan(20);
    const p2 = (await post('/tc/searchCoordinate', { keyword: '区', pageNum: 2 })).body.data;
    expect(p2.pageNum).toBe(2);
    const codes1 = p1.list.map((p: { code: string }) => p.code);
    const codes2 = p2.list.map((p: { code: string }) => p.code);
    expect(codes2.some((c: string) => codes1.includes(c))).toBe(false);
    const last = (await post('/tc/searchCoordinate', { keyword: '区', pageNum: 1000 })).body.data;
    expect(last.list).toEqual([]);
    expect(last.total).toBe(p1.total);
  });

  it('limits to a region and refuses an unknown one in both languages', async () => {
    const post = poster(t, who);
    const bj = (await post('/tc/searchCoordinate', { keyword: '朝阳区', region: '北京' })).body.data;
    expect(bj.list.map((p: { code: string }) => p.code)).toEqual(['110105']);
    const zh = await post('/tc/searchCoordinate', { keyword: '朝阳', region: 'Atlantis' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('未知的地区');
    const en = await t.call({
      method: 'POST',
      url: '/api/tc/searchCoordinate',
      token: who.token,
      group: who.groupId,
      headers: { 'accept-language': 'en' },
      payload: { keyword: '朝阳', region: 'Atlantis' },
    });
    expect(en.status).toBe(400);
    expect(en.body.msg).toContain('Unknown region');
  });

  it('asks the online geocoder only for what the shipped data does not know, converting its GCJ-02 to WGS-84', async () => {
    const post = poster(t, who);
    asked.length = 0;
    await post('/tc/searchCoordinate', { keyword: '上海' });
    expect(asked).toEqual([]);
    const res = await post('/tc/searchCoordinate', { keyword: '断桥残雪' });
    expect(asked).toEqual(['断桥残雪']);
    expect(res.body.data.source).toBe('online');
    expect(res.body.data.list).toHaveLength(1);
    const place = res.body.data.list[0];
    expect(place).toMatchObject({ name: '断桥', code: null, source: 'online', coordinateSystem: 'WGS84' });
    expect(place.lng).toBeLessThan(120.1518);
    expect(place.lng).toBeGreaterThan(120.14);
  });

  it('reaches a loopback geocoder only when DATA_ALLOW_HOSTS names it', async () => {
    const w = await member(guarded);
    const res = await poster(guarded, w)('/tc/searchCoordinate', { keyword: '断桥残雪' });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ reason: 'refused' });
  });

  it('refuses bad input with a 400 naming the field, and strangers with 401', async () => {
    const post = poster(t, who);
    for (const body of [
      {},
      { keyword: '' },
      { keyword: 'x'.repeat(51) },
      { keyword: '杭州', pageSize: 0 },
      { keyword: '杭州', coordinateSystem: 'Mars' },
    ]) {
      const res = await post('/tc/searchCoordinate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('400');
    }
    const anon = await t.call({
      method: 'POST',
      url: '/api/tc/searchCoordinate',
      payload: { keyword: '杭州' },
    });
    expect(anon.status).toBe(401);
  });
});

describe('tc/getCoord, tc/coordinateConvert, tc/hotData', () => {
  it("answers a place's coordinate by code or name, 404 when unknown", async () => {
    const post = poster(t, who);
    const byCode = (await post('/tc/getCoord', { code: '330106' })).body.data;
    expect(byCode).toMatchObject({ name: '西湖区', level: 'district', matches: 1 });
    const byName = (await post('/tc/getCoord', { name: '朝阳区' })).body.data;
    expect(byName.code).toBe('110105');
    expect(byName.matches).toBeGreaterThan(1);
    const inRegion = (await post('/tc/getCoord', { name: '朝阳区', region: '吉林' })).body.data;
    expect(inRegion.code).toBe('220104');
    expect((await post('/tc/getCoord', { code: '999999' })).status).toBe(404);
    expect((await post('/tc/getCoord', { name: '不存在的地方' })).status).toBe(404);
    expect((await post('/tc/getCoord', {})).status).toBe(400);
    expect((await post('/tc/getCoord', { code: '12' })).status).toBe(400);
  });

  it('converts a batch of points and refuses points off the globe', async () => {
    const post = poster(t, who);
    const res = await post('/tc/coordinateConvert', {
      from: 'WGS84',
      to: 'BD09',
      points: [[116.3913, 39.9075]],
    });
    expect(res.body.data.to).toBe('BD09');
    const [bj] = res.body.data.points;
    expect(bj[0]).toBeGreaterThan(116.4);
    const paris = await post('/tc/coordinateConvert', {
      from: 'WGS84',
      to: 'GCJ02',
      points: [[2.2945, 48.8584]],
    });
    expect(paris.body.data.points).toEqual([[2.2945, 48.8584]]);
    const back = (await post('/tc/coordinateConvert', { from: 'bd09', to: 'wgs-84', points: [bj] })).body.data
      .points[0];
    expect(Math.abs(back[0] - 116.3913)).toBeLessThan(1e-5);
    for (const body of [
      { from: 'WGS84', to: 'GCJ02', points: [[200, 10]] },
      { from: 'WGS84', to: 'GCJ02', points: [[10, 91]] },
      { from: 'WGS84', to: 'GCJ02', points: [] },
      { from: 'WGS84', to: 'UTM', points: [[1, 1]] },
      { from: 'WGS84', to: 'GCJ02', points: Array.from({ length: 10_001 }, () => [1, 1]) },
    ])
      expect((await post('/tc/coordinateConvert', body)).status).toBe(400);
  });

  it('places rows named by region on the map, and lists the places a group looks up most', async () => {
    const w = await member(t);
    const post = poster(t, w);
    const heat = (
      await post('/tc/hotData', {
        values: [
          { name: '浙江', value: 10 },
          { code: '440300', value: 30 },
          { name: '亚特兰蒂斯', value: 5 },
        ],
      })
    ).body.data;
    expect(heat.points.map((p: { code: string; value: number }) => [p.code, p.value])).toEqual([
      ['330000', 10],
      ['440300', 30],
    ]);
    expect(heat.unmatched).toEqual([{ index: 2, name: '亚特兰蒂斯' }]);
    expect([heat.min, heat.max]).toEqual([10, 30]);
    const before = (await post('/tc/hotData', {})).body.data;
    expect(before.list[0].code).toBe('110000');
    expect(before.list).toHaveLength(20);
    for (let i = 0; i < 3; i++) await post('/tc/getCoord', { code: '330106' });
    const after = (await post('/tc/hotData', {})).body.data;
    expect(after.list[0]).toMatchObject({ code: '330106', hits: 3 });
    // Another group's lookups are its own.
    expect((await poster(t, who)('/tc/hotData', {})).body.data.list[0].code).not.toBe('330106');
    const zj = (await post('/tc/hotData', { region: '浙江' })).body.data;
    expect(zj.list.every((p: { code: string }) => p.code.startsWith('33'))).toBe(true);
  });
});

describe('GET /api/map/geo', () => {
  it('lists the outlines and serves them compressed, versioned URLs cached as immutable', async () => {
    const manifest = await t.call({ method: 'GET', url: '/api/map/geo' });
    const files = manifest.body.data.files as { name: string; url: string; features: number }[];
    expect(files.map((f) => f.name)).toEqual(['china-provinces', 'china-cities']);
    expect(files[0]!.features).toBe(34);
    const res = await t.app.inject({
      method: 'GET',
      url: files[0]!.url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const geo = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(geo.features[0].properties).toHaveProperty('code');
    const plain = await t.app.inject({ method: 'GET', url: '/api/map/geo/china-cities' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).not.toContain('immutable');
    expect(JSON.parse(plain.body).features.length).toBeGreaterThan(300);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/map/geo/china-cities',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/api/map/geo/mars' })).statusCode).toBe(404);
  });
});

describe('the tc/* calls by their spec names', () => {
  const CASES: [url: string, body: object][] = [
    ['/tc/searchCoordinate', { keyword: '北京' }],
    ['/tc/coordinateConvert', { from: 'WGS84', to: 'GCJ02', points: [[116.39, 39.9]] }],
    ['/tc/hotData', {}],
    ['/tc/getCoord', { code: '110000' }],
  ];

  it('are all served under /api with a schema, and nothing else is under /api/tc/', () => {
    const spec = (
      t.app as unknown as { swagger(): { paths: Record<string, { post?: { requestBody?: unknown } }> } }
    ).swagger();
    const routes = Object.keys(spec.paths).filter((p) => p.startsWith('/api/tc/'));
    expect(routes.sort()).toEqual(CASES.map(([url]) => `/api${url}`).sort());
    for (const r of routes) expect(spec.paths[r]!.post!.requestBody, r).toBeDefined();
  });

  it('answer members, refuse callers without a token and members naming another group', async () => {
    const other = await member(t);
    for (const [url, payload] of CASES) {
      expect((await poster(t, who)(url, payload)).body.code, url).toBe('0');
      expect((await t.call({ method: 'POST', url: `/api${url}`, payload })).status, url).toBe(401);
      const foreign = await t.call({
        method: 'POST',
        url: `/api${url}`,
        payload,
        token: who.token,
        group: other.groupId,
      });
      expect(foreign.status, url).toBe(403);
    }
  });
});
