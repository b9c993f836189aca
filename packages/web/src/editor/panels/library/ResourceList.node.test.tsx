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
import type * as ResourceListModule from './ResourceList';

/**
 * One resource type of the library (uploaded fonts) against the real API server: what the server holds
 * is listed with the category's use count; search keeps the matching ones; a rename and a delete
 * (confirmed) change the list and the server alike, and the use count follows the delete.
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  ResourceList: typeof ResourceListModule.ResourceList;
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
    ResourceList: (await import('./ResourceList')).ResourceList,
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
    .map((li) => li.getAttribute('data-name'))
    .sort();
const stored = async () =>
  ((await api('/resource/font/list', {})) as { name: string }[]).map((f) => f.name).sort();
const usage = () => screen().queryByTestId('library-usage')?.textContent;

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

/** Opens an item's menu and clicks one of its entries. */
async function itemMenu(name: string, entry: string) {
  const item = screen()
    .getAllByTestId('library-item')
    .find((li) => li.getAttribute('data-name') === name)!;
  click(ui.rtl.within(item).getByTestId('library-item-menu'));
  const found = await waitFor(() => {
    const el = Array.from(
      document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item'),
    ).find((li) => li.textContent === entry);
    if (!el) throw new Error(`no menu entry ${entry}`);
    return el;
  });
  click(found);
}

/**
 * Types into a field. An 'input' event, which React's onChange hears as well: a 'change' would be built
 * from the global Event, Node's here (the server in this worker needs it), which happy-dom refuses.
 */
const type = (field: Element, value: string) => ui.rtl.fireEvent.input(field, { target: { value } });

/** Enter pressed and let go (the field takes one Enter until the key is up again). */
function pressEnter(field: Element) {
  ui.rtl.fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
  ui.rtl.fireEvent.keyUp(field, { key: 'Enter', keyCode: 13 });
}

const uploadFont = (name: string) =>
  api('/resource/source/add', { type: '2', name, fileUrl: `https://fonts.example/${name}.woff2` });

describe('a library resource list against the API server', () => {
  it('lists, searches, renames and deletes as the server does; the use count follows', async () => {
    await uploadFont('Harbour Sans');
    await uploadFont('Night Serif');
    const { QueryClient, QueryClientProvider } = ui.query;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ui.rtl.render(
      <QueryClientProvider client={client}>
        <ui.antd.ConfigProvider theme={{ token: { motion: false } }}>
          <ui.antd.App>
            <ui.ResourceList type="2" />
          </ui.antd.App>
        </ui.antd.ConfigProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(listed()).toEqual(['Harbour Sans', 'Night Serif']));
    await waitFor(() => expect(usage()).toMatch(/^Used 2\//));

    const search = screen().getByPlaceholderText('Search resources');
    type(search, 'night');
    pressEnter(search);
    await waitFor(() => expect(listed()).toEqual(['Night Serif']));
    type(search, '');
    pressEnter(search);
    await waitFor(() => expect(listed()).toEqual(['Harbour Sans', 'Night Serif']));

    await itemMenu('Harbour Sans', 'Rename');
    type(await byTestId('library-rename-input'), 'Harbour Sans Bold');
    click(await dialogButton('OK'));
    await waitFor(() => expect(listed()).toEqual(['Harbour Sans Bold', 'Night Serif']));
    expect(await stored()).toEqual(['Harbour Sans Bold', 'Night Serif']);

    await itemMenu('Night Serif', 'Delete');
    click(await dialogButton('OK'));
    await waitFor(() => expect(listed()).toEqual(['Harbour Sans Bold']));
    expect(await stored()).toEqual(['Harbour Sans Bold']);
    await waitFor(() => expect(usage()).toMatch(/^Used 1\//));
  });
});
