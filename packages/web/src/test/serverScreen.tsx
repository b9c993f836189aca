import type { ReactNode } from 'react';
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type * as Rtl from '@testing-library/react';
import type * as ReactQuery from '@tanstack/react-query';
import type * as Antd from 'antd';
import { ADMIN, createTestApp, type TestApp } from '../../../server/src/test/harness';
import { okPoster } from '../../../server/src/test/workspace';
import type * as I18n from '../app/i18n';
import type { Session } from '../app/session';
import { pageAt } from './pageAt';

/** What serverScreen loads in its beforeAll, after the page's globals are in place. */
interface Loaded {
  t: TestApp;
  api: ReturnType<typeof okPoster>;
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
}

/**
 * A React screen in happy-dom against the real API server, for a `// @vitest-environment node` file
 * (`*.node.test.tsx`). The server runs in the same worker, and happy-dom's Blob, FormData and events
 * would replace Node's under it, so the page's globals come from a happy-dom Window installed by hand
 * (pageAt.ts) instead of from Vitest's happy-dom environment.
 *
 * Call it once at the top of the file, before the file's own hooks: it registers a beforeAll that starts
 * the server (`config` goes to createTestApp), opens the page at it, signs the administrator in as a
 * browser does and switches the texts to English; an afterEach that unmounts what was rendered; an
 * afterAll that closes the server and the window. Vitest runs beforeAll hooks in the order they were
 * registered and afterAll hooks in reverse (sequence.hooks 'stack'), so a file's own beforeAll may import
 * the module under test and its texts, and its afterAll runs while the server is still up.
 *
 * `t`, `rtl`, `antd` and `i18n` are there once the beforeAll has run; the functions may be taken out of
 * the object at once.
 */
export function serverScreen(config?: Parameters<typeof createTestApp>[0]) {
  let t: TestApp | undefined;
  let win: Window | undefined;
  let loaded: Loaded | undefined;
  const ready = (): Loaded => {
    if (!loaded) throw new Error('serverScreen: used before its beforeAll ran');
    return loaded;
  };

  beforeAll(async () => {
    t = await createTestApp(config);
    ({ win } = await pageAt(t, 'page'));
    // Imported after the globals: the session store, i18n and testing-library's screen bind to them on load.
    const session = await import('../app/session');
    const http = await import('../transport/http');
    const rtl = await import('@testing-library/react');
    const query = await import('@tanstack/react-query');
    const antd = await import('antd');
    const i18n = await import('../app/i18n');
    type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
    const res = await http.send<Signed>('userPro/login', { auth: 'none', body: ADMIN });
    expect(res.code, res.msg).toBe('0');
    session.useSession.getState().signIn(res.data);
    const admin = await t.login();
    const api = okPoster(t, { token: admin.token, groupId: admin.groupId, userId: admin.userId });
    i18n.setLanguage('en');
    loaded = { t, api, rtl, query, antd, i18n };
  }, 300_000); // starts a real server: slow to start on a busy machine

  afterEach(() => loaded?.rtl.cleanup());

  afterAll(async () => {
    await t?.close();
    await win?.happyDOM.close();
  });

  const rtl = () => ready().rtl;
  /** Waits for `what` on a busy machine: the real server answers in seconds there, not milliseconds. */
  const waitFor = <T,>(what: () => T | Promise<T>): Promise<T> => rtl().waitFor(what, { timeout: 30_000 });
  const screen = () => rtl().screen;
  const click = (el: Element) => rtl().fireEvent.click(el);
  const byTestId = (id: string) => waitFor(() => screen().getByTestId(id));

  /** The dialogs (modals and confirmations) open now: a closed one may stay in the page, hidden. */
  const openDialogs = () =>
    Array.from(document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"])'));

  /** The button of the dialog that is open now. */
  const dialogButton = (label: string) =>
    waitFor(() => {
      const found = openDialogs()
        .flatMap((d) => Array.from(d.querySelectorAll('button')))
        .filter((b) => b.textContent === label)
        .at(-1);
      if (!found) throw new Error(`no dialog button ${label}`);
      return found;
    });

  /** Clicks an entry of the dropdown menu that is open now (closed menus stay in the page, hidden). */
  async function menuItem(label: string) {
    const item = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item'),
      ).find((el) => el.textContent === label);
      if (!found) throw new Error(`no menu item ${label}`);
      return found;
    });
    click(item);
  }

  /** Opens an antd Select by its test id (as a click does) and answers the element it was opened by. */
  async function openSelect(testId: string) {
    const select = await byTestId(testId);
    const opener = select.closest('.ant-select') ?? select;
    rtl().fireEvent.mouseDown(opener.querySelector('input') ?? opener);
    return select;
  }

  /** Opens an antd Select by its test id and clicks the option with that label. */
  async function choose(testId: string, label: string) {
    await openSelect(testId);
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
        (o) => o.textContent === label,
      );
      if (!found) throw new Error(`no option ${label}`);
      return found;
    });
    click(option);
  }

  /** Opens an antd Select by its test id and answers the labels it offers under the group `group`. */
  async function optionsUnder(testId: string, group: string): Promise<string[]> {
    await openSelect(testId);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
    const labels: string[] = [];
    let inGroup = false;
    for (const item of document.querySelectorAll('.ant-select-item')) {
      if (item.classList.contains('ant-select-item-group')) inGroup = item.textContent === group;
      else if (inGroup) labels.push(item.textContent!.trim());
    }
    return labels;
  }

  return {
    get t() {
      return ready().t;
    },
    get rtl() {
      return ready().rtl;
    },
    get antd() {
      return ready().antd;
    },
    get i18n() {
      return ready().i18n;
    },
    /** Posts to the API as the signed-in administrator, in the administrator's group; answers its data. */
    api: (url: string, payload?: object) => ready().api(url, payload),

    /**
     * Renders `node` as the app does: a new query cache (no retries, so a refusal shows at once), and
     * antd's App under a ConfigProvider without motion, as with reduced motion: a closed dialog leaves at
     * once (no transitions here). Answers the query client.
     */
    render(node: ReactNode): ReactQuery.QueryClient {
      const { rtl, query, antd } = ready();
      const client = new query.QueryClient({ defaultOptions: { queries: { retry: false } } });
      rtl.render(
        <query.QueryClientProvider client={client}>
          <antd.ConfigProvider theme={{ token: { motion: false } }}>
            <antd.App>{node}</antd.App>
          </antd.ConfigProvider>
        </query.QueryClientProvider>,
      );
      return client;
    },

    waitFor,
    screen,
    click,
    byTestId,
    /**
     * Types into a field. An 'input' event, which React's onChange hears as well: the page's 'change'
     * would be built from the global Event, Node's here (the server in this worker needs it), which
     * happy-dom refuses.
     */
    type: (field: Element, value: string) => rtl().fireEvent.input(field, { target: { value } }),
    /** Enter pressed and let go (the field takes one Enter until the key is up again). */
    pressEnter(field: Element) {
      rtl().fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
      rtl().fireEvent.keyUp(field, { key: 'Enter', keyCode: 13 });
    },
    openDialogs,
    /** The titles of the dialogs open now. */
    dialogTitles: () => openDialogs().map((d) => d.querySelector('.ant-modal-title')?.textContent),
    dialogButton,
    menuItem,
    choose,
    optionsUnder,
  };
}
