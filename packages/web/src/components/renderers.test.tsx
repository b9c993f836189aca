import { describe, expect, it } from 'vitest';
import { act, render as mount } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { newQueryClient } from '../app/queryClient';
import { COMPONENT_TYPE_CODES, describeComponentType } from '@twincanvas/model';
import { createComponent, definitionOf } from './registry';

/** The same 2D codes as registry.test.ts (no maps, 3D, charts or group). */
const CODES_2D = COMPONENT_TYPE_CODES.filter((code) => {
  const info = describeComponentType(code)!;
  return !['mapContainer', 'mapLayer', 'group'].includes(info.category) && info.kind !== '3D';
});

/** Renderers that read server data (weather, server time) do it through the page's query cache. */
const render = (ui: ReactElement) =>
  mount(<QueryClientProvider client={newQueryClient()}>{ui}</QueryClientProvider>);

describe('2D renderers', () => {
  it.each(CODES_2D)('%i renders its defaults, and an empty model without a broken box', async (code) => {
    const def = definitionOf(code)!;
    await def.preload();
    const node = createComponent(code)!;
    const { container, unmount } = render(<def.Renderer node={node} />);
    await act(async () => {});
    // The hot zone and rectangle draw through the box style; everything else puts markup in the box.
    if (![2110].includes(code)) expect(container.innerHTML.length, 'rendered nothing').toBeGreaterThan(0);
    unmount();
    const bare = { _id: node._id, componentType: node.componentType, componentRect: node.componentRect };
    const empty = render(<def.Renderer node={bare} />);
    await act(async () => {});
    expect(empty.container.textContent).not.toMatch(/error|undefined|NaN|\[object/i);
    empty.unmount();
  });
});
