// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { folderProject } from '../../../../../server/src/test/workspace';
import { serverScreen } from '../../../test/serverScreen';
import type * as VersionsPanelModule from './VersionsPanel';

/**
 * The version history of a project in happy-dom against the real API server: saving a named version
 * lists it, comparing it with the current content shows what changed since (a resize made elsewhere),
 * deleting it asks first and lists what the server holds then.
 */
const { api, render, waitFor, screen, click, byTestId, type, dialogButton } = serverScreen();
let VersionsPanel: typeof VersionsPanelModule.VersionsPanel;

beforeAll(async () => {
  ({ VersionsPanel } = await import('./VersionsPanel'));
});

const names = () =>
  screen()
    .queryAllByTestId('versions-item-name')
    .map((el) => el.textContent);

async function serverVersions(projectId: string): Promise<string[]> {
  const list = await api('/project/versions/list', { projectId });
  return (list.versions as { name: string }[]).map((v) => v.name);
}

describe('the version history against the API server', () => {
  it('save a named version, compare it with the current content, delete it', async () => {
    const project = await folderProject(api, 'Harbour');
    render(<VersionsPanel projectId={project.id} />);
    await byTestId('versions-empty');

    type(screen().getByTestId('versions-name'), 'Before launch');
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
    click(await dialogButton('Delete'));
    // The list is read again: the named version is gone; the automatic one the resize made is there.
    await waitFor(() => expect(names()).toEqual(['Automatic save']));
    expect(await serverVersions(project.id)).toEqual(['']);
  });
});
