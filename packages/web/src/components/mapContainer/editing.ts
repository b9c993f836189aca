import { GlobalOutlined } from '@ant-design/icons';
import { fieldIn, option } from '../common/define';
import type { FieldOption, ComponentEditing } from '../types';

const c = fieldIn('content');
const s = fieldIn('style');

/** Base maps a container can draw under its items (docs/maps.md "In the browser"). */
const BASE_STYLE_OPTIONS: readonly FieldOption[] = [
  option('offline', '离线底图（内置）', 'Offline (built in)'),
  option('xyz', 'XYZ 栅格瓦片', 'XYZ raster tiles'),
  option('wmts', 'WMTS 瓦片', 'WMTS tiles'),
  option('style', '矢量瓦片样式 URL', 'Vector-tile style URL'),
  option('pmtiles', 'PMTiles 离线包', 'PMTiles archive'),
];

const CRS_OPTIONS: readonly FieldOption[] = [
  option('WGS84', 'WGS-84（GPS）', 'WGS-84 (GPS)'),
  option('GCJ02', 'GCJ-02（国测局）', 'GCJ-02 (China)'),
  option('BD09', 'BD-09（百度）', 'BD-09 (Baidu)'),
];

/** What the editor shows of the WebGL map kind: palette entry, property fields, data description. */
export const mapContainerEditing: ComponentEditing = {
  kind: 'mapContainer',
  opens: 'mapLayers',
  name: { zh: 'WebGL地图', en: 'WebGL map' },
  icon: GlobalOutlined,
  propertySchema: [
    c('mapModel.center.0', '中心经度', 'Centre longitude', 'number', { min: -180, max: 180, step: 0.0001 }),
    c('mapModel.center.1', '中心纬度', 'Centre latitude', 'number', { min: -85, max: 85, step: 0.0001 }),
    c('mapModel.zoom', '缩放级别', 'Zoom', 'number', { min: 0, max: 22, step: 0.5 }),
    c('mapModel.minZoom', '最小缩放', 'Min zoom', 'number', { min: 0, max: 22 }),
    c('mapModel.maxZoom', '最大缩放', 'Max zoom', 'number', { min: 0, max: 22 }),
    c('mapModel.pitch', '俯仰角', 'Pitch', 'number', { min: 0, max: 85, unit: '°' }),
    c('mapModel.bearing', '旋转角', 'Bearing', 'number', { min: -180, max: 180, unit: '°' }),
    c('mapModel.level', '层级', 'Level', 'number', { min: 0, max: 22, step: 0.1 }),
    s('mapModel.baseStyle', '底图', 'Base map', 'select', {
      options: BASE_STYLE_OPTIONS,
      defaultValue: 'offline',
    }),
    s('mapModel.baseUrl', '底图地址', 'Base map URL', 'text', { defaultValue: '' }),
    s('mapModel.baseCrs', '底图坐标系', 'Base map coordinates', 'select', {
      options: CRS_OPTIONS,
      defaultValue: 'WGS84',
    }),
    s('mapModel.dataCrs', '数据坐标系', 'Data coordinates', 'select', {
      options: CRS_OPTIONS,
      defaultValue: 'WGS84',
    }),
  ],
};
