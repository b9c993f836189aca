import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { postShared, viewShare } from '../shares/testkit.js';
import {
  bindTenant,
  projectWith as newProject,
  startTwinGateway,
  twinsRequest,
  twinsSource as newTwinsSource,
  type TwinGateway,
} from './twinViews.testkit.js';

/**
 * Share and case views of a twin tenant's project (docs/deployment.md#digital-twin-platform-mode: they use their own stored tenant and
 * space ids): the data goes through the server to a twin gateway on loopback with a type-1 token for the
 * tenant and space the share or case stored at publishing, never the viewer's group nor the owner's
 * current binding. The gateway hands out tokens per tenant and type and accepts only the newest one.
 */
let gw: TwinGateway;
let t: TestApp;
let ownerA: Who;
let caseViewer: Who;
let ownerB: Who;
let issued: TwinGateway['issued'];
let calls: TwinGateway['calls'];
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

beforeAll(async () => {
  gw = await startTwinGateway();
  ({ issued, calls } = gw);
  t = await createTestApp({ twinGatewayUrl: gw.url });
  ownerA = await member(t);
  caseViewer = await member(t, { groupId: ownerA.groupId, codes: [PERMISSIONS.caseView.code] });
  ownerB = await member(t);
});
afterAll(async () => {
  await t.close();
  await gw.close();
});

const projectWith = async (who: Who, requestSource: object): Promise<string> =>
  (await newProject(t, who, requestSource)).projectId;

const share = async (who: Who, projectId: string): Promise<string> =>
  (
    await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: who.token,
      group: who.groupId,
      payload: { projectId },
    })
  ).body.data.shareId;

const shareData = async (sid: string) => {
  const { session } = await viewShare(t, sid);
  return postShared(t, sid, session, 'data', { componentId: 'Etwin00001' });
};

const twinsSource = (who: Who, level: number) => newTwinsSource(t, who, level);

