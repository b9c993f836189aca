import { HeatMapOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import { EVENTS_3D, numberField, switchField, textField } from '../common3d/schema';

/**
 * Heat maps: sensor values interpolated by inverse distance weighting into a texture laid on the floor
 * (or on a module's top), coloured through a heat theme, redrawn as rows arrive. A data component: not
 * copied; shown or hidden with its own `showOn`.
 */
export const heatMapDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'heatMap',
  type: 'heatMap',
  name: { zh: '热力图', en: 'Heat map' },
  icon: HeatMapOutlined,
  geometry: 'area',
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
  propertySchema: [
    numberField('width', '宽度(米)', 'Width (m)', 40, 1, 10000),
    numberField('depth', '深度(米)', 'Depth (m)', 40, 1, 10000),
    numberField('resolution', '分辨率', 'Resolution', 64, 8, 256),
    numberField('power', '距离权重指数', 'Distance power', 2, 0.5, 6, 0.5),
    numberField('radius', '影响半径(米, 0为不限)', 'Reach (m, 0 = all)', 0, 0, 10000),
    numberField('min', '最小值', 'Minimum', 0, -1e9, 1e9),
    numberField('max', '最大值', 'Maximum', 100, -1e9, 1e9),
    {
      // A built-in theme id, or a gradient (library theme copied in, or edited): engine3d/objects/heatThemes.ts.
      path: 'propertyData.theme',
      label: { zh: '热力主题', en: 'Heat theme' },
      editor: 'heatTheme',
      section: 'style',
      defaultValue: 'classic',
    },
    numberField('opacity', '不透明度', 'Opacity', 0.8, 0, 1, 0.05),
    numberField('elevation', '离地高度(米)', 'Elevation (m)', 0.05, -100, 1000, 0.05),
    {
      path: 'propertyData.surface',
      label: { zh: '贴附表面', en: 'Surface' },
      editor: 'select',
      section: 'style',
      defaultValue: 'floor',
      options: [
        { value: 'floor', label: { zh: '地面', en: 'Floor' } },
        { value: 'module', label: { zh: '模型模块', en: 'Model module' } },
      ],
    },
    textField('modulePath', '模块路径', 'Module path'),
    switchField('showSensors', '显示传感器', 'Show sensors', true),
    {
      path: 'propertyData.sensors',
      label: { zh: '传感器', en: 'Sensors' },
      editor: 'list',
      section: 'content',
      itemFields: [
        { path: 'name', label: { zh: '名称', en: 'Name' }, editor: 'text', section: 'content' },
        { path: 'x', label: { zh: 'X(米)', en: 'X (m)' }, editor: 'number', section: 'content' },
        { path: 'z', label: { zh: 'Z(米)', en: 'Z (m)' }, editor: 'number', section: 'content' },
        { path: 'value', label: { zh: '数值', en: 'Value' }, editor: 'number', section: 'content' },
      ],
      newItem: () => ({ name: '', x: 0, z: 0, value: 50 }),
    },
  ],
  dataShape: 'rows: name, value (and x, z for sensors not placed in the editor)',
  dataFields: (mode) => dataFieldsOf('heatMap', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('heatMap', 'device');
  },
  events: EVENTS_3D,
  actions: ['flyTo'],
  loadLayer: () => import('./layer').then((m) => m.createHeatMapLayer),
};
