import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D } from '../common3d/component';

/**
 * Heat maps: sensor values interpolated by inverse distance weighting into a texture laid on the floor
 * (or on a module's top), coloured through a heat theme, redrawn as rows arrive. A data component: not
 * copied; shown or hidden with its own `showOn`.
 */
export const heatMapDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'heatMap',
  type: 'heatMap',
  name: { zh: '热力图', en: 'Heat map' },
  defaults(at) {
    return base3D(
      'heatMap',
      at,
      { zh: '热力图', en: 'Heat map' },
      {
        width: 40,
        depth: 40,
        resolution: 64,
        power: 2,
        radius: 0,
        min: 0,
        max: 100,
        theme: 'classic',
        opacity: 0.8,
        elevation: 0.05,
        surface: 'floor',
        sensors: [],
      },
    );
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createHeatMapLayer),
};