describe('share and case views of a twin tenant use type-1 tokens with their own stored ids', () => {
  let sourceA = '';
  let sidA = '';
  let caseFlag = '';

  it('a share and a case published by tenant A store A’s tenant and space', async () => {
    await bindTenant(t, ownerA, 'ten-A', 'space-A');
    sourceA = await twinsSource(ownerA, 3);
    const projectId = await projectWith(ownerA, twinsRequest(sourceA));
    sidA = await share(ownerA, projectId);
    const made = await okPoster(t, ownerA)('/project/case/v2/publish', { projectId, caseName: '孪生案例' });
    caseFlag = made.caseFlag as string;
    // The case keeps the twin call (path and body) instead of the group's source id.
    const c = await okPoster(t, caseViewer)('/project/case/v2/get', { caseFlag });
    const component = c.detail.projectScenesList[0].projectPageList[0].projectTwoComponentList[0];
    expect(component.requestSource).toMatchObject({
      type: 'twins',
      twinCall: { path: '/api/twins/query', body: { level: 3 } },
    });
    const text = JSON.stringify(c.detail);
    expect(text).not.toContain(sourceA);
    // The group moves to another tenant and space afterwards: the share and the case keep theirs.
    await bindTenant(t, ownerA, 'ten-A2', 'space-A2');
  });

  it('a share session gets the data through the twin proxy with a type-1 token for the stored ids', async () => {
    const res = await shareData(sidA);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([{ tenant: 'ten-A', space: 'space-A', level: 3 }]);
    expect(calls.at(-1)).toMatchObject({ tenantId: 'ten-A', type: 1, workspace: 'space-A' });
    // One view token serves the next calls (refreshed only when none is held or after 5 minutes).
    const tokens = issued.length;
    expect((await shareData(sidA)).status).toBe(200);
    expect(issued.length).toBe(tokens);
  });

  it('a case view gets the data with a type-1 token for the case’s stored ids, not the viewer’s group', async () => {
    const before = issued.length;
    const res = await okPoster(t, caseViewer)('/project/case/v2/twinData', {
      caseFlag,
      componentId: 'Etwin00001',
    });
    expect(res.data).toEqual([{ tenant: 'ten-A', space: 'space-A', level: 3 }]);
    expect(calls.at(-1)).toMatchObject({ tenantId: 'ten-A', type: 1, workspace: 'space-A' });
    // Share and case views of one tenant and space share the view token.
    expect(issued.length).toBe(before);
    // The case viewer has no data rights: the group's own data proxy is closed to it.
    const own = await poster(t, caseViewer)('/previewData/getData', {
      data: b64({ type: 'twins', param: { sourceId: sourceA } }),
    });
    expect(own.status).toBe(403);
  });

  it('a view token is renewed when the gateway refuses it (202004), then the call succeeds', async () => {
    const viewToken = calls.at(-1)!.token;
    // The gateway forgets the view token: the next call is answered 202004, renews and is retried.
    issued.splice(
      issued.findIndex((i) => i.token === viewToken),
      1,
    );
    const res = await okPoster(t, caseViewer)('/project/case/v2/twinData', {
      caseFlag,
      componentId: 'Etwin00001',
    });
    expect(res.data).toEqual([{ tenant: 'ten-A', space: 'space-A', level: 3 }]);
    expect(issued.at(-1)).toMatchObject({ tenantId: 'ten-A', type: 1 });
    expect(calls.at(-1)).toMatchObject({ token: issued.at(-1)!.token, workspace: 'space-A' });
  });

  it('the group’s own calls keep a type-2 token for its current binding', async () => {
    const res = await okPoster(t, ownerA)('/previewData/getData', {
      data: b64({ type: 'twins', param: { sourceId: sourceA } }),
    });
    expect(res.data).toEqual([{ tenant: 'ten-A2', space: 'space-A2', level: 3 }]);
    expect(calls.at(-1)).toMatchObject({ tenantId: 'ten-A2', type: 2, workspace: 'space-A2' });
    // generateToken type 1 is a view token of the group's tenant; it does not replace the group's own.
    const view = await okPoster(t, ownerA)('/digital-twin/user/application/generateToken', {
      tenantId: 'ten-A2',
      type: 1,
    });
    expect(issued.find((i) => i.token === view.token)).toMatchObject({ tenantId: 'ten-A2', type: 1 });
    await okPoster(t, ownerA)('/previewData/getData', {
      data: b64({ type: 'twins', param: { sourceId: sourceA } }),
    });
    expect(calls.at(-1)).toMatchObject({ type: 2, workspace: 'space-A2' });
  });

  it('a share or case of another tenant cannot use A’s source or A’s stored ids', async () => {
    const callsBefore = calls.length;
    // B's project names A's source: B's share finds no such source of its own group, and gets no data.
    await bindTenant(t, ownerB, 'ten-B', 'space-B');
    const foreign = await projectWith(ownerB, { type: 'twins', sourceId: sourceA, enable: true });
    const sidB = await share(ownerB, foreign);
    const res = await shareData(sidB);
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    // B's case of it keeps nothing of A's: its component has sample data only.
    const caseB = await okPoster(t, ownerB)('/project/case/v2/publish', { projectId: foreign });
    const viaCase = await poster(t, ownerB)('/project/case/v2/twinData', {
      caseFlag: caseB.caseFlag,
      componentId: 'Etwin00001',
    });
    expect(viaCase.status).toBe(404);
    // A's case is not B's to view, through the twin data either.
    const aCase = await poster(t, ownerB)('/project/case/v2/twinData', {
      caseFlag,
      componentId: 'Etwin00001',
    });
    expect(aCase.status).toBe(404);
    expect(calls.length).toBe(callsBefore);
  });

  it('a share published before its group was a twin tenant stored no ids: its twins data is refused', async () => {
    const loner = await member(t);
    const source = await twinsSource(loner, 9);
    const projectId = await projectWith(loner, { type: 'twins', sourceId: source, enable: true });
    const early = await share(loner, projectId);
    await bindTenant(t, loner, 'ten-C', 'space-C');
    const callsBefore = calls.length;
    expect((await shareData(early)).status).toBe(400);
    expect(calls.length).toBe(callsBefore);
    // Published again, the share stores the tenant and its view works.
    const again = await share(loner, projectId);
    const res = await shareData(again);
    expect(res.status).toBe(200);
    expect(calls.at(-1)).toMatchObject({ tenantId: 'ten-C', type: 1, workspace: 'space-C' });
  });
});
