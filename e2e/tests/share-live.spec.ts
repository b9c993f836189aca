import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serverSignIn } from '../support/api';
import { addOps, newProject, publish, rect, saveOps, textNode as text } from '../support/projects';
import { startServer, type RunningServer } from '../support/server';
import { shot } from '../support/shots';

/**
 * Live data on a share page: a text bound to an HTTP API source whose key is stored on the server. The
 * share page names only the component; the server calls the API with the stored key; the browser never
 * sees the API's address or key. Runs its own server, allowed to reach the loopback API.
 */
let app: RunningServer;
let api: Server;
let weather: Server;
let apiUrl = '';
const keys: (string | undefined)[] = [];
const weatherAsked: string[][] = [];

test.beforeAll(async () => {
  api = createServer((req, res) => {
    keys.push(req.headers['x-api-key'] as string | undefined);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ text: `Live from API ${keys.length}` }]));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/numbers`;
  // A loopback weather provider (WEATHER_URL): POST {cities} → result[i].weather_info and temperature.
  weather = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const cities = (JSON.parse(body) as { cities: string[] }).cities;
      weatherAsked.push(cities);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ result: cities.map((city) => ({ city, weather_info: '晴', temperature: 23 })) }),
      );
    });
  });
  await new Promise<void>((r) => weather.listen(0, '127.0.0.1', r));
  app = await startServer({
    DATA_ALLOW_HOSTS: '127.0.0.1/32',
    WEATHER_URL: `http://127.0.0.1:${(weather.address() as AddressInfo).port}/weather`,
  });
});
test.afterAll(async () => {
  await app?.stop();
  await new Promise<void>((r) => api.close(() => r()));
  await new Promise<void>((r) => weather.close(() => r()));
});

test('a share page shows live data fetched server-side with the stored key', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await serverSignIn(app.url);
  const source = await api<{ id: string }>('remote/source/saveOrUpdate', {
    name: 'Numbers',
    type: 'api',
    config: { url: apiUrl, headers: [{ key: 'X-Api-Key', value: 'key-e2e-777' }] },
  });
  const made = await newProject(api, 'Live');
  // The filter runs in the share page's sandbox worker, its code served by the signed share route.
  const filter = await api<{ id: string }>('project/filter/add', {
    projectFlag: made.projectFlag,
    code: "return data.map((r) => ({ text: r.text + ' (filtered)' }));",
  });
  await saveOps(
    api,
    made,
    addOps(`${made.pageId}.projectTwoComponentList`, [
      text('Elivetext1', 'stored text', rect(100, 100, 900, 80), {
        componentName: 'live',
        requestSource: {
          type: 'api',
          sourceId: source.id,
          requestType: 'GET',
          enable: true,
          interval: 1,
          filters: [filter.id],
          filterOn: true,
        },
      }),
      {
        _id: 'Eweather01',
        componentType: '4101',
        componentName: 'weather',
        componentRect: rect(100, 300, 600, 80),
        weatherModel: { cityCode: '101010100', cityName: 'Beijing', showIcon: true, showCity: true },
      },
    ]),
  );
  const shareId = await publish(api, made.projectId);

  const guest = await browser.newContext();
  const g = await guest.newPage();
  const seen: string[] = [];
  g.on('response', async (r) => {
    if (r.url().includes('/api/')) seen.push(await r.text().catch(() => ''));
  });
  await g.goto(`${app.url}/share/${shareId}`);
  await expect(g.getByTestId('view-Elivetext1')).toContainText(/Live from API \d+ \(filtered\)/);
  expect(keys.at(-1)).toBe('key-e2e-777');
  // The weather widget reads the loopback provider through the signed share route (no member sign-in).
  await expect(g.getByTestId('view-Eweather01').getByTestId('weather-temperature')).toHaveText('23℃');
  expect(weatherAsked).toContainEqual(['101010100']);
  await shot(g, 'share-live');
  // The browser saw neither the key nor the API's address.
  const all = seen.join('\n');
  expect(all).not.toContain('key-e2e-777');
  expect(all).not.toContain(apiUrl);
  await guest.close();
});
