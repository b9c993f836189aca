// @vitest-environment node
// The real API server and a data source on loopback run in this worker; happy-dom's Blob, FormData and
// events would replace Node's under them, so the page's globals come from a happy-dom Window installed by
// hand (src/test/pageAt.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_CODE } from '@twincanvas/model';
import { ADMIN, createTestApp, type TestApp } from '../../../../../server/src/test/harness';
import { folderProject, okPoster } from '../../../../../server/src/test/workspace';
import type * as Rtl from '@testing-library/react';
import type * as ReactQuery from '@tanstack/react-query';
import type * as Antd from 'antd';
import type * as I18n from '../../../app/i18n';
import type { Session } from '../../../app/session';
import { pageAt } from '../../../test/pageAt';
import type * as DataPanelModule from './DataPanel';

/**
 * The Data tab's "request data" against the real API server, whose data proxy reaches a data source
 * running on loopback (allowed by the server's DATA_ALLOW_HOSTS): the answer is shown as the source sent
 * it; a source that fails (500) and an address the server's SSRF guard refuses show why, in words.
 */
let t: TestApp;
let win: Window;
let source: Server;
let sourceBase = '';
let sourceHits = 0;
const ROWS = [
  { gate: 'North', visitors: 1204 },
  { gate: 'South', visitors: 877 },
];
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  DataPanel: typeof DataPanelModule.DataPanel;
};

beforeAll(async () => {
  source = createServer((req, res) => {
    sourceHits++;
    if (req.url?.startsWith('/visitors')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: ROWS }));
    } else {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('database on fire');
    }
  });
  await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
  sourceBase = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  ({ win } = await pageAt(t, 'page'));
  // Imported after the globals: the session store, i18n and testing-library's screen bind to them on load.
  const session = await import('../../../app/session');
  const http = await import('../../../transport/http');
  ui = {
    rtl: await import('@testing-library/react'),
    query: await import('@tanstack/react-query'),
    antd: await import('antd'),
    i18n: await import('../../../app/i18n'),
    DataPanel: (await import('./DataPanel')).DataPanel,
  };
  type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
  const res = await http.send<Signed>('userPro/login', { auth: 'none', body: ADMIN });
  expect(res.code, res.msg).toBe('0');
  session.useSession.getState().signIn(res.data);
  ui.i18n.setLanguage('en');
}, 300_000); // starts a real server: slow to start on a busy machine

afterEach(() => ui?.rtl.cleanup());

afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => source?.close(() => r()));
  await win?.happyDOM.close();
});

/** A new project opened in the editor (saving to the server), with a table selected, and its Data tab. */
async function openTable(name: string) {
  const admin = await t.login();
  const project = await folderProject(
    okPoster(t, { token: admin.token, groupId: admin.groupId, userId: admin.userId }),
    name,
  );
  const { editorApi } = await import('../../api');
  const { startSession } = await import('../../store');
  const { addComponent } = await import('../../commands');
  const doc = await editorApi.load(project.flag);
  startSession(doc, doc.revision, (ops, base, operations) =>
    editorApi.save(doc.projectId, ops, base, operations),
  );
  expect(addComponent(TYPE_CODE.table)).toBeTruthy();
  const { QueryClient, QueryClientProvider } = ui.query;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  ui.rtl.render(
    <QueryClientProvider client={client}>
      <ui.antd.App>
        <ui.DataPanel />
      </ui.antd.App>
    </QueryClientProvider>,
  );
}

/** Waits for `what` on a busy machine: the real server answers in seconds there, not milliseconds. */
const waitFor = <T,>(what: () => T) => ui.rtl.waitFor(what, { timeout: 30_000 });
const byTestId = (id: string) => waitFor(() => ui.rtl.screen.getByTestId(id));

/** Opens an antd Select by its test id and clicks the option with that label. */
async function choose(testId: string, label: string) {
  const select = await byTestId(testId);
  const opener = select.closest('.ant-select') ?? select;
  ui.rtl.fireEvent.mouseDown(opener.querySelector('input') ?? opener);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
      (o) => o.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  ui.rtl.fireEvent.click(option);
}

/** Picks "Request", types the address (committed on blur, as a person leaves the field) and runs it. */
async function requestFrom(url: string) {
  await choose('data-kind', ui.i18n.default.t('dataBinding.kinds.request'));
  const field = await byTestId('data-url');
  // An 'input' event, which React's onChange hears as well: a 'change' would be built from the global
  // Event, Node's here (the server in this worker needs it), which happy-dom refuses.
  ui.rtl.fireEvent.input(field, { target: { value: url } });
  ui.rtl.fireEvent.blur(field);
  ui.rtl.fireEvent.click(await byTestId('data-run'));
}

describe('the Data tab requests through the server’s data proxy', () => {
  it('shows the answer of a data source on loopback', async () => {
    await openTable('Visitors board');
    const hits = sourceHits;
    await requestFrom(`${sourceBase}/visitors`);
    await waitFor(() => expect(JSON.parse(ui.rtl.screen.getByTestId('data-raw').textContent!)).toEqual({ data: ROWS }));
    expect(sourceHits).toBe(hits + 1);
    expect(ui.rtl.screen.queryByTestId('data-error')).toBeNull();
  });

  it('a source answering 500: the failure is said, nothing is shown as its answer', async () => {
    await openTable('Broken board');
    const hits = sourceHits;
    await requestFrom(`${sourceBase}/broken`);
    const error = await byTestId('data-error');
    expect(error.textContent).toBe('The request failed: The data source answered HTTP 500 (database on fire)');
    expect(sourceHits).toBe(hits + 1);
    expect(ui.rtl.screen.getByTestId('data-raw').textContent).toBe('—');
  });

  it('an address the SSRF guard refuses: the server’s reason is shown and nothing is fetched', async () => {
    await openTable('Inner board');
    const hits = sourceHits;
    await requestFrom('http://169.254.169.254/latest/meta-data');
    const error = await byTestId('data-error');
    expect(error.textContent).toMatch(
      /^The request failed: Private, loopback and cloud metadata addresses are not allowed \(an administrator can allow them/,
    );
    expect(sourceHits).toBe(hits);
  });
});
