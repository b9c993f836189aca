// @vitest-environment node
// The real API server runs in this worker; happy-dom's Blob, FormData and events would replace Node's
// under it, so the page's globals come from a happy-dom Window installed by hand (src/test/pageAt.ts).
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../../server/src/test/harness';
import { okPoster } from '../../../../server/src/test/workspace';
import type * as Rtl from '@testing-library/react';
import type * as ReactQuery from '@tanstack/react-query';
import type * as Antd from 'antd';
import type * as I18n from '../../app/i18n';
import type { Session } from '../../app/session';
import { pageAt } from '../../test/pageAt';
import type * as DataSourcePageModule from './DataSourcePage';

/**
 * The data-management page in happy-dom against the real API server: the sources the server holds, the
 * noData / noSearchData states, search, and a confirmed delete read back from the server. The sources
 * are made through the API first. (Creating, testing and groups are driven in real Chromium by
 * e2e/tests/data-sources.spec.ts.)
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  DataSourcePage: typeof DataSourcePageModule.DataSourcePage;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ win } = await pageAt(t, 'page'));
  // Imported after the globals: the session store, i18n and testing-library's screen bind to them on load.
  const session = await import('../../app/session');
  const http = await import('../../transport/http');
  ui = {
    rtl: await import('@testing-library/react'),
    query: await import('@tanstack/react-query'),
    antd: await import('antd'),
    i18n: await import('../../app/i18n'),
    DataSourcePage: (await import('./DataSourcePage')).DataSourcePage,
  };
  type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
  const res = await http.send<Signed>('userPro/login', { auth: 'none', body: ADMIN });
  expect(res.code, res.msg).toBe('0');
  session.useSession.getState().signIn(res.data);
  const admin = await t.login();
  api = okPoster(t, { token: admin.token, groupId: admin.groupId, userId: admin.userId });
  ui.i18n.setLanguage('en');
}, 300_000); // starts a real server: slow to start on a busy machine

afterEach(() => ui?.rtl.cleanup());

afterAll(async () => {
  await t?.close();
  await win?.happyDOM.close();
});

/** Opens /dataSource afresh: a new query cache. */
function visit() {
  const { QueryClient, QueryClientProvider } = ui.query;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  ui.rtl.render(
    <QueryClientProvider client={client}>
      {/* Without motion, as with reduced motion: a closed dialog leaves at once (no transitions here). */}
      <ui.antd.ConfigProvider theme={{ token: { motion: false } }}>
        <ui.antd.App>
          <ui.DataSourcePage />
        </ui.antd.App>
      </ui.antd.ConfigProvider>
    </QueryClientProvider>,
  );
}

/** Waits for `what` on a busy machine: the real server answers in seconds there, not milliseconds. */
const waitFor = <T,>(what: () => T) => ui.rtl.waitFor(what, { timeout: 30_000 });
const screen = () => ui.rtl.screen;
const click = (el: Element) => ui.rtl.fireEvent.click(el);
/** The source names of the table's rows, in order. */
const rows = () =>
  Array.from(document.querySelectorAll('[data-testid="source-list"] tbody tr.ant-table-row')).map(
    (tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
/** loading, complete, noSearchData or noData (docs/reference.md#workspace). */
const listState = () => screen().getByTestId('source-list').getAttribute('data-state');
const emptyText = () =>
  screen().getByTestId('source-list').querySelector('.ant-empty-description')?.textContent ?? null;

/** The dialogs (modals and confirmations) open now: a closed one may stay in the page, hidden. */
const openDialogs = () =>
  Array.from(document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"])'));
const dialogTitles = () => openDialogs().map((d) => d.querySelector('.ant-modal-title')?.textContent);

/** The button of the dialog that is open now. */
async function dialogButton(label: string) {
  return waitFor(() => {
    const found = openDialogs()
      .flatMap((d) => Array.from(d.querySelectorAll('button')))
      .filter((b) => b.textContent === label)
      .at(-1);
    if (!found) throw new Error(`no dialog button ${label}`);
    return found;
  });
}

/**
 * Types into a field. An 'input' event, which React's onChange hears as well: the page's 'change' would
 * be built from the global Event, Node's here (the server in this worker needs it), which happy-dom refuses.
 */
const type = (field: Element, value: string) => ui.rtl.fireEvent.input(field, { target: { value } });

/** Enter pressed and let go (the field takes one Enter until the key is up again). */
function pressEnter(field: Element) {
  ui.rtl.fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
  ui.rtl.fireEvent.keyUp(field, { key: 'Enter', keyCode: 13 });
}

async function sourcesOnServer(): Promise<string[]> {
  const page = await api('/remote/source/queryPage', { page: 1, limit: 100 });
  return (page.list as { name: string }[]).map((s) => s.name).sort();
}

const source = (name: string) =>
  api('/remote/source/saveOrUpdate', { name, type: 'api', config: { url: 'http://127.0.0.1:9/rows' } });

describe('the data-source page against the API server', () => {
  it('a group without sources says so', async () => {
    visit();
    await waitFor(() => expect(listState()).toBe('noData'));
    expect(emptyText()).toBe('No data sources yet: add one with "New data source"');
  });

  it('lists the sources; a search keeps the matching ones, or says none matches', async () => {
    for (const name of ['North meters', 'South meters', 'Boiler feed']) await source(name);
    visit();
    await waitFor(() => expect(rows().sort()).toEqual(['Boiler feed', 'North meters', 'South meters']));
    expect(listState()).toBe('complete');
    const search = screen().getByPlaceholderText(/search/i);
    type(search, 'meters');
    pressEnter(search);
    await waitFor(() => expect(rows().sort()).toEqual(['North meters', 'South meters']));
    type(search, 'tunnel');
    pressEnter(search);
    await waitFor(() => expect(listState()).toBe('noSearchData'));
    expect(rows()).toEqual([]);
  });

  it('deleting a source asks first; confirmed, it leaves the list and the server', async () => {
    visit();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const boiler = Array.from(document.querySelectorAll('tr.ant-table-row')).find((tr) =>
      tr.textContent?.includes('Boiler feed'),
    )!;
    click(boiler.querySelector('[data-testid="source-delete"]')!);
    await waitFor(() => expect(dialogTitles()).toHaveLength(1));
    click(await dialogButton('OK'));
    await waitFor(() => expect(rows().sort()).toEqual(['North meters', 'South meters']));
    expect(await sourcesOnServer()).toEqual(['North meters', 'South meters']);
  });
});
