// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../../test/serverScreen';
import type * as ThemePanelModule from './ThemePanel';

/**
 * The library's colour plans against the real API server: the group's own plans the server holds are
 * listed; one added in the dialog is listed and stored; one deleted (confirmed) leaves both.
 */
const s = serverScreen();
const { api, render, waitFor, screen, click, byTestId, type, dialogButton } = s;
let ThemePanel: typeof ThemePanelModule.ThemePanel;

beforeAll(async () => {
  ({ ThemePanel } = await import('./ThemePanel'));
});

const listed = () =>
  screen()
    .queryAllByTestId('theme-item')
    .map((li) => li.getAttribute('data-name'));
const stored = async () => ((await api('/theme/list', {})) as { name: string }[]).map((th) => th.name).sort();

describe('the colour plans against the API server', () => {
  it('lists the group’s plans; one added is listed and stored; one deleted leaves both', async () => {
    await api('/theme/add', { name: 'Harbour', body: { colors: ['#1F77B4', '#FF7F0E'] } });
    render(<ThemePanel />);
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
    click(s.rtl.within(harbour).getByTestId('theme-delete'));
    click(await dialogButton('OK'));
    await waitFor(() => expect(listed()).toEqual(['Night']));
    expect(await stored()).toEqual(['Night']);
  });
});
