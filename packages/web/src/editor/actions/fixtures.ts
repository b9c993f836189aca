// Test fixtures shared by the action unit tests (not shipped code paths).
import { applyOps, invertOps, type Component2D, type DocNode, type Operation } from '@twincanvas/model';
import { contextOf } from '../docModel';
import type { ActionOutcome, ActionState } from './types';

export const rect = (
  componentLeft: number,
  componentTop: number,
  componentWidth = 100,
  componentHeight = 50,
) => ({
  componentLeft,
  componentTop,
  componentWidth,
  componentHeight,
  componentRotate: 0,
});

export function sampleComponents(): Component2D[] {
  return [
    { _id: 'E1', componentName: 'a', componentType: '2005', order: 1, componentRect: rect(10, 10) },
    { _id: 'E2', componentName: 'b', componentType: '2110', order: 2, componentRect: rect(200, 100) },
    { _id: 'E3', componentName: 'c', componentType: '1007', order: 3, componentRect: rect(400, 300, 50, 50) },
    {
      _id: 'H1',
      componentName: 'group',
      componentType: '5001',
      order: 4,
      componentRect: rect(600, 600, 200, 200),
      groupModel: {
        groupList: [
          { _id: 'E4', _pid: 'H1', componentType: '2110', order: 1, componentRect: rect(0, 0) },
          { _id: 'E5', _pid: 'H1', componentType: '2110', order: 2, componentRect: rect(100, 150) },
        ],
      },
    },
    {
      _id: 'E6',
      componentName: 'locked',
      componentType: '2110',
      order: 5,
      lock: true,
      componentRect: rect(0, 900),
    },
  ];
}

export function sampleDoc(components = sampleComponents()): DocNode {
  return {
    _id: 'A1',
    projectFlag: 'A1',
    canvasWidth: 1920,
    canvasHeight: 1080,
    projectScenesList: [
      {
        _id: 'B1',
        scenesName: 's',
        projectPageList: [
          {
            _id: 'D1',
            pageName: 'p1',
            projectTwoComponentList: components,
            components3D: [],
            projectGisComponent: [],
          },
          {
            _id: 'D2',
            pageName: 'p2',
            projectTwoComponentList: [],
            components3D: [],
            projectGisComponent: [],
          },
        ],
      },
    ],
    systemScenes: [{ _id: 'C1', scenesName: 'sys', projectTwoComponentList: [] }],
  };
}

export function stateOf(overrides: Partial<ActionState> = {}): ActionState {
  return {
    doc: sampleDoc(),
    projectFlag: 'A1',
    sceneId: 'B1',
    pageId: 'D1',
    groupPath: [],
    selectedIds: [],
    canvas: { width: 1920, height: 1080 },
    view: { left: 0, top: 0, width: 1920, height: 1080 },
    clipboard: null,
    earlierPastes: 0,
    canUndo: false,
    canRedo: false,
    mapOpen: false,
    mapId: null,
    ...overrides,
  };
}

/** Applies an outcome's ops and checks they undo exactly (the history contract). */
export function applyChecked(state: ActionState, outcome: ActionOutcome): DocNode {
  const ops: Operation[] = outcome.ops ?? [];
  const after = applyOps(state.doc, ops);
  const back = applyOps(after, invertOps(ops));
  if (JSON.stringify(back) !== JSON.stringify(state.doc)) throw new Error('ops do not invert exactly');
  return after;
}

export function listAfter(
  state: ActionState,
  outcome: ActionOutcome,
  groupPath: string[] = [],
): Component2D[] {
  return [...(contextOf(applyChecked(state, outcome), state.pageId, groupPath)?.list ?? [])];
}

export const byId = (list: readonly Component2D[], id: string): Component2D | undefined =>
  list.find((c) => c._id === id);
