import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode, ProjectEvent } from '@twincanvas/model';
import type { TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { listeningApp, newClientId, openSocket, type TestSocket } from './sockets.testkit.js';

/**
 * Finding 5 and SECURITY-CASES #49: two tabs save the same property from the same base revision. The later save
 * wins, as in live co-editing, but the tab whose edit it replaced is told which component and property
 * changed under it, and both tabs end with the same value.
 */
let t: TestApp;
let url: string;
let a: Who;
let projectId: string;
let pageId: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  ({ app: t, url } = await listeningApp());
  a = await member(t);
  const ad = okPoster(t, a);
  const folder = (await ad('/userFolder/add', { name: 'race' })).id;
  projectId = (await ad('/project/v2/create', { folderId: folder, projectName: 'race' })).projectId;
  const doc = (await ad('/project/detail/v2/query', { projectId })) as DocNode;
  pageId = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id as string;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const save = (baseRevision: number, clientId: string, ops: object[]) =>
  okPoster(t, a)('/project/detail/v2/save', { projectId, baseRevision, clientId, opts: ops });
const rename = (id: string, name: string) => ({
  command: 'update',
  path: `${id}.componentName`,
  records: { newValue: name },
});

describe('SECURITY-CASES #49 / finding 5: same-property saves from one base revision', () => {
  it('the later save wins and the first tab is told which component and property were overwritten', async () => {
    const base = (
      await save(0, newClientId(), [
        {
          command: 'add',
          path: `${pageId}.projectTwoComponentList`,
          records: { index: 0, value: { _id: 'Erace00001', componentType: '2005', componentName: '标题' } },
        },
      ])
    ).revision as number;
    const tab1 = { clientId: newClientId() };
    const tab2 = { clientId: newClientId() };
    const s1 = await openSocket(url, { token: a.token, group: a.groupId, clientId: tab1.clientId });
    const s2 = await openSocket(url, { token: a.token, group: a.groupId, clientId: tab2.clientId });
    open.push(s1, s2);
    for (const s of [s1, s2]) expect(await s.emit('join_project', { projectId })).toMatchObject({ ok: true });

    const first = await save(base, tab1.clientId, [rename('Erace00001', '一号标题')]);
    expect(first.subCode).toBe(0);
    expect(first.overwritten).toEqual([]);
    const heard = s1.next<ProjectEvent>('project_event', 10_000);
    const second = await save(base, tab2.clientId, [rename('Erace00001', '二号标题')]);
    expect(second.subCode).toBe(0);
    // The later save's own answer says what it replaced…
    const replaced = {
      path: 'Erace00001.componentName',
      revision: first.revision,
      componentId: 'Erace00001',
      componentName: '二号标题',
      property: 'componentName',
    };
    expect(second.overwritten).toEqual([replaced]);
    // …and the first tab hears it with the winning value, naming its own overwritten save.
    const event = await heard;
    expect(event.revision).toBe(second.revision);
    expect(event.overwritten).toEqual([replaced]);
    expect(event.ops).toEqual([rename('Erace00001', '二号标题')]);
    // Both tabs end with the same value: the server's document has the later one.
    const doc = JSON.stringify(await okPoster(t, a)('/project/detail/v2/query', { projectId }));
    expect(doc).toContain('二号标题');
    expect(doc).not.toContain('一号标题');
  });

  it('saves of different properties from one base merge and report nothing', async () => {
    const doc = (await okPoster(t, a)('/project/detail/v2/query', { projectId })) as { revision: number };
    const base = doc.revision;
    await save(base, newClientId(), [rename('Erace00001', '三号')]);
    const other = await save(base, newClientId(), [
      { command: 'update', path: 'Erace00001.componentRect', records: { newValue: { componentLeft: 5 } } },
    ]);
    expect(other.subCode).toBe(0);
    expect(other.overwritten).toEqual([]);
  });
});
