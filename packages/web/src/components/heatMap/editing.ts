import { HeatMapOutlined } from '@ant-design/icons';
import { numberField, switchField, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

/** What the editor adds to the heatMap kind: palette icon, placing, property and data fields. */
export const heatMapEditing: Component3DEditing = {
  kind: 'heatMap',
  icon: HeatMapOutlined,
  geometry: 'area',
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
  actions: ['flyTo'],
};
