import { describe, expect, it } from 'vitest';
import type { Component2D } from '../types/component2d.js';
import { applyDataResult, isCacheFresh, shouldRefreshWarning, throttleElapsed } from './data.js';
import { applyActivePage, stepIndex, switchChartData, switchDynamicPanel } from './panels.js';
import { applyVisibility, initialiseStates, isActiveInGroup, isVisible, stepState } from './visibility.js';

const group: Component2D = {
  _id: 'H1',
  componentType: '5001',
  initStatus: false,
  groupModel: {
    groupList: [
      { _id: 'E1', initStatus: true },
      { _id: 'E2', initStatus: false },
    ],
  },
};

describe('visibility (docs/reference.md#visibility)', () => {
  it('"Each component\'s state is 0 if initStatus is true, else -1, added to its parent\'s state."', () => {
    const [g, plain] = initialiseStates([group, { _id: 'E3' }]);
    expect(g?._state).toBe(-1);
    expect(g?.groupModel?.groupList.map((c) => c._state)).toEqual([-1, -2]);
    expect(plain?._state).toBe(0);
    expect(initialiseStates([{ _id: 'E4', initStatus: true }], 2)[0]?._state).toBe(2);
  });
  it('"Event-driven state changes decrement a negative _state or increment a non-negative one, recursing into children."', () => {
    expect(stepState(-1)).toBe(-2);
    expect(stepState(0)).toBe(1);
    expect(stepState(undefined)).toBe(1);
    const [g] = initialiseStates([group]);
    const shown = applyVisibility(g as Component2D, 'show');
    expect(shown._state).toBe(-2);
    expect(shown.groupModel?.groupList.map((c) => c._state)).toEqual([-2, -3]);
  });
  it('"Show, hide and toggle flip initStatus and adjust a state counter, recording the animation type; show acts only if not visible, hide only if visible."', () => {
    const visible: Component2D = { _id: 'E1', initStatus: true, _state: 0 };
    expect(applyVisibility(visible, 'show')).toBe(visible);
    const hidden = applyVisibility(visible, 'hide', 'fadeOut');
    expect(hidden).toMatchObject({ initStatus: false, _state: 1, animateType: 'fadeOut' });
    expect(applyVisibility(hidden, 'hide')).toBe(hidden);
    expect(applyVisibility(hidden, 'toggle').initStatus).toBe(true);
    expect(applyVisibility({ _id: 'E9' }, 'toggle').initStatus).toBe(false);
    expect(isVisible({})).toBe(true);
  });
  it('"A component is active in a group only if initStatus is true."', () => {
    expect(isActiveInGroup({ initStatus: true })).toBe(true);
    expect(isActiveInGroup({})).toBe(false);
  });
});

describe('dynamic panels and charts (docs/reference.md#visibility)', () => {
  const panel: Component2D = {
    _id: 'G1',
    componentType: '4901',
    dynamicEvent: 2,
    dynamicModel: { pageList: [0, 1, 2].map((i) => ({ _id: `Z${i}`, componentList: [] })) },
  };
  it("\"'+' next page wrapping to 0; '-' previous wrapping to last; otherwise a given index; animation and duration recorded.\"", () => {
    expect(switchDynamicPanel(panel, '+').dynamicEvent).toBe(0);
    expect(switchDynamicPanel({ ...panel, dynamicEvent: 0 }, '-').dynamicEvent).toBe(2);
    expect(switchDynamicPanel(panel, 1, { dynamicAni: 'slide', animateDuration: 1000 })).toMatchObject({
      dynamicEvent: 1,
      dynamicAni: 'slide',
      animateDuration: 1000,
    });
    expect(switchDynamicPanel({ _id: 'G2' }, '+').dynamicEvent).toBe(0);
    expect(stepIndex(0, 3, 9)).toBe(2);
  });
  it('"An active-page change is applied only when the update method is \'dynamic\' and page or event actually differs."', () => {
    const current: Component2D = { ...panel, _activePage: 1, dynamicEvent: 1 };
    expect(applyActivePage(current, { _updateMethod: 'api', _activePage: 2 })).toBe(current);
    expect(applyActivePage(current, { _updateMethod: 'dynamic', _activePage: 1 })).toBe(current);
    expect(applyActivePage(current, { _updateMethod: 'dynamic', _activePage: 1, dynamicEvent: 1 })).toBe(
      current,
    );
    expect(applyActivePage(current, { _updateMethod: 'dynamic', _activePage: 2 })._activePage).toBe(2);
    expect(
      applyActivePage(current, { _updateMethod: 'dynamic', _activePage: 1, dynamicEvent: 0 }).dynamicEvent,
    ).toBe(0);
  });
  it("\"Chart data switching: '+'/'-' cycle the data index with wrap; otherwise explicit index.\"", () => {
    const chart: Component2D = { _id: 'E1', chartModel: { data: [{}, {}], chartDataInit: 1 } };
    expect(switchChartData(chart, '+').chartModel?.chartDataInit).toBe(0);
    expect(switchChartData(chart, '-').chartModel?.chartDataInit).toBe(0);
    expect(switchChartData(chart, 1).chartModel?.chartDataInit).toBe(1);
    expect(switchChartData({ _id: 'E2' }, '+').chartModel?.chartDataInit).toBe(0);
  });
});

describe('data results (docs/reference.md#data-results)', () => {
  it('"Results set _updateTime and _updateMethod, mark _mistakeResult when data is empty, set _dataInit on first result."', () => {
    const first = applyDataResult({ _id: 'E1' } as Component2D, [], 'api', 1000);
    expect(first).toMatchObject({
      _updateTime: 1000,
      _updateMethod: 'api',
      _mistakeResult: true,
      _dataInit: true,
    });
    const second = applyDataResult(first, [{ x: 1 }], 'websocket', 2000);
    expect(second).toMatchObject({
      _updateTime: 2000,
      _updateMethod: 'websocket',
      _mistakeResult: false,
      _dataInit: true,
    });
    expect(applyDataResult(first, {}, 'event', 3)._mistakeResult).toBe(true);
    expect(applyDataResult(first, { a: 1 }, 'dynamic', 3)._mistakeResult).toBe(false);
  });
  it('"A missing result triggers a view-warning timestamp update, only if none stored or more than 180000 ms passed."', () => {
    expect(shouldRefreshWarning(5, null)).toBe(true);
    expect(shouldRefreshWarning(5, undefined)).toBe(true);
    expect(shouldRefreshWarning(180000, 0)).toBe(false);
    expect(shouldRefreshWarning(180001, 0)).toBe(true);
  });
  it('"Component-state updates are throttled at 600 ms." and "cached request default stale time 300000 ms"', () => {
    expect(throttleElapsed(599, 0)).toBe(false);
    expect(throttleElapsed(600, 0)).toBe(true);
    expect(throttleElapsed(1, null)).toBe(true);
    expect(isCacheFresh(299999, 0)).toBe(true);
    expect(isCacheFresh(300000, 0)).toBe(false);
  });
});
