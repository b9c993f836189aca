import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes, type DeclaredRoute } from './access.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * The routes that answer something other than one JSON envelope, so a response schema cannot describe
 * (or guard) their answer: each with what it sends. Every other route declares its answer.
 */
const RAW_ANSWERS: Record<string, string> = {
  'GET /api/auth/getImage': 'the captcha picture (SVG)',
  'POST /api/project/detail/v2/export': 'the project file, as an attachment',
  'POST /api/log-record/export': 'the operation log as CSV or XLSX',
  'POST /api/previewData/getData/batch': 'JSON lines, one per component, as each answer arrives',
  'GET /api/project/share/v2/:sid': 'the shared document as prepared (often precompressed) bytes',
  'POST /api/project/share/v2/:sid/data/batch': 'JSON lines, one per component',
  'GET /api/map/geo/:name': 'GeoJSON file bytes',
  'GET /api/map/tiles/:file': 'byte ranges of a tile archive',
  'GET /api/map/proxy/:sig/:scheme/:host/*': "an upstream tile server's bytes, relayed",
  'GET /api/media-proxy/stream/:token/index.m3u8': 'an HLS playlist, rewritten',
  'GET /api/media-proxy/stream/:token/r': "an upstream stream's bytes, relayed",
  'GET /api/media-proxy/stream/:token/media': "an upstream media file's bytes, relayed",
  'GET /api/file/*': "an uploaded file's bytes",
  'GET /api/file/encrypted': "an encrypted upload's bytes",
  'POST /api/privatization-version-manage/export': 'versions as CSV',
  'POST /api/privatization-activation-record/downloadKey': 'the licence key file',
  'POST /api/privatization-version-manage-environment/export': 'versions as CSV',
  'POST /api/privatization-activation-record-environment/downloadKey': 'the licence key file',
};

const key = (r: DeclaredRoute) => `${r.method} ${r.url}`;
let t: TestApp;
let routes: readonly DeclaredRoute[];

beforeAll(async () => {
  // The private edition registers every route the public one does, and its own.
  t = await createTestApp({ edition: 'private' });
  routes = declaredRoutes(t.app).filter((r) => r.method !== 'HEAD');
});
afterAll(() => t.close());

describe('declared answers (every registered route)', () => {
  it('every route answering an envelope declares its response schema', () => {
    const undeclared = routes.filter((r) => !r.answers && !(key(r) in RAW_ANSWERS)).map(key);
    expect(undeclared).toEqual([]);
  });

  it('the raw-answer list names only real routes that declare no schema', () => {
    const byKey = new Map(routes.map((r) => [key(r), r]));
    const stale = Object.keys(RAW_ANSWERS).filter((k) => !byKey.has(k) || byKey.get(k)!.answers);
    expect(stale).toEqual([]);
  });
});
