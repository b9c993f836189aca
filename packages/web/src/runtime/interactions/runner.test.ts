import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component2D, Condition, DocNode, Interaction } from '@twincanvas/model';
import { currentValues, useVariables as useProjectVariables } from '../../data/variables';
import { useRuntime } from '../store';
import { useVariables } from '../variables';
import { createInteractionRunner, type InteractionContext } from './runner';
import type { InteractionAction } from './types';

const rect = { componentLeft: 0, componentTop: 0, componentWidth: 10, componentHeight: 10 };
const comp = (id: string, extra: Partial<Component2D> = {}): Component2D => ({
  _id: id,
  componentType: '2110',
  componentRect: rect,
  ...extra,
});
const cond = (id: string, logic: '|' | '&', ifs: Condition['ifs']): Condition => ({ id, logic, ifs });
const entry = (
  eventId: string,
  actions: Record<string, InteractionAction[]>,
  extra: Partial<Interaction> = {},
): Interaction => ({ eventId, actions, ...extra });

function docWith(pageComponents: Component2D[], page2: Component2D[] = []): DocNode {
  return {
    _id: 'A1',
    projectScenesList: [
      {
        _id: 'B1',
        projectPageList: [
          { _id: 'D1', projectTwoComponentList: pageComponents },
          { _id: 'D2', projectTwoComponentList: page2 },
        ],
      },
      { _id: 'B2', projectPageList: [{ _id: 'D3', projectTwoComponentList: [] }] },
    ],
    systemScenes: [{ _id: 'C1', projectTwoComponentList: [comp('S1')] }],
    equalizer: {
      receipt: [{ state: 1, url: '', vars: [{ original: 'line', as: 'lineNo', value: '7' }] }],
      distribute: [],
    },
  } as unknown as DocNode;
}

function setup(components: Component2D[], page2: Component2D[] = []) {
  const page = { sceneId: 'B1', pageId: 'D1' };
  const ctx: InteractionContext & { pages: string[]; links: [string, boolean][] } = {
    doc: docWith(components, page2),
    current: () => page,
    changePage: (t) => {
      ctx.pages.push(`${t.sceneId}/${t.pageId}`);
      page.sceneId = t.sceneId!;
      page.pageId = t.pageId!;
    },
    openLink: (url, w) => void ctx.links.push([url, w]),
    appVariables: { app: 'tc' },
    now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
    pages: [],
    links: [],
  };
  const runner = createInteractionRunner(ctx);
  const fire = (id: string, code = '40101', payload?: unknown) => {
    const node = components.find((c) => c._id === id) ?? page2.find((c) => c._id === id)!;
    runner.emit(node, code as '40101', payload);
  };
  return { ctx, runner, fire, page };
}

const rt = (id: string) => useRuntime.getState().byId[id] ?? {};
const vars = () => useVariables.getState().values;
const setVar = (name: string): InteractionAction => ({ type: 'variable', name, value: true });

beforeEach(() => {
  useProjectVariables.getState().reset();
  useRuntime.getState().reset();
  // The whole initial state, functions too: a test's spy on `set` sits on a state object, and zustand
  // copies it into every state after it, so restoring the spy alone left it in place for the next tests.
  useVariables.setState(useVariables.getInitialState(), true);
});
afterEach(() => vi.useRealTimers());

