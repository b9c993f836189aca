// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../test/serverScreen';
import type * as DataSourcePageModule from './DataSourcePage';

/**
 * The data-management page in happy-dom against the real API server: the sources the server holds, the
 * noData / noSearchData states, search, and a confirmed delete read back from the server. The sources
 * are made through the API first. (Creating, testing and groups are driven in real Chromium by
 * e2e/tests/data-sources.spec.ts.)
 */
const { api, render, waitFor, screen, click, type, pressEnter, dialogTitles, dialogButton } = serverScreen();
let DataSourcePage: typeof DataSourcePageModule.DataSourcePage;

beforeAll(async () => {
  ({ DataSourcePage } = await import('./DataSourcePage'));
});

/** Opens /dataSource afresh: a new query cache. */
const visit = () => render(<DataSourcePage />);

/** The source names of the table's rows, in order. */
const rows = () =>
  Array.from(document.querySelectorAll('[data-testid="source-list"] tbody tr.ant-table-row')).map(
    (tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
/** loading, complete, noSearchData or noData (docs/reference.md#workspace). */
const listState = () => screen().getByTestId('source-list').getAttribute('data-state');
const emptyText = () =>
  screen().getByTestId('source-list').querySelector('.ant-empty-description')?.textContent ?? null;

async function sourcesOnServer(): Promise<string[]> {
  const page = await api('/remote/source/queryPage', { page: 1, limit: 100 });
  return (page.list as { name: string }[]).map((s) => s.name).sort();
}

const source = (name: string) =>
  api('/remote/source/saveOrUpdate', { name, type: 'api', config: { url: 'http://127.0.0.1:9/rows' } });

describe('the data-source page against the API server', () => {
  it('a group without sources says so', async () => {
    visit();
    await waitFor(() => expect(listState()).toBe('noData'));
    expect(emptyText()).toBe('No data sources yet: add one with "New data source"');
  });

  it('lists the sources; a search keeps the matching ones, or says none matches', async () => {
    for (const name of ['North meters', 'South meters', 'Boiler feed']) await source(name);
    visit();
    await waitFor(() => expect(rows().sort()).toEqual(['Boiler feed', 'North meters', 'South meters']));
    expect(listState()).toBe('complete');
    const search = screen().getByPlaceholderText(/search/i);
    type(search, 'meters');
    pressEnter(search);
    await waitFor(() => expect(rows().sort()).toEqual(['North meters', 'South meters']));
    type(search, 'tunnel');
    pressEnter(search);
    await waitFor(() => expect(listState()).toBe('noSearchData'));
    expect(rows()).toEqual([]);
  });

  it('deleting a source asks first; confirmed, it leaves the list and the server', async () => {
    visit();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const boiler = Array.from(document.querySelectorAll('tr.ant-table-row')).find((tr) =>
      tr.textContent?.includes('Boiler feed'),
    )!;
    click(boiler.querySelector('[data-testid="source-delete"]')!);
    await waitFor(() => expect(dialogTitles()).toHaveLength(1));
    click(await dialogButton('OK'));
    await waitFor(() => expect(rows().sort()).toEqual(['North meters', 'South meters']));
    expect(await sourcesOnServer()).toEqual(['North meters', 'South meters']);
  });
});
