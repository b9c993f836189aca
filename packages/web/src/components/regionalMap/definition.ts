import type { RuleEffectKey } from '@twincanvas/model';
import { GlobalOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import { dataAndRuleFields, EVENTS_3D, colorField, numberField } from '../common3d/schema';

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

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible'];

/**
 * Regional maps: GeoJSON regions extruded inside the scene around the component's point; a region's
 * colour follows its data row (matched by name) through the visual rules.
 */
export const regionalMapDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'regionalMap',
  type: 'regionalMap',
  name: { zh: '区域地图', en: 'Regional map' },
  icon: GlobalOutlined,
  geometry: 'point',
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
  propertySchema: [
    {
      path: 'propertyData.geojson',
      label: { zh: 'GeoJSON', en: 'GeoJSON' },
      editor: 'json',
      section: 'content',
    },
    numberField('size', '尺寸(米)', 'Size (m)', 40, 1, 100000),
    numberField('height', '拉伸高度(米)', 'Extrusion (m)', 1, 0.01, 1000, 0.1),
    colorField('color', '区域颜色', 'Region colour', '#2f54eb'),
    ...dataAndRuleFields('regionalMap', RULE_EFFECTS, 'space'),
  ],
  dataShape: 'rows: name (the region), area, occupancy... (by data mode)',
  dataFields: (mode) => dataFieldsOf('regionalMap', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('regionalMap', 'space');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
  loadLayer: () => import('./layer').then((m) => m.createRegionalMapLayer),
};
