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
import type * as HeatThemeFieldModule from './HeatThemeField';

/**
 * A heat map's theme field and the heat theme library it opens, against the real API server: the field
 * offers the group's heat themes the server holds; a theme made in the library is offered by the field
 * at once (one list for both) and stored on the server; "Use" gives the heat map that theme's gradient.
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  HeatThemeField: typeof HeatThemeFieldModule.HeatThemeField;
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
    HeatThemeField: (await import('./HeatThemeField')).HeatThemeField,
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

/** The labels the field's select offers under "Library heat themes" (its dropdown opened). */
async function libraryOptions(): Promise<string[]> {
  const select = await byTestId('heat-pick');
  ui.rtl.fireEvent.mouseDown(select.closest('.ant-select')?.querySelector('input') ?? select);
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
  const labels: string[] = [];
  let inLibrary = false;
  for (const item of document.querySelectorAll('.ant-select-item')) {
    if (item.classList.contains('ant-select-item-group'))
      inLibrary = item.textContent === 'Library heat themes';
    else if (inLibrary) labels.push(item.textContent!.trim());
  }
  return labels;
}

describe('the heat theme field and its library against the API server', () => {
  it('offers the group’s themes; one made in the library is offered at once; Use gives its gradient', async () => {
    const ramp = { colors: ['#0000FF', '#FFFF00', '#FF0000'], stops: [0, 0.4, 1] };
    await api('/heat-theme/add', { name: 'Harbour heat', body: ramp });
    let value: unknown = 'rainbow';
    const { QueryClient, QueryClientProvider } = ui.query;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const Field = () => <ui.HeatThemeField value={value} onChange={(v) => (value = v)} testId="heat" />;
    ui.rtl.render(
      <QueryClientProvider client={client}>
        <ui.antd.ConfigProvider theme={{ token: { motion: false } }}>
          <ui.antd.App>
            <Field />
          </ui.antd.App>
        </ui.antd.ConfigProvider>
      </QueryClientProvider>,
    );
    await waitFor(async () => expect(await libraryOptions()).toEqual(['Harbour heat']));

    click(screen().getByTestId('heat-library'));
    await waitFor(() =>
      expect(
        screen()
          .getAllByTestId('heat-item')
          .map((li) => li.getAttribute('data-name')),
      ).toEqual(['Harbour heat']),
    );
    click(screen().getByTestId('heat-add'));
    // An 'input' event, which React's onChange hears as well: a 'change' would be built from the global
    // Event, Node's here (the server in this worker needs it), which happy-dom refuses.
    ui.rtl.fireEvent.input(await byTestId('heat-name'), { target: { value: 'Night shift' } });
    click(screen().getByTestId('heat-save'));
    await waitFor(() =>
      expect(
        screen()
          .getAllByTestId('heat-item')
          .map((li) => li.getAttribute('data-name'))
          .sort(),
      ).toEqual(['Harbour heat', 'Night shift']),
    );
    const stored = (await api('/heat-theme/list', {})) as { id: string; name: string }[];
    expect(stored.map((h) => h.name).sort()).toEqual(['Harbour heat', 'Night shift']);
    await waitFor(async () =>
      expect((await libraryOptions()).sort()).toEqual(['Harbour heat', 'Night shift']),
    );

    const harbour = screen()
      .getAllByTestId('heat-item')
      .find((li) => li.getAttribute('data-name') === 'Harbour heat')!;
    click(ui.rtl.within(harbour).getByTestId('heat-use'));
    expect(value).toMatchObject({
      id: stored.find((h) => h.name === 'Harbour heat')!.id,
      colors: ramp.colors,
    });
  });
});
