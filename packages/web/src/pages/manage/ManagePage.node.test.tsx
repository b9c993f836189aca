// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../test/serverScreen';
import type * as ManagePageModule from './ManagePage';

/**
 * The project manager in happy-dom against the real API server: the folders and projects the server
 * holds, what a person does there (search, create a folder, rename and delete a project, restore it from
 * the recycle bin) and what the server answers when it refuses. Everything it lists is made through the
 * API first; what the page changed is read back from the server.
 */
const {
  api,
  render,
  waitFor,
  screen,
  click,
  byTestId,
  type,
  pressEnter,
  dialogTitles,
  dialogButton,
  menuItem,
} = serverScreen();
let ManagePage: typeof ManagePageModule.ManagePage;

beforeAll(async () => {
  ({ ManagePage } = await import('./ManagePage'));
});

/** Opens /manage afresh: its store as on a new visit, a new query cache. */
async function visit() {
  const { useManage } = await import('./store');
  useManage.setState(useManage.getInitialState(), true);
  render(<ManagePage />);
}

/** The project names of the cards shown, in order. */
const cards = () =>
  Array.from(document.querySelectorAll('[data-testid^="project-"]'))
    .map((el) => el.getAttribute('data-testid')!)
    .filter((id) => !/^project-(more|quota|search|create)/.test(id))
    .map((id) => id.slice('project-'.length));
const emptyText = () =>
  screen().queryByTestId('manage-empty')?.querySelector('.ant-empty-description')?.textContent ?? null;

/** Types a name into the name dialog and confirms it. */
async function giveName(name: string) {
  type(await byTestId('name-input'), name);
  click(await dialogButton('OK'));
}

async function projectsOnServer(folderId: string): Promise<string[]> {
  const page = await api('/project/v2/in/folder/list', { folderId, start: 0, end: 100 });
  return (page.list as { projectName: string }[]).map((p) => p.projectName).sort();
}

let alpha = '';

