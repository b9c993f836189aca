import { describe, expect, it } from 'vitest';
import { validateComponent2D, validatePage, validateProject, validateScene } from './validate.js';

const sampleProject = () => ({
  _id: 'A1',
  projectName: 'demo',
  canvasWidth: 1920,
  canvasHeight: 1080,
  storedExtra: { anything: true },
  projectScenesList: [
    {
      _id: 'B1',
      scenesName: 'scene',
      scenesType: 1,
      projectModel: { modelSource: 10602 },
      projectPageList: [
        {
          _id: 'D1',
          pageName: 'page',
          projectTwoComponentList: [
            {
              _id: 'H1',
              componentType: '5001',
              componentRect: { componentWidth: 10, componentHeight: 10, componentLeft: 0, componentTop: 0 },
              groupModel: { groupList: [{ _id: 'E1', componentType: '1007', extraField: 1 }] },
            },
            {
              _id: 'G1',
              componentType: '4901',
              dynamicModel: { pageList: [{ _id: 'Z1', componentList: [{ _id: 'E2' }] }] },
            },
          ],
          components3D: [
            {
              _id: 'F1',
              type: 'sign',
              pointData: [{ mainPoint: { transData: { position: { x: 1, y: 2, z: 3 } } } }],
            },
          ],
          projectGisComponent: [{ _id: 'I1', componentType: '4540', zIndex: 1 }],
        },
      ],
    },
  ],
  systemScenes: [{ _id: 'C1', projectTwoComponentList: [] }],
});

describe('document validation (zod)', () => {
  it('accepts a stored document and keeps fields beyond the spec names (loose objects)', () => {
    const result = validateProject(sampleProject());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.storedExtra).toEqual({ anything: true });
      const group = result.value.projectScenesList[0]?.projectPageList[0]?.projectTwoComponentList[0];
      expect(group?.groupModel?.groupList[0]?.extraField).toBe(1);
    }
  });

  it('returns every problem with its path', () => {
    const doc = sampleProject();
    const page = doc.projectScenesList[0]!.projectPageList[0]!;
    (page.projectTwoComponentList[0]!.componentRect as Record<string, unknown>).componentLeft = 'x';
    (page.projectTwoComponentList[1] as Record<string, unknown>)._id = 5;
    (doc as Record<string, unknown>).canvasWidth = '1920';
    const result = validateProject(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const paths = result.problems.map((p) => p.path).sort();
      expect(paths).toEqual([
        'canvasWidth',
        'projectScenesList.0.projectPageList.0.projectTwoComponentList.0.componentRect.componentLeft',
        'projectScenesList.0.projectPageList.0.projectTwoComponentList.1._id',
      ]);
      for (const problem of result.problems) expect(problem.message.length).toBeGreaterThan(0);
    }
  });

  it('reports duplicate node ids, since operations address nodes by id', () => {
    const doc = sampleProject();
    doc.projectScenesList[0]!.projectPageList[0]!.components3D[0]!._id = 'E1';
    const result = validateProject(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]?.path).toBe('projectScenesList.0.projectPageList.0.components3D.0._id');
      expect(result.problems[0]?.message).toMatch(/duplicate id 'E1'/);
    }
  });

  it('rejects what is not a document at all', () => {
    const result = validateProject(null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.path).toBe('');
  });

  it('validates scenes, pages and components on their own', () => {
    expect(validateScene({ _id: 'B1', projectPageList: [] }).ok).toBe(true);
    expect(validatePage({ _id: 'D1', projectTwoComponentList: [{ _id: 'E1' }] }).ok).toBe(true);
    expect(validateComponent2D({ _id: '' }).ok).toBe(false);
    expect(validateComponent2D({ _id: 'E1', backgroundColorData: { colorType: 4 } }).ok).toBe(false);
  });
});
