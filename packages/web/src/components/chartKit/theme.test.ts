import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, type Component2D, type DocNode } from '@twincanvas/model';
import {
  applyColourPlanOps,
  COLOUR_PLANS,
  cssColor,
  DEFAULT_PLAN,
  readPlan,
  withAlpha,
  withProjectPlan,
} from './theme';

const chart = (id: string, skin?: unknown) => ({
  _id: id,
  componentType: '13001',
  chartModel: { data: [], ...(skin ? { skin } : {}) },
});

function project(): DocNode {
  return {
    _id: 'Pproj',
    projectScenesList: [
      {
        _id: 'S1',
        projectPageList: [
          {
            _id: 'Y1',
            projectTwoComponentList: [
              chart('E1'),
              { _id: 'E2', componentType: '2005', textModel: { text: 'x' } },
              { _id: 'E3', componentType: '5001', groupModel: { groupList: [chart('E4', DEFAULT_PLAN)] } },
              { _id: 'E5', componentType: '13020' },
            ],
          },
        ],
      },
    ],
  };
}

describe('colour plans', () => {
  it('applies a plan to every chart (nested in groups too) and the project in one invertible step', () => {
    const doc = project();
    const plan = COLOUR_PLANS[2]!;
    const ops = applyColourPlanOps(doc, plan);
    expect(ops.map((o) => o.path).sort()).toEqual([
      'E1.chartModel.skin',
      'E4.chartModel.skin',
      'E5.chartModel',
      'Pproj.colorPlan',
    ]);
    const next = applyOps(doc, ops);
    const comps = (
      next as { projectScenesList: { projectPageList: { projectTwoComponentList: DocNode[] }[] }[] }
    ).projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList;
    expect((comps[0]!.chartModel as { skin: unknown }).skin).toEqual(plan);
    expect(comps[1]!.chartModel).toBeUndefined();
    expect(next.colorPlan).toEqual(plan);
    expect(applyOps(next, invertOps(ops))).toEqual(doc);
    // Applying the same plan again changes nothing.
    expect(applyColourPlanOps(next, plan)).toEqual([]);
  });
  it('reads stored plans defensively and converts #RRGGBBAA for canvas', () => {
    expect(readPlan(undefined)).toBe(DEFAULT_PLAN);
    expect(readPlan({ colors: ['bad', '#112233FF'], textColor: 3 })).toMatchObject({
      colors: ['#112233FF'],
      textColor: DEFAULT_PLAN.textColor,
    });
    expect(readPlan({ colors: [] }).colors).toEqual(DEFAULT_PLAN.colors);
    expect(cssColor('#112233FF')).toBe('#112233');
    expect(cssColor('#11223380')).toBe('rgba(17,34,51,0.502)');
    expect(withAlpha('#112233FF', 0.5)).toBe('rgba(17,34,51,0.5)');
    expect(withAlpha('rgba(1,2,3,0.9)', 0)).toBe('rgba(1,2,3,0)');
  });
  it('new charts start from the project plan; other kinds and plan-less projects are left alone', () => {
    const plan = COLOUR_PLANS[1]!;
    const bar: Component2D = { _id: 'E1', componentType: '13001', chartModel: { data: [] } };
    expect(withProjectPlan(bar, { colorPlan: plan }).chartModel?.skin).toEqual(plan);
    expect(withProjectPlan(bar, {})).toBe(bar);
    const text = { _id: 'E2', componentType: '2005' };
    expect(withProjectPlan(text, { colorPlan: plan })).toBe(text);
  });
});
