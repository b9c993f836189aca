import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { folderProject, member, okPoster, type Who } from '../../test/workspace.js';
import { FILTER_REQUEST_BUDGET_MS, filterPool } from './service.js';

/**
 * Issue 15 finding 3 and SECURITY-CASES #16 and #17 as the attack: eight 900 ms filters chained in one
 * /project/filter/run, sent over real HTTP to a listening app, while /api/health is asked. The filters
 * run in worker threads, so health answers while they spin; the chain stops at the request budget; a
 * memory bomb comes back as a memory error.
 */
let t: TestApp;
let u: Who;
let base = '';
let flag = '';
const spinIds: string[] = [];

const post = (path: string, body: object) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${u.token}`,
      'current-group': u.groupId,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  u = await member(t);
  const o = okPoster(t, u);
  flag = (await folderProject(o, 'filters under attack')).flag;
  for (let i = 0; i < 8; i++)
    spinIds.push(
      (
        await o('/project/filter/add', {
          projectFlag: flag,
          name: `spin ${i}`,
          code: 'const t = Date.now(); while (Date.now() - t < 900) {} return data;',
        })
      ).id,
    );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('filters off the main thread', () => {
  it('issue 15 #3, SECURITY-CASES #16: /api/health answers while eight 900 ms filters spin, and the chain stops at its budget', async () => {
    let filtersDone = false;
    const filters = post('/project/filter/run', { projectFlag: flag, filterIds: spinIds, data: [1] }).then(
      async (res) => {
        filtersDone = true;
        return (await res.json()) as { data: { ok: boolean; error?: { code: string }; index?: number } };
      },
    );
    // Ask only once the workers are really busy with this chain.
    await expect
      .poll(() => filterPool().stats().busy, { timeout: 30_000, message: 'a worker picked up the chain' })
      .toBeGreaterThan(0);
    const asked = performance.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = performance.now() - asked;
    expect(health.status).toBe(200);
    // The deterministic part: health came back while the filters were still running.
    expect(filtersDone).toBe(false);
    console.info(`health answered in ${Math.round(healthMs)} ms while the filters ran`);
    const answer = await filters;
    expect(answer.data).toMatchObject({ ok: false, error: { code: 'timeout' } });
    // 8 × 900 ms cannot fit the budget: the chain stopped before the last filter.
    expect(answer.data.index).toBeLessThan(8);
    expect(answer.data.index).toBeLessThanOrEqual(Math.ceil(FILTER_REQUEST_BUDGET_MS / 900));
  });

  it('SECURITY-CASES #17: the memory bomb through the route is a memory error, and the server keeps serving', async () => {
    const res = await post('/project/filter/run', {
      projectFlag: flag,
      code: 'const a = []; for (let i = 0; i < 300; i++) a.push(new Float64Array(100000)); return a.length;',
      data: null,
    });
    const body = (await res.json()) as { data: { ok: boolean; error?: { code: string } } };
    expect(body.data).toMatchObject({ ok: false, error: { code: 'memory' } });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
