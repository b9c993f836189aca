import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D } from '../common3d/component';

const SAMPLE_GEOJSON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'A' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
            [0, 0],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'B' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [1, 0],
            [2, 0],
            [2, 1],
            [1, 1],
            [1, 0],
          ],
        ],
      },
    },
  ],
};

/**
 * Regional maps: GeoJSON regions extruded inside the scene around the component's point; a region's
 * colour follows its data row (matched by name) through the visual rules.
 */
export const regionalMapDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'regionalMap',
  type: 'regionalMap',
  name: { zh: '区域地图', en: 'Regional map' },
  defaults(at) {
    return base3D(
      'regionalMap',
      at,
      { zh: '区域地图', en: 'Regional map' },
      {
        geojson: SAMPLE_GEOJSON,
        size: 40,
        height: 1,
        color: '#2f54eb',
        sideColor: '#10239e',
        dataMode: 'space',
      },
    );
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createRegionalMapLayer),
};
