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
import type * as ThemePanelModule from './ThemePanel';

/**
 * The library's colour plans against the real API server: the group's own plans the server holds are
 * listed; one added in the dialog is listed and stored; one deleted (confirmed) leaves both.
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  ThemePanel: typeof ThemePanelModule.ThemePanel;
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
    ThemePanel: (await import('./ThemePanel')).ThemePanel,
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

/** Waits for `what` on a busy machine: the real server answers in seconds there, not milliseconds. */
const waitFor = <T,>(what: () => T) => ui.rtl.waitFor(what, { timeout: 30_000 });
const screen = () => ui.rtl.screen;
const click = (el: Element) => ui.rtl.fireEvent.click(el);
const byTestId = (id: string) => waitFor(() => screen().getByTestId(id));

const listed = () =>
  screen()
    .queryAllByTestId('theme-item')
    .map((li) => li.getAttribute('data-name'));
const stored = async () => ((await api('/theme/list', {})) as { name: string }[]).map((th) => th.name).sort();

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

/**
 * Types into a field. An 'input' event, which React's onChange hears as well: a 'change' would be built
 * from the global Event, Node's here (the server in this worker needs it), which happy-dom refuses.
 */
const type = (field: Element, value: string) => ui.rtl.fireEvent.input(field, { target: { value } });

describe('the colour plans against the API server', () => {
  it('lists the group’s plans; one added is listed and stored; one deleted leaves both', async () => {
    await api('/theme/add', { name: 'Harbour', body: { colors: ['#1F77B4', '#FF7F0E'] } });
    const { QueryClient, QueryClientProvider } = ui.query;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ui.rtl.render(
      <QueryClientProvider client={client}>
        <ui.antd.ConfigProvider theme={{ token: { motion: false } }}>
          <ui.antd.App>
            <ui.ThemePanel />
          </ui.antd.App>
        </ui.antd.ConfigProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(listed()).toEqual(['Harbour']));

    click(screen().getByTestId('theme-add'));
    type(await byTestId('theme-name'), 'Night');
    type(screen().getByTestId('theme-colors'), '#112233, #445566');
    click(await dialogButton('OK'));
    await waitFor(() => expect([...listed()].sort()).toEqual(['Harbour', 'Night']));
    expect(await stored()).toEqual(['Harbour', 'Night']);

    const harbour = screen()
      .getAllByTestId('theme-item')
      .find((li) => li.getAttribute('data-name') === 'Harbour')!;
    click(ui.rtl.within(harbour).getByTestId('theme-delete'));
    click(await dialogButton('OK'));
    await waitFor(() => expect(listed()).toEqual(['Night']));
    expect(await stored()).toEqual(['Night']);
  });
});
