import { describe, expect, it } from 'vitest';
import type { Component2D, DocNode } from '@twincanvas/model';
import { CHART_CODE } from '../components/chartKit/codes';
import { COLOUR_PLANS, DEFAULT_PLAN, type ColourPlan } from '../components/chartKit/theme';
import { createComponent } from '../components/registry';
import { copyAction } from './actions/copy';
import { byId, listAfter, sampleComponents, sampleDoc, stateOf } from './actions/fixtures';
import { pasteAction } from './actions/paste';
import { addComponent } from './commands';
import { contextOf } from './docModel';
import { pastePlanSource, withProjectPlanDeep } from './projectPlan';
import { startSession, useEditor } from './store';

const PLAN: ColourPlan = COLOUR_PLANS.find((p) => p.id !== DEFAULT_PLAN.id)!;
const withPlan = (doc: DocNode, plan: unknown = PLAN): DocNode => ({ ...doc, colorPlan: plan });
const skinOf = (c: Component2D | undefined) => c?.chartModel?.skin;

function openEditor(doc: DocNode) {
  startSession(doc, 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
}
const listOfPage = () => {
  const s = useEditor.getState();
  return contextOf(s.doc!, s.pageId, s.groupPath)!.list;
};

describe("new charts take the project's colour plan", () => {
  it('a chart added from the palette starts from the project plan (one undoable add)', () => {
    openEditor(withPlan(sampleDoc()));
    const id = addComponent(CHART_CODE.bar)!;
    expect(skinOf(byId(listOfPage(), id))).toEqual(PLAN);
    useEditor.getState().undo();
    expect(byId(listOfPage(), id)).toBeUndefined();
  });

  it('without a project plan a chart keeps its default skin; other kinds are never touched', () => {
    openEditor(sampleDoc());
    const chart = addComponent(CHART_CODE.line)!;
    expect(skinOf(byId(listOfPage(), chart))).toEqual(skinOf(createComponent(CHART_CODE.line)!));
    openEditor(withPlan(sampleDoc()));
    const tid = addComponent(2005)!;
    const text = byId(listOfPage(), tid)!;
    expect(text.chartModel).toBeUndefined();
  });

  it('a malformed project plan is read defensively (missing colours fall back to the default)', () => {
    openEditor(withPlan(sampleDoc(), { id: 'x', colors: ['not a colour'] }));
    const id = addComponent(CHART_CODE.pie)!;
    const skin = skinOf(byId(listOfPage(), id)) as ColourPlan;
    expect(skin.id).toBe('x');
    expect(skin.colors).toEqual(DEFAULT_PLAN.colors);
  });
});

describe("pasted charts and the project's colour plan", () => {
  const chart = (): Component2D => ({
    ...createComponent(CHART_CODE.bar)!,
    _id: 'E9',
    componentName: 'chart',
    chartModel: { ...createComponent(CHART_CODE.bar)!.chartModel, skin: { ...DEFAULT_PLAN, id: 'mine' } },
  });
  const group = (): Component2D => ({
    _id: 'H9',
    componentName: 'g',
    componentType: '5001',
    componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 500, componentHeight: 300 },
    groupModel: { groupList: [{ ...chart(), _id: 'E10', _pid: 'H9' }] },
  });

  it('from another project: charts (also inside groups) take this project plan', () => {
    const clipboard = { version: 1 as const, projectFlag: 'OTHER', pageId: 'X', items: [chart(), group()] };
    const state = stateOf({ doc: withPlan(sampleDoc()), clipboard });
    const out = pasteAction.run(state);
    const list = listAfter(state, out);
    const [pastedChart, pastedGroup] = out.select!.map((id) => byId(list, id)!);
    expect(skinOf(pastedChart)).toEqual(PLAN);
    const inner = (pastedGroup!.groupModel as { groupList: Component2D[] }).groupList[0]!;
    expect(skinOf(inner)).toEqual(PLAN);
    expect(inner._id).not.toBe('E10');
    // Non-chart data survives the copy untouched.
    expect(pastedChart!.chartModel?.data).toEqual(chart().chartModel?.data);
  });

  it('inside the same project a copy stays exact, custom colours included', () => {
    const doc = withPlan(sampleDoc([...sampleComponents(), chart()]));
    const state = stateOf({ doc, selectedIds: ['E9'] });
    const clipboard = copyAction.run(state).clipboard!;
    const out = pasteAction.run({ ...state, clipboard });
    expect(skinOf(byId(listAfter(state, out), out.select![0]!))).toMatchObject({ id: 'mine' });
  });

  it('a project without a plan leaves pasted charts as they were', () => {
    const clipboard = { version: 1 as const, projectFlag: 'OTHER', pageId: 'X', items: [chart()] };
    const state = stateOf({ clipboard });
    const out = pasteAction.run(state);
    expect(skinOf(byId(listAfter(state, out), out.select![0]!))).toMatchObject({ id: 'mine' });
  });

  it('helpers: the plan source and the deep walk', () => {
    const doc = withPlan(sampleDoc());
    expect(pastePlanSource({ projectFlag: 'A1' }, { projectFlag: 'A1', doc })).toBeNull();
    expect(pastePlanSource({ projectFlag: 'B' }, { projectFlag: 'A1', doc })).toBe(doc);
    expect(pastePlanSource(null, { projectFlag: 'A1', doc })).toBeNull();
    const g = group();
    expect(withProjectPlanDeep(g, null)).toBe(g);
    expect(withProjectPlanDeep(g, { colorPlan: PLAN })).not.toBe(g);
    expect(skinOf((g.groupModel as { groupList: Component2D[] }).groupList[0])).toMatchObject({ id: 'mine' });
  });
});
