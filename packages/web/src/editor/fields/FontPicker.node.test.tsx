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
import type * as FontPickerModule from './FontPicker';

/**
 * The font picker against the real API server: it offers the fonts the group uploaded, and a font
 * uploaded meanwhile (in the library, another tab) when the picker is opened again.
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  FontPicker: typeof FontPickerModule.FontPicker;
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
    FontPicker: (await import('./FontPicker')).FontPicker,
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
const byTestId = (id: string) => waitFor(() => screen().getByTestId(id));

/** Opens the picker (as a click does) and answers the labels it offers under "Uploaded fonts". */
async function uploadedOptions(): Promise<string[]> {
  const select = await byTestId('fp');
  ui.rtl.fireEvent.mouseDown(select.closest('.ant-select')?.querySelector('input') ?? select);
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
  const labels: string[] = [];
  let inUploads = false;
  for (const item of document.querySelectorAll('.ant-select-item')) {
    if (item.classList.contains('ant-select-item-group')) inUploads = item.textContent === 'Uploaded fonts';
    else if (inUploads) labels.push(item.textContent!.trim());
  }
  return labels;
}

/** Closes the picker as Escape does. */
function closePicker() {
  const input = screen().getByTestId('fp').closest('.ant-select')?.querySelector('input');
  if (input) ui.rtl.fireEvent.keyDown(input, { key: 'Escape', keyCode: 27 });
}

const uploadFont = (name: string) =>
  api('/resource/source/add', { type: '2', name, fileUrl: `https://fonts.example/${name}.woff2` });

describe('the font picker against the API server', () => {
  it('offers the group’s uploaded fonts, and one uploaded meanwhile once opened again', async () => {
    await uploadFont('Harbour Sans');
    const { QueryClient, QueryClientProvider } = ui.query;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ui.rtl.render(
      <QueryClientProvider client={client}>
        <ui.antd.ConfigProvider theme={{ token: { motion: false } }}>
          <ui.FontPicker value="" onChange={() => {}} testId="fp" />
        </ui.antd.ConfigProvider>
      </QueryClientProvider>,
    );
    await waitFor(async () => expect(await uploadedOptions()).toEqual(['Harbour Sans']));
    closePicker();

    await uploadFont('Night Sans');
    await waitFor(async () =>
      expect((await uploadedOptions()).sort()).toEqual(['Harbour Sans', 'Night Sans']),
    );
  });
});
