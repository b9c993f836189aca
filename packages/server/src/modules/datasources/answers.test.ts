import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * The declared answers (answers.ts) on the real server: whatever a source's row or config holds beyond
 * the named fields never reaches the caller, and refusals still answer their own envelope.
 */
let t: TestApp;
let admin: Who;
beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
});
afterAll(() => t.close());

/** Writes keys into a stored source's config behind the service's back (a hand edit, an old version). */
async function addToConfig(id: string, extra: Record<string, unknown>) {
  const [row] = await t.database.db.select().from(dataSources).where(eq(dataSources.id, id));
  await t.database.db
    .update(dataSources)
    .set({ config: { ...row!.config, ...extra } })
    .where(eq(dataSources.id, id));
}

describe('data-source answers', () => {
  it('a credential written into the config is not answered by the detail, the list or a save', async () => {
    const call = okPoster(t, admin);
    const made = await call('/remote/source/saveOrUpdate', {
      name: 'warehouse',
      type: 'postgreSQL',
      config: { host: 'db.example.com', port: 5432, database: 'dw', user: 'reader' },
      secrets: { password: 'sealed-pass-1' },
    });
    await addToConfig(made.id, { password: 'plain-pass-2', dsn: 'postgres://reader:plain-pass-3@db/dw' });

    const one = await call('/remote/source/queryByUid', { uid: made.id });
    const page = await call('/remote/source/queryPage', { keyword: 'warehouse', page: 1, limit: 10 });
    const saved = await call(`/remote/source/saveOrUpdate/${made.id}`, {
      name: 'warehouse',
      type: 'postgreSQL',
      config: { host: 'db.example.com', port: 5432, database: 'dw', user: 'reader' },
    });
    for (const answer of [one, page.list[0], saved]) {
      expect(JSON.stringify(answer)).not.toMatch(/plain-pass|sealed-pass/);
      expect(answer).toMatchObject({
        id: made.id,
        hasPassword: true,
        config: { host: 'db.example.com', port: 5432, database: 'dw', user: 'reader' },
      });
      expect(answer.config).not.toHaveProperty('password');
      expect(answer.config).not.toHaveProperty('dsn');
      // Row columns the view does not name (the sealed secret, the owning group) stay home too.
      expect(answer).not.toHaveProperty('secret');
      expect(answer).not.toHaveProperty('groupId');
    }
  });

  it('a header row keeps only key, value and the secret flag', async () => {
    const call = okPoster(t, admin);
    const made = await call('/remote/source/saveOrUpdate', {
      name: 'weather api',
      type: 'api',
      config: { url: 'https://api.example.com/w', headers: [{ key: 'X-Plain', value: 'p' }] },
    });
    await addToConfig(made.id, {
      headers: [{ key: 'X-Plain', value: 'p', token: 'plain-token-4' }],
    });
    const one = await call('/remote/source/queryByUid', { uid: made.id });
    expect(one.config.headers).toEqual([{ key: 'X-Plain', value: 'p' }]);
    expect(one.config.url).toBe('https://api.example.com/w');
  });

  it('a refusal of a route with a declared answer is still its own envelope', async () => {
    const res = await poster(t, admin)('/remote/source/queryByUid', { uid: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: '404', data: null });
    expect(res.body.msg).toBeTruthy();
  });
});
