import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D } from '../common3d/component';

/**
 * Batch placards (type `api`, `apiOn`): one placard per data row, placed at the row's x, y, z, labelled
 * with its name and value. A data component: never copied; rows update in place in the shared batch.
 */
export const apiBatchDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'apiBatch',
  type: 'api',
  name: { zh: '批量标牌', en: 'Batch placards' },
  defaults(at, subType = 'CommonPlacard') {
    return base3D(
      'api',
      at,
      { zh: '批量标牌', en: 'Batch placards' },
      { dataMode: 'device', offsetToAnchor: true },
      { subType, apiOn: true },
    );
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createApiBatchLayer),
};
