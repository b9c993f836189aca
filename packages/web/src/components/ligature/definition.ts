import type { Component3DRuntime } from '../types';
import { inContent } from '../common/content';
import { EVENTS_3D, base3D } from '../common3d/component';

/** Ligatures: a labelled line between a start and an end point (a link, a flow between two places). */
export const ligatureDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'ligature',
  type: 'ligature',
  name: { zh: '连线', en: 'Ligature' },
  defaults(at) {
    const c = base3D(
      'ligature',
      at,
      { zh: '连线', en: 'Ligature' },
      { color: '#36cfc9', text: '', dataMode: 'device' },
    );
    c.pointData = [
      {
        mainPoint: { name: '', showOn: true, transData: { position: { ...at } } },
        startPoint: { name: inContent('起点', 'Start'), showOn: true, transData: { position: { ...at } } },
        endPoint: {
          name: inContent('终点', 'End'),
          showOn: true,
          transData: { position: { x: at.x + 10, y: at.y, z: at.z } },
        },
      },
    ];
    return c;
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createLigatureLayer),
};
