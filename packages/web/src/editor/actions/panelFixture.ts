// Test fixture for the dynamic-panel action tests (not a shipped code path).
import type { Component2D } from '@twincanvas/model';
import { rect, sampleComponents, sampleDoc } from './fixtures';

/** A page holding a dynamic panel G1 at (300, 200) with two pages; page Z2 holds a group H9. */
export function panelDoc() {
  const panel: Component2D = {
    _id: 'G1',
    componentName: 'panel',
    componentType: '4901',
    order: 9,
    dynamicEvent: 1,
    componentRect: rect(300, 200, 400, 300),
    dynamicModel: {
      pageList: [
        { _id: 'Z1', pageName: 'one', pageOrder: 0, componentList: [] },
        {
          _id: 'Z2',
          pageName: 'two',
          pageOrder: 1,
          componentList: [
            { _id: 'E8', componentType: '2110', order: 1, componentRect: rect(10, 20) },
            {
              _id: 'H9',
              componentType: '5001',
              order: 2,
              componentRect: rect(100, 100, 100, 100),
              groupModel: { groupList: [{ _id: 'E9', componentType: '2110', componentRect: rect(0, 0) }] },
            },
          ],
        },
      ],
    },
  };
  return sampleDoc([...sampleComponents(), panel]);
}
