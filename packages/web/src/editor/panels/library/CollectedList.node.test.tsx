// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../../test/serverScreen';
import type * as CollectedListModule from './CollectedList';

/**
 * The collected components of the library against the real API server: a collect group's components
 * are listed as the server holds them; a new group made in the dialog is chosen, empty; going back to
 * the first group lists its components again; one deleted (confirmed) leaves the list and the server.
 */
const { api, render, waitFor, screen, click, byTestId, type, dialogButton, choose } = serverScreen();
let CollectedList: typeof CollectedListModule.CollectedList;

beforeAll(async () => {
  ({ CollectedList } = await import('./CollectedList'));
  // The library's texts, which the library panel loads for its lists.
  await import('./locales');
});

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
    render(<CollectedList />);
    await waitFor(() => expect(listed()).toEqual(names));

    click(screen().getByTestId('collect-new-group'));
    type(await byTestId('collect-group-name'), 'Night kit');
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
