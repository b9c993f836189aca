import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { othersDefinition } from '../../components/others/definition';
import { signDefinition } from '../../components/sign/definition';
import { trailDefinition } from '../../components/trail/definition';
import type { Component3DCommand } from '../../runtime/interactions/types';
import { Component3DFields } from '../scene3d/Camera3DFields';
import { startSession, useEditor } from '../store';
import { at, docWith, list } from './doc3d.testkit';
import { TrailRider3D } from './TrailRider3D';

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

const trail = { ...trailDefinition.defaults(at(0, 0, 0)), _id: 'F-trail', name: 'Route' };
const car = { ...signDefinition.defaults(at(5, 0, 5)), _id: 'F-car', name: 'Car 7' };
const crate = { ...othersDefinition.defaults(at(9, 0, 9), 'box'), _id: 'F-crate', name: 'Crate' };

describe('trail fields', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('the property panel chooses the trail’s selected point (one undoable edit) among placards and objects', async () => {
    startSession(docWith([trail, car, crate]), 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
    useEditor.setState({ sceneId: 'B1', pageId: 'D1' });
    const current = () => list(useEditor.getState().doc!).find((c) => c._id === 'F-trail')!;
    const { rerender } = render(<TrailRider3D trail={current()} />);
    await choose('prop3d-trail-rider', 'Car 7');
    expect(current().generalData?.selectId).toBe('F-car');
    rerender(<TrailRider3D trail={current()} />);
    // Only kinds a trail can carry are offered (not the trail itself).
    fireEvent.mouseDown(
      screen.getByTestId('prop3d-trail-rider').closest('.ant-select')!.querySelector('input')!,
    );
    const labels = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
    expect(labels).toEqual(['None (the default mover)', 'Car 7', 'Crate']);
    act(() => useEditor.getState().undo());
    expect(current().generalData?.selectId).toBeUndefined();
  });

  it('the seek action takes a time in seconds or a distance in metres, one clearing the other', () => {
    const changes: Component3DCommand[] = [];
    const doc = docWith([trail]);
    const action: Component3DCommand = { type: 'component3D', target: 'F-trail', action: 'seek' };
    const { rerender } = render(
      <Component3DFields doc={doc} pageId="D1" action={action} onChange={(a) => changes.push(a)} />,
    );
    expect(screen.getByText('Seek to time')).toBeTruthy();
    expect(screen.getAllByText('s').length + screen.getAllByText('m').length).toBeGreaterThanOrEqual(2);
    fireEvent.change(screen.getByTestId('component3d-seek-time'), { target: { value: '12' } });
    expect(changes.at(-1)?.args).toEqual({ time: 12 });
    rerender(
      <Component3DFields doc={doc} pageId="D1" action={changes.at(-1)!} onChange={(a) => changes.push(a)} />,
    );
    fireEvent.change(screen.getByTestId('component3d-seek-distance'), { target: { value: '30' } });
    expect(changes.at(-1)?.args).toEqual({ distance: 30 });
  });
});
