import type { ChartKind } from '../chartKit/codes';
import { makePage, type ChartPage } from '../chartKit/data';

/** Sample data pages each kind starts with (two pages where paging makes sense, so '+'/'-' shows). */

const months = ['1月', '2月', '3月', '4月', '5月', '6月'];
const series = (values: number[]): [string, number][] => values.map((v, i) => [months[i]!, v]);

export const SALES: ChartPage[] = [
  makePage(
    '2025',
    '月度销售额',
    '万元',
    { 销售额: series([120, 200, 150, 80, 170, 210]) },
    { Dimension: { Name: '月份' } },
  ),
  makePage(
    '2026',
    '月度销售额',
    '万元',
    { 销售额: series([140, 180, 190, 130, 220, 260]) },
    { Dimension: { Name: '月份' } },
  ),
];

export const SALES_BY_REGION: ChartPage[] = [
  makePage(
    '2026',
    '区域销售对比',
    '万元',
    {
      华东: series([120, 132, 101, 134, 90, 230]),
      华南: series([220, 182, 191, 234, 290, 330]),
      华北: series([150, 232, 201, 154, 190, 330]),
    },
    { Dimension: { Name: '月份' } },
  ),
  makePage('2025', '区域销售对比', '万元', {
    华东: series([100, 112, 131, 104, 120, 180]),
    华南: series([180, 162, 171, 204, 250, 300]),
    华北: series([130, 202, 181, 134, 170, 290]),
  }),
];

export const BAR_LINE: ChartPage[] = [
  makePage('2026', '产量与合格率', '吨', {
    产量: series([320, 332, 301, 334, 390, 330]),
    计划: series([300, 320, 310, 330, 360, 350]),
  }),
];

export const TRAFFIC: ChartPage[] = [
  makePage('今日', '访问量趋势', '次', {
    访问量: [
      ['00:00', 820],
      ['04:00', 932],
      ['08:00', 1901],
      ['12:00', 2934],
      ['16:00', 2290],
      ['20:00', 1330],
      ['24:00', 1020],
    ],
    独立访客: [
      ['00:00', 420],
      ['04:00', 532],
      ['08:00', 1101],
      ['12:00', 1634],
      ['16:00', 1290],
      ['20:00', 830],
      ['24:00', 620],
    ],
  }),
];

export const SHARE: ChartPage[] = [
  makePage('本月', '能源结构', '%', {
    占比: [
      ['光伏', 28],
      ['风电', 22],
      ['水电', 18],
      ['火电', 24],
      ['储能', 8],
    ],
  }),
  makePage('上月', '能源结构', '%', {
    占比: [
      ['光伏', 24],
      ['风电', 25],
      ['水电', 16],
      ['火电', 28],
      ['储能', 7],
    ],
  }),
];

export const SCATTER: ChartPage[] = [
  makePage(
    '样本',
    '身高与体重',
    'kg',
    {
      男: [
        [172, 68],
        [178, 75],
        [181, 80],
        [169, 63],
        [175, 72],
        [185, 86],
        [176, 70],
        [168, 61],
      ],
      女: [
        [158, 50],
        [162, 54],
        [165, 57],
        [160, 52],
        [168, 59],
        [155, 47],
        [163, 56],
      ],
    },
    { Dimension: { Name: 'cm' } },
  ),
];

export const BUBBLE: ChartPage[] = [
  makePage('2026', '城市 GDP 与人口', '亿元', {
    城市: [
      [10, 32000, 2189],
      [20, 28000, 2487],
      [30, 30000, 1868],
      [40, 20000, 1768],
      [50, 16000, 1094],
      [60, 18000, 2124],
    ],
  }),
];

export const RADAR: ChartPage[] = [
  makePage(
    '对比',
    '能力评估',
    '分',
    {
      团队A: [
        ['质量', 90],
        ['效率', 75],
        ['成本', 60],
        ['创新', 85],
        ['服务', 70],
      ],
      团队B: [
        ['质量', 70],
        ['效率', 88],
        ['成本', 82],
        ['创新', 60],
        ['服务', 90],
      ],
    },
    { Dimension: { Name: '指标', Max: 100 } },
  ),
];

export const GAUGE: ChartPage[] = [
  makePage('当前', '设备负载', '%', { 负载: [['负载率', 72]] }, { Max: 100 }),
  makePage('峰值', '设备负载', '%', { 负载: [['负载率', 91]] }, { Max: 100 }),
];

export const FUNNEL: ChartPage[] = [
  makePage('本周', '转化漏斗', '人', {
    转化: [
      ['访问', 10000],
      ['注册', 6200],
      ['激活', 4100],
      ['下单', 2300],
      ['复购', 900],
    ],
  }),
];

const days = ['周一', '周二', '周三', '周四', '周五'];
const hours = ['8时', '10时', '12时', '14时', '16时', '18时'];
export const HEATMAP: ChartPage[] = [
  makePage(
    '本周',
    '客流热力',
    '人次',
    Object.fromEntries(
      days.map((d, r) => [d, hours.map((h, c): [string, number] => [h, ((r * 7 + c * 13) % 17) * 6 + 10])]),
    ),
  ),
];