describe('conditions (docs/reference.md#conditions)', () => {
  it('no conditions: the else actions run', () => {
    const { fire } = setup([
      comp('E1', { projectInteractionList: [entry('40101', { elseAction: [setVar('else')] })] }),
    ]);
    fire('E1');
    expect(vars()).toEqual({ else: true });
  });

  it('the first true condition wins; none true runs else; & needs all, | needs one', () => {
    const e = entry(
      '40101',
      { c1: [setVar('c1')], c2: [setVar('c2')], elseAction: [setVar('else')] },
      {
        conditions: [
          cond('c1', '&', [
            { key: 'greater', type: 'variables', target: 'n', val: 5 },
            { key: 'less', type: 'variables', target: 'n', val: 10 },
          ]),
          cond('c2', '|', [
            { key: 'equal', type: 'variables', target: 'n', val: 1 },
            { key: 'equal', type: 'variables', target: 'n', val: 7 },
          ]),
        ],
      },
    );
    const { fire } = setup([comp('E1', { projectInteractionList: [e] })]);
    useVariables.getState().set('n', 7);
    fire('E1');
    expect(vars()).toMatchObject({ c1: true });
    expect(vars().c2).toBeUndefined();
    useVariables.getState().reset();
    useVariables.getState().set('n', 1);
    fire('E1');
    expect(vars()).toEqual({ n: 1, c2: true });
    useVariables.getState().reset();
    useVariables.getState().set('n', 99);
    fire('E1');
    expect(vars()).toEqual({ n: 99, else: true });
  });

  it('reads the equalizer, system constants, the event payload, runtime data with table scope, static chart data', () => {
    const test = (id: string, ifs: Condition['ifs']): Interaction =>
      entry('40101', { [id]: [setVar(id)] }, { conditions: [cond(id, '&', ifs)] });
    const chart = comp('E7', {
      chartModel: { data: [{ v: 1 }, { v: 2 }], chartDataInit: 1 },
    });
    const { fire } = setup([
      comp('E1', {
        projectInteractionList: [
          test('eq', [{ key: 'equal', type: 'equalizer', target: 'lineNo', val: '7' }]),
          test('const', [{ key: 'equal', type: 'constants', target: 'date', val: '2026-01-02' }]),
          test('literal', [{ key: 'greater', type: 'constants', target: '10', val: 3 }]),
          test('payload', [{ key: 'equal', type: '2D', target: 'E1', targetKey: 'name', val: 'bar A' }]),
          test('table', [
            { key: 'greater', type: '2D', target: 'E8', targetKey: 'v', scope: '2-2:1-1', val: 50 },
          ]),
          test('chart', [{ key: 'equal', type: '2D', target: 'E7', targetKey: 'v', val: 2 }]),
          test('threeD', [{ key: 'notEmpty', type: '3D', target: 'F1' }]),
          test('threeDData', [{ key: 'greater', type: '3D', target: 'F2', targetKey: 'value', val: 80 }]),
        ],
      }),
      chart,
      comp('E8'),
    ]);
    useRuntime.getState().patch('E8', { data: [{ v: 1 }, { v: 99 }, { v: 2 }] });
    // A 3D component's rows (its source's data) answer a "3D" condition like a 2D component's.
    useRuntime.getState().patch('F2', { data: [{ name: 'Boiler', value: 95 }] });
    fire('E1', '40101', { name: 'bar A' });
    expect(Object.keys(vars()).sort()).toEqual([
      'chart',
      'const',
      'eq',
      'literal',
      'payload',
      'table',
      'threeDData',
    ]);
  });
});

describe('project variables', () => {
  it('conditions read a project variable by name; a variable action updates it for requests too', () => {
    useProjectVariables.getState().load([{ id: 'v1', name: 'city', defaultValue: '上海' } as never]);
    const e = entry(
      '40101',
      { c1: [{ type: 'variable', name: 'city', value: '北京' }] },
      { conditions: [cond('c1', '&', [{ key: 'equal', type: 'variables', target: 'city', val: '上海' }])] },
    );
    const { fire } = setup([comp('E1', { projectInteractionList: [e] })]);
    fire('E1');
    expect(currentValues().byId.v1).toBe('北京');
    expect(vars().city).toBe('北京');
  });
});

