import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { folderProject, member, okPoster, poster, type Who } from '../test/workspace.js';

/**
 * Declared answers (http/answers.ts) keep what a handler did not mean to answer out of the reply. A hook
 * on the real app puts secrets into the answers of the watched routes before they are serialised, as a
 * service answering a whole row would (a password hash, the share password), and the routes' response
 * schemas must drop them while keeping what the screens read.
 */
const LEAK = {
  passwordHash: 'scrypt$leaked-hash',
  sharePass: 'leaked-share-pass',
  tokenVersion: 'leaked-version',
};
const WATCHED = [
  '/api/permission-manage/user-manage/users',
  '/api/competence/group/listUser',
  '/api/project/share/v2',
];

let t: TestApp;
let owner: Who;
/** How many answers the hook changed: a test that saw none would prove nothing. */
let leaked = 0;

const withLeak = (data: unknown): void => {
  if (!data || typeof data !== 'object') return;
  const rows = Array.isArray(data) ? data : 'list' in data && Array.isArray(data.list) ? data.list : [data];
  for (const row of rows as object[]) Object.assign(row, LEAK);
  leaked += 1;
};

const leakInto = (app: FastifyInstance) =>
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    if (WATCHED.some((url) => req.url.startsWith(url))) withLeak((payload as { data?: unknown }).data);
    return payload;
  });

beforeAll(async () => {
  t = await createTestApp({}, leakInto);
  owner = await member(t);
  // The member list hides super administrators: a plain member is listed.
  await member(t, { groupId: owner.groupId, codes: [], nickName: 'plain-member' });
});
afterAll(() => t.close());

const expectNoLeak = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const secret of [...Object.keys(LEAK), ...Object.values(LEAK)]) expect(text).not.toContain(secret);
};

describe('declared answers drop what they do not name', () => {
  it('a member list never carries password hashes or token versions', async () => {
    const before = leaked;
    const res = await t.call({
      method: 'GET',
      url: '/api/permission-manage/user-manage/users?pageNum=1&pageSize=20',
      token: owner.token,
      group: owner.groupId,
    });
    expect(res.status).toBe(200);
    expect(leaked).toBeGreaterThan(before);
    expect(res.body.data.list.map((m: { nickName: string }) => m.nickName)).toContain('plain-member');
    expect(res.body.data.list[0]).toHaveProperty('roles');
    expectNoLeak(res.body);

    const choices = await t.call({
      method: 'GET',
      url: '/api/competence/group/listUser?pageNum=1&pageSize=20',
      token: owner.token,
      group: owner.groupId,
    });
    expect(choices.body.data.length).toBeGreaterThan(0);
    expectNoLeak(choices.body);
  });

  it('a share’s password and hash are absent from every owner answer, even when the handler has them', async () => {
    const o = okPoster(t, owner);
    const { id: projectId } = await folderProject(o, 'answers-share');
    const before = leaked;
    const answers = [
      await o('/project/share/v2/query', { projectId }),
      (
        await t.call({
          method: 'PUT',
          url: '/api/project/share/v2',
          token: owner.token,
          group: owner.groupId,
          payload: { projectId, sharePass: 'first-pass' },
        })
      ).body,
      await o('/project/share/v2', { projectId, sharePass: 'second-pass' }),
      await o('/project/share/v2/query', { projectId }),
    ];
    expect(leaked - before).toBe(3); // the first query answers null: nothing to put a secret into
    for (const a of answers) expectNoLeak(a);
    for (const pass of ['first-pass', 'second-pass']) expect(JSON.stringify(answers)).not.toContain(pass);
    expect(answers[3]).toMatchObject({ hasPassword: true, projectId });
  });

  it('error answers keep their envelope: only the success answer is declared', async () => {
    const post = poster(t, owner);
    const missing = await post('/project/share/v2/query', {
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: '404', data: null });
    expect(missing.body.msg).not.toBe('');
    const invalid = await post('/project/share/v2/query', { projectId: 'not-a-uuid' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.problems[0].path).toBe('body.projectId');
  });
});
