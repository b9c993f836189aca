import { describe, expect, it } from 'vitest';
import type { Scene } from '@twincanvas/model';
import { withTheme } from './sceneTheme';

const scene = {
  _id: 's',
  scenesType: 1,
  projectPageList: [],
  projectModel: {
    resourceId: 'm1',
    modelWebUrl: '/old/model.glb',
    modelHotFixPath: '/old/original.glb',
    modelEditorJson: { styleList: [{ id: '_default' }] },
  },
} as unknown as Scene;

describe('withTheme', () => {
  it("takes the model's current files, modules and styles from the scene theme data", () => {
    const next = withTheme(scene, {
      modelVersion: '42',
      resourceSceneDetailList: [
        {
          resourceId: 'm1',
          modelWebUrl: '/new/model.glb',
          modelHotFixPath: '/new/original.glb',
          modelEditorJson: { styleList: [{ id: '_default' }, { id: 'alarm' }] },
        },
      ],
    });
    expect(next.projectModel).toMatchObject({
      modelVersion: '42',
      modelWebUrl: '/new/model.glb',
      modelHotFixPath: '/new/original.glb',
      modelEditorJson: { styleList: [{ id: '_default' }, { id: 'alarm' }] },
    });
    expect(scene.projectModel?.modelWebUrl).toBe('/old/model.glb');
  });

  it("keeps the scene's copy without data, with another model's data or an unchanged version", () => {
    expect(withTheme(scene, null)).toBe(scene);
    const other = { modelVersion: '1', resourceSceneDetailList: [{ resourceId: 'm2', modelWebUrl: '/x' }] };
    expect(withTheme(scene, other)).toBe(scene);
    expect(withTheme(scene, { modelVersion: '1', resourceSceneDetailList: [] })).toBe(scene);
  });
});
