import { describe, expect, it } from 'vitest';
import { flattenDocument } from '../ops/flatten.js';
import type { DocNode } from '../ops/tree.js';
import {
  SCHEMA_VERSION_FIELD,
  currentShapeVersion,
  shapeVersionOf,
  upgradeDocument,
  upgradeNodeBody,
} from './index.js';

/** A version-1 background: the colour fields on the background object itself. */
const oldBackground = {
  colorType: 1,
  solidColor: '#102030FF',
  gradientColor: { angle: 0, colors: [] },
  backgroundImageWeb: 'https://example.com/bg.png',
  backgroundColorOpacity: 0.5,
};

const project = (pageBackground: unknown, sceneBackground: unknown): DocNode => ({
  _id: 'Aproj',
  projectName: 'old',
  projectScenesList: [
    {
      _id: 'Bscene',
      scenesName: '场景1',
      background: sceneBackground,
      projectPageList: [
        {
          _id: 'Dpage',
          pageName: '页面1',
          background: pageBackground,
          projectTwoComponentList: [
            { _id: 'Etext', componentType: '2005', componentRect: { componentLeft: 1, componentTop: 2 } },
          ],
        },
      ],
    },
  ],
});

describe('shape versions and upgrades', () => {
  it('moves a version-1 page background colour into backgroundColor and stamps version 2', () => {
    const up = upgradeNodeBody('page', { _id: 'Dpage', background: oldBackground });
    expect(up).toEqual({
      _id: 'Dpage',
      [SCHEMA_VERSION_FIELD]: 2,
      background: {
        backgroundImageWeb: 'https://example.com/bg.png',
        backgroundColorOpacity: 0.5,
        backgroundColor: { colorType: 1, solidColor: '#102030FF', gradientColor: { angle: 0, colors: [] } },
      },
    });
    expect(shapeVersionOf(up)).toBe(currentShapeVersion('page', up));
  });

  it('is idempotent: an upgraded body is answered as the same object', () => {
    const once = upgradeNodeBody('scene', { _id: 'B', background: oldBackground });
    expect(upgradeNodeBody('scene', once)).toBe(once);
  });

  it('keeps a documented backgroundColor over stray colour fields', () => {
    const colour = { colorType: 2, solidColor: '', gradientColor: { angle: 90, colors: [] } };
    const up = upgradeNodeBody('page', {
      background: { backgroundColor: colour, colorType: 1, solidColor: '#FFF' },
    });
    expect(up.background).toEqual({ backgroundColor: colour });
  });

  it('leaves a body from a newer version than this code knows as it is', () => {
    const future = { _id: 'D', [SCHEMA_VERSION_FIELD]: 7, background: oldBackground };
    expect(upgradeNodeBody('page', future)).toBe(future);
  });

  it('leaves a body already in the current shape unstamped (nodes are created without a version)', () => {
    const current = { _id: 'D', background: { backgroundColor: { colorType: 1, solidColor: '#FFF' } } };
    expect(upgradeNodeBody('page', current)).toBe(current);
    expect(upgradeNodeBody('page', { _id: 'D' })).toEqual({ _id: 'D' });
  });

  it('leaves kinds that never changed shape without a version field', () => {
    const text = { _id: 'E', componentType: '2005' };
    expect(upgradeNodeBody('component2d', text)).toBe(text);
    expect(currentShapeVersion('component2d', text)).toBe(1);
  });

  it('upgrades a whole stored document, and answers a current one unchanged (same object)', () => {
    const old = project(oldBackground, { ...oldBackground, solidColor: '#000000FF' });
    const up = upgradeDocument(old);
    const scene = (up.projectScenesList as DocNode[])[0]!;
    const page = (scene.projectPageList as DocNode[])[0]!;
    expect(scene[SCHEMA_VERSION_FIELD]).toBe(2);
    expect((scene.background as DocNode).backgroundColor).toMatchObject({ solidColor: '#000000FF' });
    expect((page.background as DocNode).backgroundColor).toMatchObject({ solidColor: '#102030FF' });
    expect(page.projectTwoComponentList).toEqual([
      { _id: 'Etext', componentType: '2005', componentRect: { componentLeft: 1, componentTop: 2 } },
    ]);
    // Nothing but the upgraded bodies changed.
    expect(flattenDocument(up).map((r) => r.id)).toEqual(flattenDocument(old).map((r) => r.id));
    expect(upgradeDocument(up)).toBe(up);
  });
});
