import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, poster, type Who } from '../../test/workspace.js';
import { WeatherService } from './service.js';

/** A real weather provider on loopback whose behaviour each test sets. */
interface Provider {
  server: Server;
  url: string;
  calls: { method: string; body: unknown }[];
  answer: (body: { cities: string[] }) => { status: number; json?: unknown; raw?: string };
}

async function startProvider(): Promise<Provider> {
  const p = { calls: [] as Provider['calls'] } as Provider;
  p.answer = ({ cities }) => ({
    status: 200,
    json: { result: cities.map((city) => ({ city, weather_info: '多云转晴', temperature: '23' })) },
  });
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c) => (s += c));
      req.on('end', () => resolve(s));
    });
  p.server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : null;
    p.calls.push({ method: req.method ?? '', body });
    const a = p.answer(body);
    res.writeHead(a.status, { 'Content-Type': 'application/json' });
    res.end(a.raw ?? JSON.stringify(a.json ?? {}));
  });
  await new Promise<void>((resolve) => p.server.listen(0, '127.0.0.1', resolve));
  p.url = `http://127.0.0.1:${(p.server.address() as AddressInfo).port}/weather`;
  return p;
}

let provider: Provider;
let t: TestApp;
let bare: TestApp;
let who: Who;

beforeAll(async () => {
  provider = await startProvider();
  t = await createTestApp({ weatherUrl: provider.url });
  bare = await createTestApp();
  who = await member(t);
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await new Promise((resolve) => provider.server.close(resolve));
});

describe('weather query', () => {
  it('POSTs the cities payload to the provider and answers result[0].weather_info and temperature', async () => {
    provider.calls.length = 0;
    const res = await poster(t, who)('/weather/query', { cities: ['101010100'] });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('0');
    expect(res.body.data.stale).toBe(false);
    expect(res.body.data.result[0]).toMatchObject({
      city: '101010100',
      weather_info: '多云转晴',
      temperature: '23',
    });
    expect(provider.calls).toEqual([{ method: 'POST', body: { cities: ['101010100'] } }]);
  });

  it('serves a fresh answer from the cache without calling the provider again', async () => {
    provider.calls.length = 0;
    const res = await poster(t, who)('/weather/query', { cities: ['101010100'] });
    expect(res.body.data.result[0].weather_info).toBe('多云转晴');
    expect(provider.calls).toHaveLength(0);
  });

  it('answers the last good value (stale) when the provider fails, and the network tip when it never answered', async () => {
    const clock = { now: 1_000_000 };
    const service = new WeatherService(provider.url, () => clock.now);
    provider.answer = ({ cities }) => ({
      status: 200,
      json: { data: { result: [{ city: cities[0], weather_info: '小雨', temperature: 18, resourceId: 8 }] } },
    });
    expect((await service.query(['101020100'])).result[0]).toMatchObject({
      weather_info: '小雨',
      resourceId: 8,
    });
    clock.now += 3600_000;
    provider.answer = () => ({ status: 500, json: { error: 'down' } });
    const stale = await service.query(['101020100']);
    expect(stale).toMatchObject({ stale: true, result: [{ weather_info: '小雨', temperature: 18 }] });
    provider.answer = () => ({ status: 200, raw: 'not json' });
    expect((await service.query(['101020100'])).stale).toBe(true);
    provider.answer = () => ({ status: 200, json: { result: [{ nothing: 1 }] } });
    expect((await service.query(['101020100'])).stale).toBe(true);
    await expect(service.query(['101030100'])).rejects.toMatchObject({
      status: 502,
      text: { zh: '网络连通不畅，请稍后再试。' },
    });
    provider.answer = ({ cities }) => ({
      status: 200,
      json: { result: cities.map((city) => ({ city, weather_info: '多云转晴', temperature: '23' })) },
    });
  });

  it('through the API, a provider failure after a good answer still answers code 0 with the last value', async () => {
    const post = poster(t, who);
    await post('/weather/query', { cities: ['101280101'] });
    provider.answer = () => ({ status: 503 });
    // Fresh cache answers regardless; a new city has no last good value and gets the network tip.
    expect((await post('/weather/query', { cities: ['101280101'] })).body.code).toBe('0');
    const failed = await post('/weather/query', { cities: ['101290101'] });
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toBe('网络连通不畅，请稍后再试。');
    provider.answer = ({ cities }) => ({
      status: 200,
      json: { result: cities.map((city) => ({ city, weather_info: '晴', temperature: 30 })) },
    });
  });

  it('without WEATHER_URL answers 503 with the status-table code 500', async () => {
    const w = await member(bare);
    const res = await poster(bare, w)('/weather/query', { cities: ['101010100'] });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('500');
    expect(res.body.msg).toBe('天气服务未配置');
  });

  it('validates the payload and needs a signed-in member', async () => {
    const post = poster(t, who);
    expect((await post('/weather/query', { cities: [] })).status).toBe(400);
    expect((await post('/weather/query', {})).status).toBe(400);
    expect(
      (await t.call({ method: 'POST', url: '/api/weather/query', payload: { cities: ['1'] } })).status,
    ).toBe(401);
  });
});

describe('region search', () => {
  it('finds cities by name, English name or code', async () => {
    const post = poster(t, who);
    const bj = (await post('/weather/region/search', { keyword: '北京' })).body.data;
    expect(bj[0]).toMatchObject({ code: '101010100', zh: '北京' });
    expect((await post('/weather/region/search', { keyword: 'shenzhen' })).body.data[0].code).toBe(
      '101280601',
    );
    expect((await post('/weather/region/search', { keyword: '101270101' })).body.data[0].zh).toBe('成都');
    expect((await post('/weather/region/search', { limit: 5 })).body.data).toHaveLength(5);
    expect((await post('/weather/region/search', { keyword: 'zzzz' })).body.data).toEqual([]);
  });
});
