// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../../test/serverScreen';
import type * as ResourceListModule from './ResourceList';

/**
 * One resource type of the library (uploaded fonts) against the real API server: what the server holds
 * is listed with the category's use count; search keeps the matching ones; a rename and a delete
 * (confirmed) change the list and the server alike, and the use count follows the delete.
 */
const s = serverScreen();
const { api, render, waitFor, screen, click, byTestId, type, pressEnter, dialogButton, menuItem } = s;
let ResourceList: typeof ResourceListModule.ResourceList;

beforeAll(async () => {
  ({ ResourceList } = await import('./ResourceList'));
  // The library's texts, which the library panel loads for its lists.
  await import('./locales');
});

const listed = () =>
  screen()
    .queryAllByTestId('library-item')
    .map((li) => li.getAttribute('data-name'))
    .sort();
const stored = async () =>
  ((await api('/resource/font/list', {})) as { name: string }[]).map((f) => f.name).sort();
const usage = () => screen().queryByTestId('library-usage')?.textContent;

/** Opens an item's menu and clicks one of its entries. */
async function itemMenu(name: string, entry: string) {
  const item = screen()
    .getAllByTestId('library-item')
    .find((li) => li.getAttribute('data-name') === name)!;
  click(s.rtl.within(item).getByTestId('library-item-menu'));
  await menuItem(entry);
}

const uploadFont = (name: string) =>
  api('/resource/source/add', { type: '2', name, fileUrl: `https://fonts.example/${name}.woff2` });

describe('a library resource list against the API server', () => {
  it('lists, searches, renames and deletes as the server does; the use count follows', async () => {
    await uploadFont('Harbour Sans');
    await uploadFont('Night Serif');
    render(<ResourceList type="2" />);
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
