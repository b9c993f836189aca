import type { ContentDictionary } from '../common/content';

/** Sample rows every new map item starts with (around Beijing, the default centre), so it draws at once. */
const BJ: [number, number] = [116.397428, 39.90923];
const at = (dx: number, dy: number): [number, number] => [
  Math.round((BJ[0] + dx) * 1e6) / 1e6,
  Math.round((BJ[1] + dy) * 1e6) / 1e6,
];

export const SAMPLE_POINTS = [
  { name: '天安门', lng: BJ[0], lat: BJ[1], value: 90 },
  { name: '王府井', lng: at(0.0075, 0.003)[0], lat: at(0.0075, 0.003)[1], value: 60 },
  { name: '前门', lng: at(0.0005, -0.0085)[0], lat: at(0.0005, -0.0085)[1], value: 40 },
  { name: '西单', lng: at(-0.0135, 0.0005)[0], lat: at(-0.0135, 0.0005)[1], value: 75 },
  { name: '景山', lng: at(0.0005, 0.0115)[0], lat: at(0.0005, 0.0115)[1], value: 30 },
];

export const SAMPLE_PATHS = [
  { name: '长安街', value: 80, path: [at(-0.02, 0), at(-0.005, 0), at(0.01, 0), at(0.02, 0)] },
  { name: '中轴线', value: 50, path: [at(0, -0.015), at(0, 0), at(0, 0.015)] },
];

export const SAMPLE_TRIPS = [
  {
    name: '巡逻车 1',
    value: 1,
    path: [
      [...at(-0.02, -0.01), 0],
      [...at(-0.005, -0.01), 20],
      [...at(-0.005, 0.005), 40],
      [...at(0.015, 0.005), 60],
    ],
  },
  {
    name: '巡逻车 2',
    value: 2,
    path: [
      [...at(0.015, -0.012), 0],
      [...at(0.015, 0.01), 30],
      [...at(-0.01, 0.01), 60],
    ],
  },
];

export const SAMPLE_POLYGONS = [
  {
    name: '故宫',
    value: 120,
    polygon: [at(-0.0055, 0.0035), at(0.0055, 0.0035), at(0.0055, 0.0125), at(-0.0055, 0.0125)],
  },
  {
    name: '天安门广场',
    value: 40,
    polygon: [at(-0.003, -0.008), at(0.003, -0.008), at(0.003, -0.001), at(-0.003, -0.001)],
  },
];

export const SAMPLE_ARCS = [
  { name: '北京→上海', fromLng: 116.397, fromLat: 39.909, toLng: 121.473, toLat: 31.23, value: 80 },
  { name: '北京→广州', fromLng: 116.397, fromLat: 39.909, toLng: 113.264, toLat: 23.129, value: 60 },
  { name: '北京→成都', fromLng: 116.397, fromLat: 39.909, toLng: 104.066, toLat: 30.572, value: 40 },
];

export const SAMPLE_REGIONS = [
  { name: 'China', value: 100 },
  { name: 'Japan', value: 60 },
  { name: 'Mongolia', value: 20 },
];

export const SAMPLE_GEOJSON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: '故宫', value: 120 },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            at(-0.0055, 0.0035),
            at(0.0055, 0.0035),
            at(0.0055, 0.0125),
            at(-0.0055, 0.0125),
            at(-0.0055, 0.0035),
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: '长安街', value: 80 },
      geometry: { type: 'LineString', coordinates: [at(-0.02, 0), at(0.02, 0)] },
    },
    {
      type: 'Feature',
      properties: { name: '天安门', value: 90 },
      geometry: { type: 'Point', coordinates: BJ },
    },
  ],
};

/** The samples' names in English (common/content.ts): a map item added in the English product reads them. */
export const MAP_SAMPLE_EN: ContentDictionary = {
  天安门: 'Tiananmen',
  王府井: 'Wangfujing',
  前门: 'Qianmen',
  西单: 'Xidan',
  景山: 'Jingshan',
  长安街: "Chang'an Avenue",
  中轴线: 'Central Axis',
  '巡逻车 1': 'Patrol car 1',
  '巡逻车 2': 'Patrol car 2',
  故宫: 'Forbidden City',
  天安门广场: 'Tiananmen Square',
  '北京→上海': 'Beijing→Shanghai',
  '北京→广州': 'Beijing→Guangzhou',
  '北京→成都': 'Beijing→Chengdu',
};
