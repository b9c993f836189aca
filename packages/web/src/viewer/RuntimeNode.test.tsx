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
  // SECURITY-CASES #39: <img onerror> in names and texts is rendered as text.
  it('shows component texts containing HTML as text: no element is created, no script runs', async () => {
    await definitionOf('2005')!.preload();
    const { container } = render(<PageLayer list={[text('Ehtml1')]} layer="page" />);
    await act(async () => undefined);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  // SECURITY-CASES #40: iframe addresses other than http/https are refused; the frame is sandboxed.
  it('an iframe component refuses javascript: and data: addresses and sandboxes the page it shows', async () => {
    await definitionOf('4902')!.preload();
    const frame = (id: string, url: string) =>
      ({
        _id: id,
        componentType: '4902',
        componentName: id,
        iframeModel: { url },
        componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 100, componentHeight: 100 },
      }) as unknown as Component2D;
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
    ];
    const { container } = render(
      <PageLayer
        list={[...bad.map((u, i) => frame(`Ebad${i}`, u)), frame('Egood', 'https://example.com/')]}
        layer="page"
      />,
    );
    await act(async () => undefined);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://example.com/');
    const sandbox = frames[0]!.getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toMatch(/allow-same-origin|allow-top-navigation/);
    expect(container.querySelectorAll('[data-testid="iframe-refused"]')).toHaveLength(bad.length);
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
