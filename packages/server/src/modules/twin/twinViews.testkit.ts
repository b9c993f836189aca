import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/harness.js';
import { okPoster, type Who } from '../../test/workspace.js';
import { addComponents } from '../shares/testkit.js';

/**
 * A digital-twin gateway on loopback and a twin tenant's project, shared by the server's twin view tests
 * (twinViews.test.ts) and the web's case transport test, which runs the real API server against it.
 */

/** The component every twin project here holds; its data is what share and case views ask for. */
export const TWIN_COMPONENT_ID = 'Etwin00001';

export interface TwinGateway {
  /** The gateway's base URL, for createTestApp({ twinGatewayUrl }). */
  url: string;
  /** Tokens handed out, newest last; a token removed from here is refused (code 202004). */
  issued: { token: string; tenantId: string; type: number }[];
  /** Data calls answered, newest last. */
  calls: { token: string; tenantId: string; type: number; workspace: string }[];
  close(): Promise<void>;
}

/**
 * The gateway hands out tokens per tenant and type and accepts only tokens it still holds; a data call
 * answers one row naming the token's tenant, the workspace header and the `level` of the body, so a test
 * sees which stored ids the server used.
 */
export async function startTwinGateway(
  /** More fields of the answered row, by the call's body (a map test's address in the data). */
  more: (body: Record<string, unknown>) => Record<string, unknown> = () => ({}),
): Promise<TwinGateway> {
  let tokenCount = 0;
  const issued: TwinGateway['issued'] = [];
  const calls: TwinGateway['calls'] = [];
  const gw: Server = createServer((req, res) => {
    void (async () => {
      let text = '';
      for await (const c of req) text += String(c);
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      res.setHeader('content-type', 'application/json');
      if (req.url === '/auth/token') {
        const token = `tok${++tokenCount}`;
        issued.push({ token, tenantId: String(body.tenantId), type: Number(body.type) });
        return res.end(JSON.stringify({ code: 0, data: { token } }));
      }
      const held = issued.find((i) => i.token === req.headers['dtgw-token']);
      const workspace = String(req.headers['workspace-id']);
      if (!held) return res.end(JSON.stringify({ code: 202004, msg: 'token invalid' }));
      calls.push({ token: held.token, tenantId: held.tenantId, type: held.type, workspace });
      res.end(
        JSON.stringify({
          code: 0,
          data: [{ tenant: held.tenantId, space: workspace, level: body.level, ...more(body) }],
        }),
      );
    })();
  });
  await new Promise<void>((r) => gw.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(gw.address() as AddressInfo).port}/`,
    issued,
    calls,
    close: () => new Promise<void>((r) => gw.close(() => r())),
  };
}

/** Binds `who`'s group to a twin tenant and space (what the group's own twin calls use from now on). */
export const bindTenant = (t: TestApp, who: Who, tenantId: string, spaceId: string) =>
  okPoster(t, who)('/digital-twin/tenant/save', { tenantId, spaceId });

/** A twins source of `who`'s group asking the gateway for `level`; answers its id. */
export const twinsSource = async (t: TestApp, who: Who, level: number): Promise<string> =>
  (
    await okPoster(t, who)('/remote/source/saveOrUpdateTwins', {
      name: `Pumps ${level}`,
      config: { path: '/api/twins/query', body: { level } },
    })
  ).id as string;

/** A project of `who`'s group with one component (TWIN_COMPONENT_ID) on `requestSource`. */
export async function projectWith(
  t: TestApp,
  who: Who,
  requestSource: object,
): Promise<{ projectId: string; projectFlag: string }> {
  const o = okPoster(t, who);
  const folder = (await o('/userFolder/add', { name: `twin ${Math.random()}` })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: 'twin view' });
  const doc = await o('/project/detail/v2/query', { projectId: p.projectId });
  const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
  await addComponents(o, p.projectId, pageId, [
    {
      _id: TWIN_COMPONENT_ID,
      componentType: '2021',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 200 },
      requestSource,
    },
  ]);
  return { projectId: p.projectId as string, projectFlag: p.projectFlag as string };
}

/** The requestSource of a component on the twins source `sourceId`. */
export const twinsRequest = (sourceId: string) => ({
  type: 'twins',
  sourceType: 'twins',
  sourceId,
  enable: true,
  interval: 10,
});
