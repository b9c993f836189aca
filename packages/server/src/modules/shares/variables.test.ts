import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { addComponents, postShared, signParts, signedHeaders, viewShare } from './testkit.js';
import { variableReferences } from './variables.js';

/**
 * Share pages load their project's variable definitions (defaults for conditions, templates and data
 * parameters) through the signed share session: only the shared project's variables and the global
 * ones its document names; never another project's, never another group's; unsigned calls refused.
 */
let t: TestApp;
let owner: Who;
let other: Who;
let shared = { id: '', flag: '' };
let sid = '';
let siblingSid = '';
let siblingId = '';

async function newProject(who: Who, name: string) {
  const o = okPoster(t, who);
  const folder = (await o('/userFolder/add', { name: `${name}-folder` })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: name });
  const doc = await o('/project/detail/v2/query', { projectId: p.projectId });
  return {
    id: p.projectId as string,
    flag: p.projectFlag as string,
    pageId: doc.projectScenesList[0].projectPageList[0]._id as string,
  };
}

async function share(who: Who, projectId: string, sharePass?: string): Promise<string> {
  const res = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: who.token,
    group: who.groupId,
    payload: { projectId, ...(sharePass ? { sharePass } : {}) },
  });
  return res.body.data.shareId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  other = await member(t);
  const o = okPoster(t, owner);
  const p = await newProject(owner, 'variables shared');
  shared = { id: p.id, flag: p.flag };
  const sibling = await newProject(owner, 'sibling project');
  const foreign = await newProject(other, 'other group');
  await o('/project/variable/add', { projectFlag: p.flag, name: 'city', defaultValue: '上海' });
  await o('/project/variable/add', {
    projectFlag: sibling.flag,
    name: 'siblingVar',
    defaultValue: 'SIBLING-secret',
  });
  await okPoster(t, other)('/project/variable/add', {
    projectFlag: foreign.flag,
    name: 'city',
    defaultValue: 'OTHER-GROUP-secret',
  });
  const used = await o('/remote/data/variable/add', { name: 'gUsed', defaultValue: 'global-in-use' });
  await o('/remote/data/variable/add', { name: 'gUnused', defaultValue: 'GLOBAL-unused-secret' });
  await o('/remote/data/variable/add', { name: 'gTemplate', defaultValue: 'tpl' });
  // The shared page names gUsed in a condition and gTemplate in a link template.
  await addComponents(o, p.id, p.pageId, [
    {
      _id: 'Evars00001',
      componentType: '2005',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 40 },
      projectInteractionList: [
        {
          eventId: '40101',
          conditions: [
            { id: 'c1', logic: '&', ifs: [{ key: 'equal', type: 'variables', target: used.id, val: 'x' }] },
          ],
          actions: {
            c1: [{ type: 'link', url: 'https://example.com/?q=${gTemplate}', newWindow: true }],
          },
        },
      ],
    },
  ]);
  sid = await share(owner, p.id, 'pw-vars');
  siblingSid = await share(owner, sibling.id);
  siblingId = sibling.id;
  await share(other, foreign.id);
});
afterAll(() => t.close());

describe('share variables', () => {
  it('answers the shared project’s variables and the globals its document names, nothing else', async () => {
    const { session } = await viewShare(t, sid, 'pw-vars');
    const res = await postShared(t, sid, session, 'variables', {});
    expect(res.status).toBe(200);
    const list = res.body.data as Record<string, unknown>[];
    const byName = Object.fromEntries(list.map((v) => [v.name, v]));
    expect(Object.keys(byName).sort()).toEqual(['city', 'gTemplate', 'gUsed']);
    expect(byName.city).toMatchObject({ defaultValue: '上海', projectFlag: shared.flag });
    expect(byName.gUsed).toMatchObject({ defaultValue: 'global-in-use', projectFlag: null });
    // Only what the runtime reads: no description, creator, group or status.
    for (const v of list)
      expect(Object.keys(v).sort()).toEqual(
        ['defaultValue', 'id', 'name', 'projectFlag', 'routerField', 'routerId', 'routerType'].sort(),
      );
    const text = JSON.stringify(res.body);
    for (const secret of ['SIBLING-secret', 'OTHER-GROUP-secret', 'GLOBAL-unused-secret', owner.groupId])
      expect(text).not.toContain(secret);
  });

  it('refuses unsigned, replayed, foreign-session and body-carrying calls', async () => {
    const path = `/api/project/share/v2/${sid}/variables`;
    const unsigned = await t.call({ method: 'POST', url: path, payload: {} });
    expect(unsigned.status).toBe(401);
    expect(JSON.stringify(unsigned.body)).not.toContain('上海');
    // A bearer token of the owner is not a share session either.
    const bearer = await t.call({
      method: 'POST',
      url: path,
      payload: {},
      token: owner.token,
      group: owner.groupId,
    });
    expect(bearer.status).toBe(401);

    const { session } = await viewShare(t, sid, 'pw-vars');
    const parts = signParts(session, 'POST', path, '{}');
    const send = () =>
      t.call({
        method: 'POST',
        url: path,
        payload: '{}' as unknown as object,
        headers: { ...signedHeaders(session, parts), 'content-type': 'application/json' },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(401);

    // The sibling share's session (same group, no password) cannot read this share's variables.
    const sibling = await viewShare(t, siblingSid);
    const cross = await postShared(t, sid, sibling.session, 'variables', {});
    expect(cross.status).toBe(401);
    expect(JSON.stringify(cross.body)).not.toContain('上海');
    // And its own answer holds only its own variable.
    const own = await postShared(t, siblingSid, sibling.session, 'variables', {});
    expect((own.body.data as { name: string }[]).map((v) => v.name)).toEqual(['siblingVar']);

    // The call names nothing: a body trying to name another project is refused by the schema.
    const named = await postShared(t, sid, session, 'variables', { projectFlag: 'x' });
    expect(named.status).toBe(400);
  });

  it('a revoked share answers 404', async () => {
    const { session } = await viewShare(t, siblingSid);
    await t.call({
      method: 'POST',
      url: '/api/project/share/v2/revoke',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId: siblingId },
    });
    expect((await postShared(t, siblingSid, session, 'variables', {})).status).toBe(404);
  });
});

it('finds variable references in conditions, parameter variables and templates', () => {
  const refs = variableReferences({
    a: { type: 'variables', target: 'v1' },
    b: { paramVars: [{ id: 'user_9f0c', name: 'p1' }] },
    c: 'https://x/?a=${ t1 }&b=~{date}',
    d: { type: 'constants', target: 'notAVariable' },
  } as never);
  expect([...refs].sort()).toEqual(['9f0c', 'p1', 't1', 'v1']);
});
