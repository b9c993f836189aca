// @vitest-environment node
// The real API server runs in this worker; happy-dom's Blob, FormData and events would replace Node's
// under it, so the page's globals come from a happy-dom Window installed by hand (src/test/pageAt.ts).
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../../../server/src/test/harness';
import { folderProject, okPoster } from '../../../../../server/src/test/workspace';
import type * as Rtl from '@testing-library/react';
import type * as ReactQuery from '@tanstack/react-query';
import type * as Antd from 'antd';
import type * as I18n from '../../../app/i18n';
import type { Session } from '../../../app/session';
import { pageAt } from '../../../test/pageAt';
import type * as VersionsPanelModule from './VersionsPanel';

/**
 * The version history of a project in happy-dom against the real API server: saving a named version
 * lists it, comparing it with the current content shows what changed since (a resize made elsewhere),
 * deleting it asks first and lists what the server holds then.
 */
let t: TestApp;
let win: Window;
let api: ReturnType<typeof okPoster>;
let ui: {
  rtl: typeof Rtl;
  query: typeof ReactQuery;
  antd: typeof Antd;
  i18n: typeof I18n;
  VersionsPanel: typeof VersionsPanelModule.VersionsPanel;
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
    VersionsPanel: (await import('./VersionsPanel')).VersionsPanel,
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
const names = () =>
  screen()
    .queryAllByTestId('versions-item-name')
    .map((el) => el.textContent);

/** The button of the confirmation open now (a closed one may stay in the page, hidden). */
async function confirmButton(label: string) {
  return waitFor(() => {
    const found = Array.from(
      document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) button'),
    )
      .filter((b) => b.textContent === label)
      .at(-1);
    if (!found) throw new Error(`no confirmation button ${label}`);
    return found;
  });
}

async function serverVersions(projectId: string): Promise<string[]> {
  const list = await api('/project/versions/list', { projectId });
  return (list.versions as { name: string }[]).map((v) => v.name);
}

describe('the version history against the API server', () => {
  it('save a named version, compare it with the current content, delete it', async () => {
    const project = await folderProject(api, 'Harbour');
    const { QueryClient, QueryClientProvider } = ui.query;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ui.rtl.render(
      <QueryClientProvider client={client}>
        <ui.VersionsPanel projectId={project.id} />
      </QueryClientProvider>,
    );
    await byTestId('versions-empty');

    // An 'input' event, which React's onChange hears as well: a 'change' would be built from the global
    // Event, Node's here (the server in this worker needs it), which happy-dom refuses.
    ui.rtl.fireEvent.input(screen().getByTestId('versions-name'), { target: { value: 'Before launch' } });
    click(screen().getByTestId('versions-save'));
    await waitFor(() => expect(names()).toEqual(['Before launch']));
    expect(screen().queryByTestId('versions-empty')).toBeNull();
    expect(await serverVersions(project.id)).toEqual(['Before launch']);

    // Resized elsewhere after the version was saved: the comparison with the current content shows it.
    await api('/project/v2/update', { projectId: project.id, canvasWidth: 1280 });
    click(screen().getByTestId('versions-compare'));
    const counts = await byTestId('versions-diff-counts');
    await waitFor(() =>
      expect(screen().getByTestId('versions-diff').textContent).toContain('Changed: canvasWidth'),
    );
    expect(counts.textContent).toBe('0 added · 0 removed · 0 changed');
    click(screen().getByText('Back to the list'));

    click(await waitFor(() => screen().getByText('Delete')));
    click(await confirmButton('Delete'));
    // The list is read again: the named version is gone; the automatic one the resize made is there.
    await waitFor(() => expect(names()).toEqual(['Automatic save']));
    expect(await serverVersions(project.id)).toEqual(['']);
  });
});
