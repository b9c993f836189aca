import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { tableDefinition } from './index';
import TableRenderer from './TableRenderer';
import type { TablePage } from './data';

function bigTable(rows: number): TablePage {
  return {
    pageId: 'big',
    pageName: 'Table',
    Dimension: [
      { cells: [{ text: '序号' }, { text: '值' }] },
      ...Array.from({ length: rows }, (_, i) => ({ cells: [{ text: i + 1 }, { text: i * 3 }] })),
    ],
  };
}

// happy-dom does no layout: the table body reports the size a browser would give it (360 × 520).
const BODY = { width: 520, height: 360 };
const saved: (PropertyDescriptor | undefined)[] = [];
beforeAll(() => {
  const proto = HTMLElement.prototype;
  for (const key of ['clientWidth', 'clientHeight'] as const) {
    saved.push(Object.getOwnPropertyDescriptor(proto, key));
    Object.defineProperty(proto, key, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.dataset.testid !== 'table-body') return 0;
        return key === 'clientWidth' ? BODY.width : BODY.height;
      },
    });
  }
});
afterAll(() => {
  (['clientWidth', 'clientHeight'] as const).forEach((key, i) => {
    const own = saved[i];
    if (own) Object.defineProperty(HTMLElement.prototype, key, own);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });
});
afterEach(cleanup);

describe('table renderer (2021)', () => {
  it('puts only the rows in view in the DOM: 100,000 rows cost what 10 do', async () => {
    const node = tableDefinition.defaults();
    node.chartModel = { data: [bigTable(100_000)], chartDataInit: 0 };
    node.componentRect = { ...node.componentRect!, componentHeight: 400 };
    const { container } = render(<TableRenderer node={node} />);
    await act(async () => {});
    const rows = container.querySelectorAll('[data-row]');
    // (400 - 40 header) / 36 per row ≈ 10 visible, plus 8 overscan.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows[0]?.textContent).toBe('10');
    const spacer = container.querySelector('[data-testid="table-body"] > div') as HTMLElement;
    expect(spacer.style.height).toBe(`${100_000 * 36}px`);
  });

  it('shows the empty state for a page without rows, and the simple table without header', async () => {
    const node = tableDefinition.defaults();
    node.chartModel = { data: [], chartDataInit: 0 };
    const empty = render(<TableRenderer node={node} />);
    expect(empty.getByTestId('empty-state')).toBeTruthy();
    empty.unmount();
    const simple = tableDefinition.defaults();
    simple.tableModel = { ...(simple.tableModel as object), variant: 'simple' };
    const s = render(<TableRenderer node={simple} />);
    await act(async () => {});
    expect(s.queryByTestId('table-header')).toBeNull();
    expect(s.container.querySelector('[data-row="0"]')?.textContent).toContain('序号');
  });
});
