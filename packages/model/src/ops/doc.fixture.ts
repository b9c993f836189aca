import type { DocNode } from './tree.js';

/** A small document with one node of every addressable kind, shared by the op tests. */
export const doc = (): DocNode => ({
  _id: 'A1',
  projectName: 'p',
  projectScenesList: [
    {
      _id: 'B1',
      projectPageList: [
        {
          _id: 'D1',
          projectTwoComponentList: [
            {
              _id: 'E1',
              order: 1,
              componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 10, componentHeight: 10 },
            },
            { _id: 'H1', componentType: '5001', groupModel: { note: 'g', groupList: [{ _id: 'E2' }] } },
            {
              _id: 'G1',
              componentType: '4901',
              dynamicModel: { pageList: [{ _id: 'Z1', componentList: [{ _id: 'E3' }] }] },
            },
            {
              _id: 'M1',
              componentType: '4501',
              mapModel: { zoom: 15, layer: [{ _id: 'J1', componentType: '4524', zIndex: 1 }], marker: [] },
            },
          ],
          components3D: [{ _id: 'F1', pointData: [{ mainPoint: { showOn: true } }] }],
          projectGisComponent: [],
        },
      ],
    },
  ],
  systemScenes: [{ _id: 'C1', projectTwoComponentList: [] }],
});