describe('the project manager against the API server', () => {
  it('a group without folders: asks for a folder first', async () => {
    await visit();
    await waitFor(() => expect(emptyText()).toBe('Create a folder first'));
    expect(screen().getByText('No folders')).toBeTruthy();
    expect((screen().getByTestId('project-create') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the folders and the projects of the chosen one; an empty folder says so', async () => {
    alpha = (await api('/userFolder/add', { name: 'Alpha' })).id as string;
    await api('/userFolder/add', { name: 'Beta' });
    for (const name of ['North gate', 'South gate', 'Boiler room'])
      await api('/project/v2/create', { folderId: alpha, projectName: name });
    await visit();
    await byTestId('folder-Alpha');
    expect(screen().getByTestId('folder-Beta')).toBeTruthy();
    click(screen().getByTestId('folder-Alpha'));
    await waitFor(() => expect(cards().sort()).toEqual(['Boiler room', 'North gate', 'South gate']));
    expect(emptyText()).toBeNull();

    click(screen().getByTestId('folder-Beta'));
    await waitFor(() => expect(emptyText()).toBe('No projects yet: click "New project" to start'));
    expect(cards()).toEqual([]);
  });

  it('search keeps the projects whose name matches; no match says so', async () => {
    await visit();
    click(await byTestId('folder-Alpha'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const search = screen().getByPlaceholderText('Search projects');
    type(search, 'gate');
    pressEnter(search);
    await waitFor(() => expect(cards().sort()).toEqual(['North gate', 'South gate']));

    type(search, 'tunnel');
    pressEnter(search);
    await waitFor(() => expect(emptyText()).toBe('No project matches'));
    expect(cards()).toEqual([]);
  });

  it('a new folder is listed and chosen, empty', async () => {
    await visit();
    await byTestId('folder-Alpha');
    click(screen().getByTestId('folder-add'));
    await giveName('Gamma');
    const gamma = await byTestId('folder-Gamma');
    await waitFor(() => expect(gamma.className).toMatch(/folderActive/));
    await waitFor(() => expect(emptyText()).toBe('No projects yet: click "New project" to start'));
    const folders = (await api('/userFolder/getUserFolders', { start: 0, end: 100 })) as {
      perName: string;
    }[];
    expect(folders.map((f) => f.perName).sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('renaming a project: the card shows the new name, as the server does', async () => {
    await visit();
    click(await byTestId('folder-Alpha'));
    click(await byTestId('project-more-Boiler room'));
    await menuItem('Rename');
    await giveName('Pump room');
    await waitFor(() => expect(cards().sort()).toEqual(['North gate', 'Pump room', 'South gate']));
    expect(await projectsOnServer(alpha)).toEqual(['North gate', 'Pump room', 'South gate']);
  });

  it('deleting a project asks first; confirmed, it leaves the list for the recycle bin, which restores it', async () => {
    await visit();
    click(await byTestId('folder-Alpha'));
    click(await byTestId('project-more-North gate'));
    await menuItem('Delete');
    await waitFor(() => expect(dialogTitles()).toEqual(['Delete 1 project(s)?']));
    click(await dialogButton('Cancel'));
    await waitFor(() => expect(dialogTitles()).toEqual([]));
    expect(cards()).toContain('North gate');
    expect(await projectsOnServer(alpha)).toContain('North gate');

    click(screen().getByTestId('project-more-North gate'));
    await menuItem('Delete');
    click(await dialogButton('OK'));
    await waitFor(() => expect(cards().sort()).toEqual(['Pump room', 'South gate']));
    expect(await projectsOnServer(alpha)).toEqual(['Pump room', 'South gate']);

    click(screen().getByTestId('open-recycle'));
    const restore = await byTestId('restore-North gate');
    click(restore);
    await waitFor(() => expect(screen().queryByTestId('restore-North gate')).toBeNull());
    expect(screen().getByText('The recycle bin is empty')).toBeTruthy();
    await waitFor(() => expect(cards().sort()).toEqual(['North gate', 'Pump room', 'South gate']));
    expect(await projectsOnServer(alpha)).toEqual(['North gate', 'Pump room', 'South gate']);
  });

  it('a refused rename shows the server’s message; the dialog stays and the list is unchanged', async () => {
    await visit();
    click(await byTestId('folder-Alpha'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    // Another tab deletes the project while this one still lists it.
    const page = await api('/project/v2/in/folder/list', { folderId: alpha, start: 0, end: 100 });
    const south = (page.list as { id: string; projectName: string }[]).find(
      (p) => p.projectName === 'South gate',
    )!;
    await api('/project/v2/delete', { projectIds: [south.id] });

    click(screen().getByTestId('project-more-South gate'));
    await menuItem('Rename');
    await giveName('East gate');
    await waitFor(() => expect(screen().getByText('The project does not exist')).toBeTruthy());
    expect(screen().getByTestId('name-input')).toBeTruthy();
    expect(cards().sort()).toEqual(['North gate', 'Pump room', 'South gate']);
    expect(await projectsOnServer(alpha)).toEqual(['North gate', 'Pump room']);
  });

  it('deleting a folder (confirmed) chooses the folder before it, and its projects', async () => {
    await visit();
    click(await byTestId('folder-Gamma'));
    await waitFor(() => expect(screen().getByTestId('folder-Gamma').className).toMatch(/folderActive/));
    click(screen().getByTestId('folder-Gamma').querySelector('button[aria-label="More"]')!);
    await menuItem('Delete');
    click(await dialogButton('OK'));
    await waitFor(() => expect(screen().queryByTestId('folder-Gamma')).toBeNull());
    await waitFor(() => expect(screen().getByTestId('folder-Beta').className).toMatch(/folderActive/));
    await waitFor(() => expect(emptyText()).toBe('No projects yet: click "New project" to start'));
    const folders = (await api('/userFolder/getUserFolders', { start: 0, end: 100 })) as {
      perName: string;
    }[];
    expect(folders.map((f) => f.perName).sort()).toEqual(['Alpha', 'Beta']);
  });
});
