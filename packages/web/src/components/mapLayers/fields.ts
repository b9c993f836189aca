import { fieldIn, option } from '../common/define';
import type { PropertyField } from '../types';

/** Property fields of the map item kinds; every value lives under the item's `layerModel`. */
const c = fieldIn('content');
const s = fieldIn('style');
const at = (path: string) => `layerModel.${path}`;

const url = (zh = '地址', en = 'URL') => c(at('url'), zh, en, 'text', { defaultValue: '' });
const opacity = s(at('opacity'), '不透明度', 'Opacity', 'number', {
  min: 0,
  max: 1,
  step: 0.05,
  defaultValue: 1,
});
const legend = s(at('legend'), '显示图例', 'Show legend', 'switch', { defaultValue: true });
const color = (path: string, zh: string, en: string) => s(at(path), zh, en, 'color');
const num = (path: string, zh: string, en: string, min: number, max: number, step = 1, unit?: string) =>
  s(at(path), zh, en, 'number', { min, max, step, ...(unit ? { unit } : {}) });
const ramp = [color('colorFrom', '低值颜色', 'Low colour'), color('colorTo', '高值颜色', 'High colour')];

export type FieldSet =
  | 'wms'
  | 'wmts'
  | 'mvt'
  | 'raster'
  | 'geojson'
  | 'line'
  | 'polygon'
  | 'polygon3d'
  | 'heat'
  | 'arc'
  | 'wall'
  | 'trips'
  | 'gltf'
  | 'tiles3d'
  | 'marker'
  | 'text'
  | 'region'
  | 'pixels';

const polygonFields = [
  ...ramp,
  color('lineColor', '边线颜色', 'Outline colour'),
  num('lineWidth', '边线宽度', 'Outline width', 0, 20),
  opacity,
  legend,
];

export const FIELDS: Readonly<Record<FieldSet, readonly PropertyField[]>> = {
  wms: [
    url('WMS 服务地址', 'WMS service URL'),
    c(at('layers'), '图层名', 'Layers', 'text'),
    c(at('format'), '图片格式', 'Image format', 'select', {
      options: [option('image/png', 'PNG', 'PNG'), option('image/jpeg', 'JPEG', 'JPEG')],
    }),
    opacity,
  ],
  wmts: [
    url('WMTS 地址（模板或服务地址）', 'WMTS URL (template or service)'),
    c(at('layer'), '图层', 'Layer', 'text'),
    c(at('tileMatrixSet'), '瓦片矩阵集', 'Tile matrix set', 'text'),
    c(at('style'), '样式', 'Style', 'text'),
    opacity,
  ],
  mvt: [
    url('矢量瓦片地址（{z}/{x}/{y} 或 pmtiles://）', 'Vector tiles ({z}/{x}/{y} or pmtiles://)'),
    c(at('sourceLayer'), '源图层', 'Source layer', 'text'),
    c(at('geometry'), '绘制方式', 'Draw as', 'select', {
      options: [option('fill', '面', 'Fill'), option('line', '线', 'Line'), option('circle', '点', 'Circle')],
    }),
    color('color', '颜色', 'Colour'),
    opacity,
  ],
  raster: [
    url('瓦片地址（{z}/{x}/{y} 或 pmtiles://）', 'Tile URL ({z}/{x}/{y} or pmtiles://)'),
    num('tileSize', '瓦片尺寸', 'Tile size', 128, 512, 128, 'px'),
    opacity,
  ],
  geojson: [
    url('GeoJSON 地址（留空则用数据）', 'GeoJSON URL (empty: use the data)'),
    color('fillColor', '填充颜色', 'Fill colour'),
    color('lineColor', '线条颜色', 'Line colour'),
    num('lineWidth', '线宽', 'Line width', 0, 40),
    num('pointRadius', '点半径', 'Point radius', 1, 100, 1, 'px'),
    s(at('extruded'), '按值拉伸', 'Extrude by value', 'switch'),
    num('elevationScale', '拉伸倍数', 'Elevation scale', 0, 1000, 0.5),
    opacity,
    legend,
  ],
  line: [color('color', '颜色', 'Colour'), num('width', '线宽', 'Width', 1, 50, 1, 'px'), opacity, legend],
  polygon: polygonFields,
  polygon3d: [...polygonFields, num('elevationScale', '高度倍数', 'Height per value', 0, 1000, 0.5, 'm')],
  heat: [
    num('radius', '半径', 'Radius', 1, 200, 1, 'px'),
    num('intensity', '强度', 'Intensity', 0.1, 10, 0.1),
    num('threshold', '阈值', 'Threshold', 0, 1, 0.01),
    ...ramp,
    opacity,
    legend,
  ],
  arc: [
    color('sourceColor', '起点颜色', 'Source colour'),
    color('targetColor', '终点颜色', 'Target colour'),
    num('width', '线宽', 'Width', 1, 30, 1, 'px'),
    num('height', '弧高', 'Arc height', 0, 5, 0.1),
    opacity,
    legend,
  ],
  wall: [
    color('color', '颜色', 'Colour'),
    num('height', '墙高', 'Height', 1, 5000, 10, 'm'),
    num('thickness', '墙厚', 'Thickness', 1, 500, 1, 'm'),
    opacity,
    legend,
  ],
  trips: [
    color('color', '颜色', 'Colour'),
    num('width', '线宽', 'Width', 1, 30, 1, 'px'),
    num('trailLength', '拖尾时长', 'Trail length', 1, 3600, 1, 's'),
    num('speed', '播放速度', 'Speed', 0, 100, 0.5, '×'),
    s(at('loop'), '循环播放', 'Loop', 'switch'),
    opacity,
    legend,
  ],
  gltf: [
    url('模型地址（.glb/.gltf）', 'Model URL (.glb/.gltf)'),
    num('scale', '缩放', 'Scale', 0.01, 10000, 1),
    num('heading', '朝向', 'Heading', -180, 180, 1, '°'),
    opacity,
  ],
  tiles3d: [url('tileset.json 地址', 'tileset.json URL'), opacity],
  marker: [
    c(at('icon'), '图标', 'Icon', 'select', {
      options: [
        option('pin', '定位针', 'Pin'),
        option('circle', '圆点', 'Circle'),
        option('square', '方块', 'Square'),
        option('star', '星形', 'Star'),
        option('dot', '圆点（海量数据）', 'Dot (large data)'),
      ],
    }),
    num('sizeMin', '最小尺寸', 'Min size', 4, 200, 1, 'px'),
    num('sizeMax', '最大尺寸', 'Max size', 4, 200, 1, 'px'),
    ...ramp,
    s(at('cluster'), '点聚合', 'Cluster', 'switch'),
    num('clusterRadius', '聚合半径', 'Cluster radius', 10, 200, 5, 'px'),
    opacity,
    legend,
  ],
  text: [
    num('fontSize', '字号', 'Font size', 8, 96, 1, 'px'),
    color('color', '文字颜色', 'Text colour'),
    color('background', '背景颜色', 'Background'),
    opacity,
  ],
  region: [
    url('边界 GeoJSON 地址（留空用内置国界）', 'Boundary GeoJSON URL (empty: built-in countries)'),
    ...polygonFields,
  ],
  pixels: [num('cellSize', '格网尺寸', 'Cell size', 4, 200, 1, 'px'), ...ramp, opacity, legend],
};
