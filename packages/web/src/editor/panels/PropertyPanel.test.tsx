import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Component2D } from '@twincanvas/model';
import { mapContainerDefinition } from '../../components/mapContainer';
import { panelDoc } from '../actions/panelFixture';
import { startSession, useEditor } from '../store';
import { PropertyPanel } from './PropertyPanel';

type Pages = { projectPageList: { projectTwoComponentList: Component2D[] }[] }[];

/** The panel doc (dynamic panel G1 with two pages, components E1…) plus an empty map. */
function session(pagesOfPanel = true) {
  const map = mapContainerDefinition.defaults(4501);
  const doc = panelDoc();
  const list = (doc.projectScenesList as Pages)[0]!.projectPageList[0]!.projectTwoComponentList;
  list.push(map);
  if (!pagesOfPanel) list.find((c) => c._id === 'G1')!.dynamicModel = { pageList: [] };
  startSession(doc, 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
  return { map };
}

/** The panel as the editor shows it (a text's font field lists the group's fonts through react-query). */
const show = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}
    >
      <PropertyPanel />
    </QueryClientProvider>,
  );

const select = (id: string) => act(() => useEditor.getState().select([id]));

afterEach(cleanup);

describe('the property panel opens what a kind declares it opens', () => {
  it('a dynamic panel offers its pages and a map its layers; a text offers neither', () => {
    const { map } = session();
    show();

    select('E1');
    expect(screen.queryByTestId('dynamic-enter')).toBeNull();
    expect(screen.queryByTestId('map-enter')).toBeNull();

    select('G1');
    expect(screen.queryByTestId('map-enter')).toBeNull();
    fireEvent.click(screen.getByTestId('dynamic-enter'));
    expect(useEditor.getState().groupPath[0]).toBe('G1'); // entered, on the page it shows

    act(() => useEditor.setState({ groupPath: [] }));
    select(map._id);
    expect(screen.queryByTestId('dynamic-enter')).toBeNull();
    fireEvent.click(screen.getByTestId('map-enter'));
    expect(useEditor.getState().tMapId).toBe(map._id);
  });

  it('the button is there but disabled where its action cannot run (a panel without pages)', () => {
    session(false);
    show();
    select('G1');
    expect(screen.getByTestId('dynamic-enter')).toHaveProperty('disabled', true);
  });
});