export const HIERARCHY: ChartPage[] = [
  makePage('2026', '预算构成', '万元', {
    研发: [
      ['软件', 320],
      ['硬件', 180],
      ['测试', 90],
    ],
    市场: [
      ['广告', 210],
      ['活动', 120],
    ],
    运营: [
      ['人力', 260],
      ['场地', 110],
      ['行政', 60],
    ],
  }),
];

export const FLOW: ChartPage[] = [
  makePage('2026', '能源流向', 'GWh', {
    煤炭: [
      ['发电', 60],
      ['供热', 30],
    ],
    天然气: [
      ['发电', 25],
      ['供热', 20],
    ],
    发电: [
      ['工业', 50],
      ['居民', 35],
    ],
    供热: [
      ['工业', 20],
      ['居民', 30],
    ],
  }),
];

export const BOXPLOT: ChartPage[] = [
  makePage('样本', '响应时间分布', 'ms', {
    接口A: [
      ['周一', [120, 135, 150, 180, 240, 160, 140]],
      ['周二', [110, 128, 142, 170, 210, 150]],
      ['周三', [130, 150, 170, 200, 260, 175]],
      ['周四', [100, 118, 130, 155, 190, 140]],
    ],
  }),
];

export const CANDLES: ChartPage[] = [
  makePage('日线', '价格走势', '元', {
    价格: [
      ['05-11', [20, 34, 10, 38]],
      ['05-12', [40, 35, 30, 50]],
      ['05-13', [31, 38, 33, 44]],
      ['05-14', [38, 15, 5, 42]],
      ['05-15', [15, 25, 12, 30]],
      ['05-16', [25, 36, 22, 40]],
      ['05-17', [36, 30, 28, 41]],
    ],
  }),
];

const dims = ['价格', '销量', '评分', '库存'];
const row = (vals: number[]): [string, number][] => vals.map((v, i) => [dims[i]!, v]);
export const PARALLEL: ChartPage[] = [
  makePage('2026', '商品多维对比', '', {
    商品A: row([12, 300, 4.5, 80]),
    商品B: row([18, 180, 4.8, 40]),
    商品C: row([9, 520, 4.1, 120]),
    商品D: row([15, 260, 4.6, 60]),
  }),
];

export const LIQUID: ChartPage[] = [
  makePage('当前', '水位', '%', { 水位: [['水库', 62]] }, { Max: 100 }),
  makePage('汛期', '水位', '%', { 水位: [['水库', 84]] }, { Max: 100 }),
];

export const WORDS: ChartPage[] = [
  makePage('热词', '热点词云', '次', {
    热度: [
      ['数字孪生', 98],
      ['大屏', 86],
      ['可视化', 80],
      ['物联网', 64],
      ['智慧城市', 72],
      ['数据', 60],
      ['ECharts', 52],
      ['三维', 45],
      ['告警', 40],
      ['能耗', 36],
      ['交通', 33],
      ['安防', 30],
      ['GIS', 28],
      ['实时', 26],
      ['运维', 22],
      ['AI', 20],
      ['边缘计算', 18],
      ['5G', 16],
    ],
  }),
];

export const WORLD: ChartPage[] = [
  makePage('2026', '全球业务分布', '万', {
    用户: [
      ['中国', 980],
      ['美国', 620],
      ['印度', 410],
      ['巴西', 260],
      ['俄罗斯', 180],
      ['德国', 210],
      ['澳大利亚', 120],
      ['加拿大', 150],
      ['南非', 90],
      ['日本', 300],
    ],
  }),
];

export const CHINA: ChartPage[] = [
  makePage('2026', '中国区域', '万', {
    用户: [
      ['中国', 980],
      ['台湾', 120],
    ],
  }),
];

export const CAROUSEL: ChartPage[] = [
  makePage('一季度', '一季度营收', '万元', { 营收: series([120, 200, 150]) }),
  makePage('二季度', '二季度营收', '万元', {
    营收: series([80, 170, 210]).map(([, v], i) => [months[i + 3]!, v]),
  }),
  makePage('三季度', '三季度营收', '万元', {
    营收: [
      ['7月', 190],
      ['8月', 230],
      ['9月', 175],
    ],
  }),
];

/** The sample each chart kind starts with (also what the screenshot test places on a page). */
export const SAMPLE_BY_KIND: Readonly<Record<ChartKind, ChartPage[]>> = {
  bar: SALES,
  barHorizontal: SALES_BY_REGION.slice(0, 1),
  barStacked: SALES_BY_REGION,
  barGrouped: SALES_BY_REGION,
  barLine: BAR_LINE,
  line: TRAFFIC,
  lineSmooth: TRAFFIC,
  lineArea: TRAFFIC,
  lineStacked: SALES_BY_REGION,
  lineStep: SALES,
  pie: SHARE,
  pieRing: SHARE,
  pieRose: SHARE,
  scatter: SCATTER,
  bubble: BUBBLE,
  radar: RADAR,
  gauge: GAUGE,
  funnel: FUNNEL,
  heatmap: HEATMAP,
  treemap: HIERARCHY,
  sunburst: HIERARCHY,
  sankey: FLOW,
  graph: FLOW,
  boxplot: BOXPLOT,
  candlestick: CANDLES,
  parallel: PARALLEL,
  polarBar: SALES_BY_REGION,
  liquidFill: LIQUID,
  wordCloud: WORDS,
  mapWorld: WORLD,
  mapChina: CHINA,
  carousel: CAROUSEL,
};
