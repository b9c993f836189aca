import { beforeEach, describe, expect, it } from 'vitest';
import { useRuntime } from '../../runtime/store';
import { switchChartPage } from './pages';

describe('chart data page switching (docs/reference.md#visibility)', () => {
  beforeEach(() => useRuntime.getState().reset());
  it("'+' and '-' wrap, an index is clamped; the start is chartDataInit; only the runtime store changes", () => {
    const node = { _id: 'E1', chartModel: { chartDataInit: 2 } };
    expect(switchChartPage(node, 3, '+')).toBe(0);
    expect(switchChartPage(node, 3, '-')).toBe(2);
    expect(switchChartPage(node, 3, '-')).toBe(1);
    expect(switchChartPage(node, 3, 9)).toBe(2);
    expect(useRuntime.getState().byId.E1?.chartPage).toBe(2);
    expect(node.chartModel.chartDataInit).toBe(2);
  });
});
