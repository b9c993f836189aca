import type { Component3D, DocNode, Page } from '@twincanvas/model';

/** Test helpers (not product code): a one-page 3D document and the page's 3D components. */
export const at = (x: number, y: number, z: number) => ({ x, y, z });

export function docWith(components: Component3D[]): DocNode {
  return {
    _id: 'A1',
    projectScenesList: [
      {
        _id: 'B1',
        scenesType: 1,
        projectPageList: [{ _id: 'D1', projectTwoComponentList: [], components3D: components }],
      },
    ],
    systemScenes: [],
  } as unknown as DocNode;
}

export const pageOf = (doc: DocNode) =>
  (doc as unknown as { projectScenesList: { projectPageList: Page[] }[] }).projectScenesList[0]!
    .projectPageList[0]!;

export const list = (doc: DocNode) => pageOf(doc).components3D ?? [];
