import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import type { Component2D } from '@twincanvas/model';
import { definitionOf } from '../components/registry';
import { useRuntime } from '../runtime/store';
import { PageLayer } from './PageLayer';

const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';

const text = (id: string, over: Partial<Component2D> = {}): Component2D =>
  ({
    _id: id,
    componentType: '2005',
    componentName: evil,
    textModel: { text: evil, textStyle: {} },
    componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 100, componentHeight: 20 },
    ...over,
  }) as Component2D;

describe('running components', () => {
  it('shows component texts containing HTML as text: no element is created, no script runs', async () => {
    await definitionOf('2005')!.preload();
    const { container } = render(<PageLayer list={[text('Ehtml1')]} layer="page" />);
    await act(async () => undefined);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('hides components with initStatus false and follows runtime show/hide', async () => {
    await definitionOf('2005')!.preload();
    const { getByTestId } = render(<PageLayer list={[text('Evis1', { initStatus: false })]} layer="page" />);
    expect(getByTestId('view-Evis1').dataset.visible).toBe('false');
    act(() => useRuntime.getState().patch('Evis1', { visible: true, animateDuration: 300 }));
    expect(getByTestId('view-Evis1').dataset.visible).toBe('true');
    expect(getByTestId('view-Evis1').style.transition).toContain('300ms');
  });

  it('forgets the runtime entries of a page when it unmounts (page switch)', () => {
    const list = [
      text('Egone1'),
      { ...text('Hgroup'), groupModel: { groupList: [text('Egone2')] } },
    ] as Component2D[];
    const view = render(<PageLayer list={list} layer="page" />);
    act(() => {
      useRuntime.getState().patch('Egone1', { data: [1] });
      useRuntime.getState().patch('Egone2', { visible: false });
      useRuntime.getState().patch('Ekeep', { visible: false });
    });
    view.unmount();
    const byId = useRuntime.getState().byId;
    expect(byId.Egone1).toBeUndefined();
    expect(byId.Egone2).toBeUndefined();
    expect(byId.Ekeep).toEqual({ visible: false });
  });
});
