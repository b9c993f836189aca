// @vitest-environment node
// The real API server runs in this worker; happy-dom's Blob, FormData and events would replace Node's
// under it, so the page's globals come from a happy-dom Window installed by hand (src/test/pageAt.ts).
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../../../server/src/test/harness';
import { okPoster } from '../../../../../server/src/test/workspace';
import type * as Rtl from '@testing-library/react';
import type * as ReactQuery from '@tanstack/react-query';
import type * as Antd from 'antd';
import type * as I18n from '../../../app/i18n';
import type { Session } from '../../../app/session';
import { pageAt } from '../../../test/pageAt';
import type * as CollectedListModule from './CollectedList';

/**
 * The collected components of the library against the real API server: a collect group's components
 * are listed as the server holds them; a new group made in the dialog is chosen, empty; going back to
 * the first group lists its components again; one deleted (confirmed) leaves the list and the server.
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  CollectedList: typeof CollectedListModule.CollectedList;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ win } = await pageAt(t, 'page'));
  // Imported after the globals: the session store, i18n and testing-library's screen bind to them on load.
  const session = await import('../../../app/session');
  const http = await import('../../../transport/http');
  ui = {
    rtl: await import('@testing-library/react'),
    query: await import('@tanstack/react-query'),
    antd: await import('antd'),
    i18n: await import('../../../app/i18n'),
    CollectedList: (await import('./CollectedList')).CollectedList,
  };
  // The library's texts, which the library panel loads for its lists.
  await import('./locales');
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

/** Waits for `what` on a busy machine: the real server answers in seconds there, not milliseconds. */
const waitFor = <T,>(what: () => T) => ui.rtl.waitFor(what, { timeout: 30_000 });
const screen = () => ui.rtl.screen;
const click = (el: Element) => ui.rtl.fireEvent.click(el);
const byTestId = (id: string) => waitFor(() => screen().getByTestId(id));

const listed = () =>
  screen()
    .queryAllByTestId('library-item')
    .map((li) => li.getAttribute('data-name'));
const stored = async (collectGroupId: string) =>
  ((await api('/resource/collect/list', { collectGroupId })).currentResult as { name: string }[]).map(
    (r) => r.name,
  );
/** The collect group the select shows. */
const chosenGroup = () =>
  screen().getByTestId('collect-group-select').closest('.ant-select')?.querySelector('.ant-select-content')
    ?.textContent ?? screen().getByTestId('collect-group-select').closest('.ant-select')?.textContent;

/** The button of the dialog open now (a closed one may stay in the page, hidden). */
async function dialogButton(label: string) {
  return waitFor(() => {
    const found = Array.from(
      document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) button'),
    )
      .filter((b) => b.textContent === label)
      .at(-1);
    if (!found) throw new Error(`no dialog button ${label}`);
    return found;
  });
}

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
  click(option);
}

describe('the collected components against the API server', () => {
  it('lists a group’s components; a new group is chosen, empty; a delete leaves list and server', async () => {
    const harbour = (await api('/group-management/add/1', { name: 'Harbour kit' })).id as string;
    await api('/resource/collect/add', {
      collectGroupId: [harbour],
      name: 'Gate',
      components: [{ _id: 'Etitle', componentType: '2005' }],
    });
    const names = await stored(harbour);
    expect(names).toHaveLength(1);
    const { QueryClient, QueryClientProvider } = ui.query;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ui.rtl.render(
      <QueryClientProvider client={client}>
        <ui.antd.ConfigProvider theme={{ token: { motion: false } }}>
          <ui.antd.App>
            <ui.CollectedList />
          </ui.antd.App>
        </ui.antd.ConfigProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(listed()).toEqual(names));

    click(screen().getByTestId('collect-new-group'));
    // An 'input' event, which React's onChange hears as well: a 'change' would be built from the global
    // Event, Node's here (the server in this worker needs it), which happy-dom refuses.
    ui.rtl.fireEvent.input(await byTestId('collect-group-name'), { target: { value: 'Night kit' } });
    click(await dialogButton('OK'));
    await waitFor(() => expect(chosenGroup()).toContain('Night kit'));
    await waitFor(() => expect(listed()).toEqual([]));

    await choose('collect-group-select', 'Harbour kit');
    await waitFor(() => expect(listed()).toEqual(names));
    click(screen().getByText('Delete'));
    click(await dialogButton('OK'));
    await waitFor(() => expect(listed()).toEqual([]));
    expect(await stored(harbour)).toEqual([]);
  });
});
