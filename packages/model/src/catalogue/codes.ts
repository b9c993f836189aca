// Component type codes of docs/reference.md#type-codes. Kept apart from the catalogue so ids.ts can use them
// without an import cycle.

export const TYPE_CODE = {
  video: 1006,
  image: 1007,
  videoStream: 1009,
  singleLineText: 2005,
  multiLineText: 2006,
  table: 2021,
  numberFlipper: 2022,
  rectangle: 2110,
  circle: 2112,
  isoscelesTriangle: 2113,
  rightTriangle: 2115,
  hexagon: 2116,
  horizontalLine: 2117,
  pentagon: 2118,
  semicircle: 2119,
  quarterCircle: 2120,
  customSvg: 2121,
  icon: 4100,
  weather: 4101,
  time: 4102,
  navigationBar: 4301,
  hotZone: 4302,
  webglMap: 4501,
  realMap: 4601,
  dynamicPanel: 4901,
  iframe: 4902,
  timeline: 4903,
  group: 5001,
} as const;

/** An inclusive range of type codes. */
export interface CodeRange {
  readonly from: number;
  readonly to: number;
}

export const LVM_RANGES: readonly CodeRange[] = [
  { from: 4520, to: 4600 },
  { from: 4620, to: 4700 },
];
export const CHART_RANGE: CodeRange = { from: 13000, to: 13999 };
/** Chart data is looked up under one key for the whole 13000-14000 band. */
export const CHART_DATA_RANGE: CodeRange = { from: 13000, to: 14000 };
export const CHART_DATA_KEY = '13000';
export const URL_LAYER_RANGE: CodeRange = { from: 4520, to: 4599 };

export type MapComponentClass = 'layer' | 'vector' | 'marker' | 'pixels';

export const MAP_CLASS_RANGES: readonly {
  readonly mapClass: MapComponentClass;
  readonly range: CodeRange;
}[] = [
  { mapClass: 'layer', range: { from: 4520, to: 4539 } },
  { mapClass: 'layer', range: { from: 4620, to: 4639 } },
  { mapClass: 'vector', range: { from: 4540, to: 4559 } },
  { mapClass: 'vector', range: { from: 4640, to: 4659 } },
  { mapClass: 'marker', range: { from: 4560, to: 4579 } },
  { mapClass: 'marker', range: { from: 4660, to: 4679 } },
  { mapClass: 'pixels', range: { from: 4680, to: 4698 } },
];

export function inRange(code: number, range: CodeRange): boolean {
  return code >= range.from && code <= range.to;
}
