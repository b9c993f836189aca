import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real HTTP data source of geographic rows on loopback, for map E2E tests: the city centres the
 * server ships (packages/server/data/maps/divisions.json, WGS-84) with deterministic values, so a test
 * knows exactly how many points and features to expect. Start the app with
 * `DATA_ALLOW_HOSTS: '127.0.0.1/32'` so its HTTP sources may reach it.
 *
 *   GET /points?count=N&level=city   → [{code, name, lng, lat, value}]  (N ≤ the places of that level)
 *   GET /geojson?count=N&level=city  → a FeatureCollection of those points (properties: code, name, value)
 *   GET /regions?level=province      → [{name, value}]: rows naming regions, no coordinates (tc/hotData)
 */
export interface GeoPoint {
  code: string;
  name: string;
  lng: number;
  lat: number;
  value: number;
}

export interface GeoSource {
  url: string;
  /** Every request the source answered (path and query), to assert what the app asked for. */
  requests: string[];
  points(level?: 'province' | 'city' | 'district', count?: number): GeoPoint[];
  close(): Promise<void>;
}

const LEVELS = { province: 1, city: 2, district: 3 } as const;
type Row = [string, string, string, string, string, number, number, number, string, number];

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/server/data/maps/divisions.json',
);

export async function startGeoSource(): Promise<GeoSource> {
  const rows = (JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] }).rows;
  const points: GeoSource['points'] = (level = 'city', count) => {
    const list = rows
      .filter((r) => r[7] === LEVELS[level] && r[9] === 0)
      // Values 10..990 in a fixed pattern: a heat map gets hot and cold places, the same every run.
      .map((r, i): GeoPoint => ({
        code: r[0],
        name: r[1],
        lng: r[5],
        lat: r[6],
        value: ((i * 37) % 99) * 10 + 10,
      }));
    return list.slice(0, count ?? list.length);
  };
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://source');
    requests.push(u.pathname + u.search);
    const level = (u.searchParams.get('level') ?? 'city') as keyof typeof LEVELS;
    const count = u.searchParams.has('count') ? Number(u.searchParams.get('count')) : undefined;
    if (!(level in LEVELS) || (count !== undefined && !(count >= 0))) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad level or count"}');
      return;
    }
    const list = points(level, count);
    let body: unknown;
    if (u.pathname === '/points') body = list;
    else if (u.pathname === '/geojson')
      body = {
        type: 'FeatureCollection',
        features: list.map((p) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
          properties: { code: p.code, name: p.name, value: p.value },
        })),
      };
    else if (u.pathname === '/regions') body = list.map((p) => ({ name: p.name, value: p.value }));
    else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    points,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