describe('actions (docs/reference.md#actions, docs/reference.md#visibility)', () => {
  it('show / hide / toggle flip visibility once, record the animation and step group state into members', () => {
    const group = comp('H1', {
      componentType: '5001',
      groupModel: { groupList: [comp('E4'), comp('E5', { initStatus: false })] },
    });
    const act = (mode: 'show' | 'hide' | 'toggle', targets: string[]): InteractionAction => ({
      type: 'visibility',
      mode,
      targets,
      animateType: 'fadeIn',
      animateDuration: 300,
    });
    const { fire } = setup([
      comp('E1', { projectInteractionList: [entry('40101', { elseAction: [act('hide', ['H1'])] })] }),
      comp('E2', { projectInteractionList: [entry('40101', { elseAction: [act('show', ['H1', 'E5'])] })] }),
      comp('E3', { projectInteractionList: [entry('40101', { elseAction: [act('toggle', ['E9'])] })] }),
      comp('E9'),
      group,
    ]);
    fire('E2'); // already visible: show does nothing to H1; E5 (hidden) is shown
    expect(rt('H1')).toEqual({});
    expect(rt('E5')).toMatchObject({ visible: true, animateType: 'fadeIn', animateDuration: 300 });
    fire('E1');
    expect(rt('H1')).toMatchObject({ visible: false, state: 1 });
    // Members step with their group: a non-negative state goes up.
    expect(rt('E4').state).toBe(1);
    fire('E1'); // hidden already: nothing changes
    expect(rt('H1').state).toBe(1);
    fire('E3');
    expect(rt('E9').visible).toBe(false);
    fire('E3');
    expect(rt('E9').visible).toBe(true);
  });

  it("switches dynamic panel pages '+' / '-' with wrap or to an index, and chart data pages", () => {
    const panel = comp('G1', {
      componentType: '4901',
      dynamicModel: { pageList: [0, 1, 2].map((i) => ({ _id: `Z${i}`, componentList: [] })) },
    });
    const chart = comp('E7', { chartModel: { data: [{}, {}, {}] } });
    const on = (code: string, action: InteractionAction) => entry(code, { elseAction: [action] });
    const { fire } = setup([
      comp('E1', {
        projectInteractionList: [
          on('40101', {
            type: 'dynamicPage',
            target: 'G1',
            step: '+',
            dynamicAni: 'slide',
            animateDuration: 500,
          }),
          on('40102', { type: 'dynamicPage', target: 'G1', step: '-' }),
          on('40105', { type: 'dynamicPage', target: 'G1', step: 1 }),
          on('40106', { type: 'chartPage', target: 'E7', step: '-' }),
          on('40108', { type: 'chartPage', target: 'E7', step: '+' }),
        ],
      }),
      panel,
      chart,
    ]);
    fire('E1', '40102');
    expect(rt('G1').dynamicPage).toBe(2);
    fire('E1', '40101');
    expect(rt('G1')).toMatchObject({ dynamicPage: 0, animateType: 'slide', animateDuration: 500 });
    fire('E1', '40105');
    expect(rt('G1').dynamicPage).toBe(1);
    fire('E1', '40106');
    expect(rt('E7').chartPage).toBe(2);
    fire('E1', '40108');
    expect(rt('E7').chartPage).toBe(0);
  });

  it('changes page: to another page, a scene (its first page); nothing when already there or unknown', () => {
    const go = (sceneId?: string, pageId?: string): InteractionAction => ({
      type: 'changePage',
      sceneId,
      pageId,
    });
    const { fire, ctx } = setup(
      [
        comp('E1', { projectInteractionList: [entry('40101', { elseAction: [go(undefined, 'D1')] })] }),
        comp('E2', { projectInteractionList: [entry('40101', { elseAction: [go(undefined, 'D404')] })] }),
        comp('E3', { projectInteractionList: [entry('40101', { elseAction: [go('B2')] })] }),
        comp('E4', { projectInteractionList: [entry('40101', { elseAction: [go(undefined, 'D2')] })] }),
      ],
      [],
    );
    fire('E1');
    fire('E2');
    expect(ctx.pages).toEqual([]);
    fire('E4');
    expect(ctx.pages).toEqual(['B1/D2']);
    fire('E3');
    expect(ctx.pages).toEqual(['B1/D2', 'B2/D3']);
  });

  it('opens links with ~{} ${} ^{} templates filled, http and https only', () => {
    const link = (url: string, newWindow?: boolean): InteractionAction => ({ type: 'link', url, newWindow });
    const { fire, ctx } = setup([
      comp('E1', {
        projectInteractionList: [
          entry('40101', {
            elseAction: [
              link('https://example.com/r?d=~{date}&u=${user}&a=^{app}'),
              link('http://example.com/same', false),
              link('javascript:alert(1)'),
              link('java\tscript:alert(1)'),
              link('data:text/html,x'),
              link('//evil.example/x'),
              link('${user}'),
            ],
          }),
        ],
      }),
    ]);
    useVariables.getState().set('user', 'javascript:alert(2)');
    fire('E1');
    expect(ctx.links).toEqual([
      ['https://example.com/r?d=2026-01-02&u=javascript:alert(2)&a=tc', true],
      ['http://example.com/same', false],
    ]);
  });

  it('sets response variables from the payload and delivers data to on-screen components only', () => {
    const { fire } = setup([
      comp('E1', {
        projectInteractionList: [
          entry('40108', {
            elseAction: [
              { type: 'variable', name: 'picked', source: 'payload', key: 'row.name' },
              { type: 'componentData', target: 'E8', source: 'payload', key: 'row' },
              { type: 'componentData', target: 'S1', source: 'variable', key: 'picked' },
              { type: 'componentData', target: 'E20', value: [1] },
              { type: 'componentData', target: 'E9', value: [] },
            ],
          }),
        ],
      }),
      comp('E8'),
      comp('E9'),
    ]);
    fire('E1', '40108', { row: { name: '北京', v: 3 } });
    expect(vars()).toEqual({ picked: '北京' });
    expect(rt('E8')).toMatchObject({ data: { name: '北京', v: 3 }, updateMethod: 'event', mistake: false });
    expect(rt('S1').data).toBe('北京');
    expect(rt('E20')).toEqual({}); // on page D2's side of the world: not on screen
    expect(rt('E9').mistake).toBe(true);
  });

  it('wander steps only the visible targets', () => {
    const panel = (id: string, extra: Partial<Component2D> = {}) =>
      comp(id, {
        dynamicModel: {
          pageList: [
            { _id: `Z${id}a`, componentList: [] },
            { _id: `Z${id}b`, componentList: [] },
          ],
        },
        ...extra,
      });
    const { fire } = setup([
      comp('E1', {
        projectInteractionList: [
          entry('40101', { elseAction: [{ type: 'wander', targets: ['G1', 'G2', 'E7'] }] }),
        ],
      }),
      panel('G1'),
      panel('G2', { initStatus: false }),
      comp('E7', { chartModel: { data: [{}, {}] } }),
    ]);
    fire('E1');
    expect(rt('G1').dynamicPage).toBe(1);
    expect(rt('G2').dynamicPage).toBeUndefined();
    expect(rt('E7').chartPage).toBe(1);
  });

  it('runs the special movement 40001 to the entry’s page, and ignores unknown action types', () => {
    const { fire, ctx } = setup([
      comp('E1', {
        projectInteractionList: [
          {
            eventId: '40101',
            realizeMovement: '40001',
            scenesId: 'B2',
            pageId: 'D3',
            actions: { elseAction: [{ type: 'explode' }] },
          },
        ],
      }),
    ]);
    fire('E1');
    expect(ctx.pages).toEqual(['B2/D3']);
  });

  it('follows link chains (linkId1) to other components’ interactions, bounded against cycles', () => {
    const count = (name: string): InteractionAction => ({
      type: 'variable',
      name,
      source: 'variable',
      key: name,
    });
    const { fire } = setup([
      comp('E1', {
        projectInteractionList: [
          entry('40101', { elseAction: [setVar('first')] }, { linkId1: [{ chainId: 'E2' }] }),
        ],
      }),
      comp('E2', {
        projectInteractionList: [
          entry(
            '40101',
            { elseAction: [setVar('chained'), count('x')] },
            { linkId1: [{ chainId: 'E3', chainPage: 'D2' }] },
          ),
        ],
      }),
      comp('E3', { projectInteractionList: [entry('40101', { elseAction: [setVar('otherPage')] })] }),
      comp('E5', {
        projectInteractionList: [
          entry(
            '40101',
            { elseAction: [{ type: 'variable', name: 'loops', value: 1 }] },
            { linkId1: [{ chainId: 'E5' }] },
          ),
        ],
      }),
    ]);
    fire('E1');
    expect(vars()).toMatchObject({ first: true, chained: true });
    expect(vars().otherPage).toBeUndefined();
    const spy = vi.spyOn(useVariables.getState(), 'set').mockImplementation(() => undefined);
    fire('E5'); // chains to itself: stops after MAX_CHAIN_DEPTH + 1 runs
    expect(spy).toHaveBeenCalledTimes(9);
    spy.mockRestore();
  });
});

describe('timer events (40107)', () => {
  it('fire at their interval while the page is on screen, move with the page, and stop on dispose', async () => {
    vi.useFakeTimers();
    const tick = (name: string, ms: number): Interaction =>
      entry(
        '40107',
        { elseAction: [{ type: 'variable', name, source: 'variable', key: name }] },
        { timerInterval: ms },
      );
    const seen: string[] = [];
    const spy = vi.spyOn(useVariables.getState(), 'set').mockImplementation((k) => void seen.push(k));
    const { runner, page } = setup(
      [comp('E1', { projectInteractionList: [tick('p1', 1000)] })],
      [comp('E2', { projectInteractionList: [tick('p2', 500)] })],
    );
    await vi.advanceTimersByTimeAsync(3100);
    expect(seen.filter((k) => k === 'p1')).toHaveLength(3);
    page.pageId = 'D2';
    runner.pageShown();
    seen.length = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.filter((k) => k === 'p1')).toHaveLength(0);
    expect(seen.filter((k) => k === 'p2')).toHaveLength(2);
    runner.dispose();
    expect(vi.getTimerCount()).toBe(0);
    spy.mockRestore();
  });
});
