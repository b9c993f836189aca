import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Component2D } from '@twincanvas/model';
import { sampleComponents, sampleDoc } from '../../actions/fixtures';
import { contextOf } from '../../docModel';
import { startSession, useEditor } from '../../store';
import i18n from '../../../app/i18n';
import { DataPanel } from './DataPanel';

/** The Data tab in happy-dom: every choice is one undoable update of the component's requestSource. */
const e1 = (): Component2D => {
  const s = useEditor.getState();
  return contextOf(s.doc!, s.pageId, [])!.list.find((c) => c._id === 'E1')!;
};

function setup() {
  const components = sampleComponents().map((c) =>
    c._id === 'E1' ? { ...c, componentType: '2021', requestSource: { type: 'static' as const } } : c,
  );
  startSession(sampleDoc(components), 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
  useEditor.getState().select(['E1']);
  // The lists the panel reads, answered from the cache so the test needs no server.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['dataBinding', 'sources'], [{ id: 'S1', name: 'maria', type: 'mysql' }]);
  client.setQueryData(['dataBinding', 'variables', 'A1'], []);
  client.setQueryData(['dataBinding', 'filters', 'A1'], []);
  client.setQueryData(['dataBinding', 'projectRouters', 'A1'], []);
  client.setQueryData(['dataBinding', 'globalRouters'], []);
  render(
    <QueryClientProvider client={client}>
      <DataPanel />
    </QueryClientProvider>,
  );
}

/** Opens an antd Select by its test id and clicks the option with that label. */
async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  const opener = select.closest('.ant-select') ?? select;
  fireEvent.mouseDown(opener.querySelector('input') ?? opener);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find(
      (o) => o.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

afterEach(cleanup);

describe('Data tab', () => {
  it(
    'choosing a source kind, a source and editing SQL: each one undoable op on requestSource',
    { timeout: 20_000 },
    async () => {
      setup();
      // Each commit replaces the document once: counting the replacements counts the edits.
      let commits = 0;
      const stop = useEditor.subscribe((s, prev) => {
        if (s.doc !== prev.doc) commits += 1;
      });

      await choose('data-kind', i18n.t('dataBinding.kinds.request'));
      expect(e1().requestSource).toMatchObject({ type: 'api', requestType: 'GET', bodyType: 0 });

      await choose('data-source-select', 'maria · mysql');
      expect(e1().requestSource).toMatchObject({ type: 'api', sourceId: 'S1', sourceType: 'mysql' });

      const sql = await screen.findByTestId('data-sql');
      fireEvent.change(sql, { target: { value: 'select k, v from t where id = ${id}' } });
      expect(e1().requestSource?.executeSql).toBeUndefined(); // typing is a draft; blur commits
      fireEvent.blur(sql);
      expect(e1().requestSource).toMatchObject({
        sourceId: 'S1',
        executeSql: 'select k, v from t where id = ${id}',
      });
      stop();
      expect(commits).toBe(3);

      act(() => useEditor.getState().undo());
      expect(e1().requestSource?.executeSql).toBeUndefined();
      expect(e1().requestSource).toMatchObject({ sourceId: 'S1' });
      act(() => useEditor.getState().undo());
      act(() => useEditor.getState().undo());
      expect(e1().requestSource).toEqual({ type: 'static' });
    },
  );
});
