import { kindFromType } from '../ids.js';
import type { IdKind } from '../ids.js';
import {
  CHART_DATA_KEY,
  CHART_DATA_RANGE,
  CHART_RANGE,
  MAP_CLASS_RANGES,
  TYPE_CODE,
  URL_LAYER_RANGE,
  inRange,
} from './codes.js';
import type { CodeRange, MapComponentClass } from './codes.js';

export type ComponentCategory =
  | 'media'
  | 'text'
  | 'table'
  | 'shape'
  | 'widget'
  | 'navigation'
  | 'mapContainer'
  | 'mapLayer'
  | 'container'
  | 'group'
  | 'chart';

export interface ComponentTypeInfo {
  code: number;
  kind: IdKind;
  category: ComponentCategory;
  mapClass: MapComponentClass | null;
  zh: string;
  en: string;
}

type Entry = readonly [code: number, category: ComponentCategory, zh: string, en: string];

const T = TYPE_CODE;
const ENTRIES: readonly Entry[] = [
  [T.video, 'media', '视频', 'Video'],
  [T.image, 'media', '图片', 'Image'],
  [T.videoStream, 'media', '视频流', 'Video stream'],
  [T.singleLineText, 'text', '单行文本', 'Single-line text'],
  [T.multiLineText, 'text', '多行文本', 'Multi-line text'],
  [T.table, 'table', '表格', 'Table'],
  [T.numberFlipper, 'text', '数字翻牌器', 'Number flipper'],
  [T.rectangle, 'shape', '矩形', 'Rectangle'],
  [T.circle, 'shape', '圆形', 'Circle'],
  [T.isoscelesTriangle, 'shape', '等腰三角形', 'Isosceles triangle'],
  [T.rightTriangle, 'shape', '直角三角形', 'Right triangle'],
  [T.hexagon, 'shape', '六边形', 'Hexagon'],
  [T.horizontalLine, 'shape', '水平线', 'Horizontal line'],
  [T.pentagon, 'shape', '五边形', 'Pentagon'],
  [T.semicircle, 'shape', '半圆', 'Semicircle'],
  [T.quarterCircle, 'shape', '四分之一圆', 'Quarter circle'],
  [T.customSvg, 'shape', '自定义SVG', 'Custom SVG'],
  [T.icon, 'widget', '图标', 'Icon'],
  [T.weather, 'widget', '天气', 'Weather'],
  [T.time, 'widget', '时间', 'Time'],
  [T.navigationBar, 'navigation', '导航栏', 'Navigation bar'],
  [T.hotZone, 'navigation', '热区', 'Hot zone'],
  [T.webglMap, 'mapContainer', 'WebGL地图', 'WebGL map'],
  [T.realMap, 'mapContainer', '实景地图', 'Real map'],
  [4520, 'mapLayer', 'WMS图层', 'WMS layer'],
  [4521, 'mapLayer', 'WMTS图层', 'WMTS layer'],
  [4522, 'mapLayer', 'MVT图层', 'MVT layer'],
  [4523, 'mapLayer', '自定义栅格图层', 'Custom raster layer'],
  [4524, 'mapLayer', 'GeoJSON图层', 'GeoJSON layer'],
  [4540, 'mapLayer', '折线', 'Polyline'],
  [4541, 'mapLayer', '平面多边形', 'Planar polygon'],
  [4542, 'mapLayer', '立体多边形', '3D polygon'],
  [4543, 'mapLayer', '热力图', 'Heat map'],
  [4544, 'mapLayer', '弧线', 'Arc'],
  [4545, 'mapLayer', '墙体', 'Wall'],
  [4546, 'mapLayer', '轨迹', 'Trajectory'],
  [4547, 'mapLayer', 'GLTF模型', 'GLTF model'],
  [4548, 'mapLayer', '3DTiles', '3DTiles'],
  [4561, 'mapLayer', '点标注', 'Point marker'],
  [4562, 'mapLayer', '文本标注', 'Text marker'],
  [4563, 'mapLayer', '标注', 'Marker'],
  [4625, 'mapLayer', '实景地图图层', 'Real-map layer'],
  [4642, 'mapLayer', '实景地图矢量', 'Real-map vector'],
  [4662, 'mapLayer', '实景地图标注', 'Real-map marker'],
  [4663, 'mapLayer', '实景地图标注', 'Real-map marker'],
  [4680, 'mapLayer', '实景地图像素', 'Real-map pixels'],
  [T.dynamicPanel, 'container', '动态面板', 'Dynamic panel'],
  [T.iframe, 'widget', '网页', 'Iframe'],
  [T.timeline, 'widget', '时间轴', 'Timeline'],
  [T.group, 'group', '组合', 'Group'],
];

const BY_CODE: ReadonlyMap<number, Entry> = new Map(ENTRIES.map((entry) => [entry[0], entry]));

/** Map-component class of a type code (layer, vector, marker, pixels), or null. */
export function mapComponentClass(code: number | string): MapComponentClass | null {
  const n = Number(code);
  return MAP_CLASS_RANGES.find(({ range }) => inRange(n, range))?.mapClass ?? null;
}

export const isChartType = (code: number | string): boolean => inRange(Number(code), CHART_RANGE);
export const isUrlLayerType = (code: number | string): boolean => inRange(Number(code), URL_LAYER_RANGE);
export const isMapContainerType = (code: number | string): boolean =>
  Number(code) === T.webglMap || Number(code) === T.realMap;

/** Key under which a type's data is looked up: the whole chart band shares '13000'. */
export function dataTypeKey(code: number | string): string {
  return inRange(Number(code), CHART_DATA_RANGE) ? CHART_DATA_KEY : String(code);
}

/** Catalogue entry of a type code: kind, category, map class and names; unknown codes give null. */
export function describeComponentType(code: number | string): ComponentTypeInfo | null {
  const n = Number(code);
  if (!Number.isInteger(n)) return null;
  const entry = BY_CODE.get(n);
  const mapClass = mapComponentClass(n);
  if (entry)
    return { code: n, kind: kindFromType(n), category: entry[1], mapClass, zh: entry[2], en: entry[3] };
  if (isChartType(n))
    return { code: n, kind: kindFromType(n), category: 'chart', mapClass, zh: '图表', en: 'Chart' };
  if (mapClass) {
    return {
      code: n,
      kind: kindFromType(n),
      category: 'mapLayer',
      mapClass,
      zh: '地图组件',
      en: 'Map component',
    };
  }
  return null;
}

/** Every catalogued code, chart band excluded (it is a range, see CHART_RANGE). */
export const COMPONENT_TYPE_CODES: readonly number[] = ENTRIES.map((entry) => entry[0]);
export type { CodeRange };
