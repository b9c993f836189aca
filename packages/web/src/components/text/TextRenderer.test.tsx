import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useRuntime } from '../../runtime/store';
import { imageDefinition } from '../image';
import ImageRenderer from '../image/ImageRenderer';
import { textDefinition } from './index';
import TextRenderer from './TextRenderer';

afterEach(() => {
  cleanup();
  useRuntime.getState().reset();
});

describe('text and image read delivered data through useComponentData', () => {
  it('a delivered page replaces the stored text; without one the stored text shows', async () => {
    const node = textDefinition.defaults(2005);
    const view = render(<TextRenderer node={node} />);
    expect(view.getByTestId('text-content').textContent).toBe('单行文本');
    await act(async () => useRuntime.getState().patch(node._id, { data: [{ text: '实时值 42' }] }));
    expect(view.getByTestId('text-content').textContent).toBe('实时值 42');
    await act(async () => useRuntime.getState().patch(node._id, { data: [1024] }));
    expect(view.getByTestId('text-content').textContent).toBe('1024');
  });
  it('a delivered address replaces the image; an unsafe one falls back to the placeholder', async () => {
    const node = imageDefinition.defaults();
    const view = render(<ImageRenderer node={node} />);
    await act(async () =>
      useRuntime.getState().patch(node._id, { data: [{ imageUrl: 'https://x.test/a.png' }] }),
    );
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('https://x.test/a.png');
    await act(async () => useRuntime.getState().patch(node._id, { data: ['javascript:alert(1)'] }));
    expect(view.container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
