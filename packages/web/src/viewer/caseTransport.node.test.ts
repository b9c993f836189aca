// @vitest-environment node
// The real API server runs in this worker; happy-dom's URL and Blob would replace Node's under it, so the
// page's globals come from a happy-dom Window installed by hand (as transport/transport.node.test.ts does).
import type { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../server/src/test/harness';
import { okPoster, type Who } from '../../../server/src/test/workspace';
import {
  TWIN_COMPONENT_ID,
  bindTenant,
  projectWith,
  startTwinGateway,
  twinsRequest,
  twinsSource,
  type TwinGateway,
} from '../../../server/src/modules/twin/twinViews.testkit';
import type * as SessionModule from '../app/session';
import type { Session } from '../app/session';
import type * as ParamsModule from '../data/params';
import type * as HttpModule from '../transport/http';
import { pageAt } from '../test/pageAt';
import type * as CaseTransportModule from './caseTransport';

/**
 * Which server route a case view's data request takes, against the real API server and a twin gateway on
 * loopback (the server's twin view fixtures): a twins request goes through the case, whose stored tenant
 * and space the server uses with a type-1 token; anything else goes to the member data proxy of the
 * viewer's group.
 */
let gw: TwinGateway;
let t: TestApp;
let win: Window;
let owner: Who;
let caseFlag = '';
let projectFlag = '';
let app: {
  session: typeof SessionModule;
  http: typeof HttpModule;
  params: typeof ParamsModule;
  cases: typeof CaseTransportModule;
};

beforeAll(async () => {
  gw = await startTwinGateway();
  t = await createTestApp({ twinGatewayUrl: gw.url });
  ({ win } = await pageAt(t));
  app = {
    session: await import('../app/session'),
    http: await import('../transport/http'),
    params: await import('../data/params'),
    cases: await import('./caseTransport'),
  };

  // The administrator's group is a twin tenant; its project's one component reads a twins source.
  const admin = await t.login();
  owner = { token: admin.token, groupId: admin.groupId, userId: admin.userId };
  await bindTenant(t, owner, 'ten-W', 'space-W');
  const source = await twinsSource(t, owner, 5);
  const project = await projectWith(t, owner, twinsRequest(source));
  projectFlag = project.projectFlag;
  caseFlag = (await okPoster(t, owner)('/project/case/v2/publish', { projectId: project.projectId }))
    .caseFlag as string;
  // The group moves to another tenant and space afterwards: its own calls use those, the case keeps its own.
  await bindTenant(t, owner, 'ten-W2', 'space-W2');

  // The page signs in as a browser does, through the app's transport.
  type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
  const res = await app.http.send<Signed>('userPro/login', { auth: 'none', body: ADMIN });
  expect(res.code, res.msg).toBe('0');
  app.session.useSession.getState().signIn(res.data);
}, 300_000); // starts real servers: slow to start on a busy machine

afterAll(async () => {
  await t?.close();
  await gw?.close();
  await win?.happyDOM.close();
});

type Rows = { data: { tenant: string; space: string; level: number }[] };

describe('case view data transport against the API server', () => {
  it('a twins request goes through the case: the server uses the case’s stored tenant and space', async () => {
    const calls = gw.calls.length;
    const answer = await app.cases
      .caseTransport(caseFlag, projectFlag)
      .proxy(app.params.buildProxyPayload({ type: 'twins', sourceType: 'twins' }, app.params.NO_VALUES), {
        componentId: TWIN_COMPONENT_ID,
        requestSource: { type: 'twins' },
      });
    expect(answer.code).toBe('0');
    expect((answer.data as Rows).data).toEqual([{ tenant: 'ten-W', space: 'space-W', level: 5 }]);
    // A view token (type 1) of the stored tenant, not the group's own token for its current binding.
    expect(gw.calls.length).toBe(calls + 1);
    expect(gw.calls.at(-1)).toMatchObject({ tenantId: 'ten-W', type: 1, workspace: 'space-W' });
  });

  it('a component the case does not hold is refused by the server, and the gateway is not asked', async () => {
    const calls = gw.calls.length;
    const answer = await app.cases
      .caseTransport(caseFlag, projectFlag)
      .proxy(app.params.buildProxyPayload({ type: 'twins' }, app.params.NO_VALUES), {
        componentId: 'Enothere01',
        requestSource: { type: 'twins' },
      });
    expect(answer.code).toBe('404');
    expect(gw.calls.length).toBe(calls);
  });

  it('anything else goes to the member data proxy of the viewer’s group', async () => {
    const live = await okPoster(t, owner)('/remote/source/saveOrUpdate', {
      name: 'live',
      type: 'socket',
      config: { url: 'wss://push.example/feed' },
    });
    // A socket binding as the editor's data panel stores it.
    const requestSource = {
      type: 'api' as const,
      sourceType: 'socket',
      requestType: 'socket',
      sourceId: live.id as string,
    };
    const calls = gw.calls.length;
    const answer = await app.cases
      .caseTransport(caseFlag, projectFlag)
      .proxy(app.params.buildProxyPayload(requestSource, app.params.NO_VALUES), {
        componentId: 'Esocket001',
        requestSource,
      });
    expect(answer.code).toBe('0');
    // The group's stored socket source, as only the data proxy (/previewData/getData) answers it.
    expect((answer.data as { data: unknown }).data).toMatchObject({
      url: 'wss://push.example/feed',
      heartbeatMs: 45000,
    });
    expect(gw.calls.length).toBe(calls);
  });
});
