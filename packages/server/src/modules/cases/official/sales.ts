import { CaseBuilder, page, pairs } from './build.js';
import type { OfficialCase } from './officialCase.js';

const months = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];
const regions = ['华东', '华南', '华北', '西南', '西北', '东北'];

/** Sales command screen: number flippers, trend and share charts, rankings, a dynamic panel of views. */
function build() {
  const b = new CaseBuilder('sales');
  b.text('销售指挥大屏', [560, 18, 800, 64], 40, '#FFF4E6FF', 'center', true);
  b.time([1480, 30, 400, 40]);
  const kpis: [string, number, string, number][] = [
    ['年度销售额(万元)', 86420, '', 0],
    ['订单数', 35218, '', 0],
    ['客单价(元)', 2453.6, '', 1],
    ['目标完成率', 87.3, '%', 1],
  ];
  kpis.forEach(([label, value, suffix, decimals], i) => {
    b.panel([30 + i * 470, 100, 450, 150], '#2A1406CC', '#B2661FFF');
    b.text(label, [50 + i * 470, 110, 400, 36], 18, '#FFC53DFF', 'left', true);
    b.flipper(label, [50 + i * 470, 156, 410, 80], value, suffix, decimals);
  });
  b.panel([30, 270, 920, 400], '#2A1406CC', '#B2661FFF');
  b.chart(
    13010,
    'line',
    '月度销售趋势',
    [40, 280, 900, 380],
    [
      page(
        '月度销售趋势',
        '万元',
        {
          今年: pairs(months, [5200, 6100, 7300, 6800, 7600, 8100, 7900, 8300, 7700, 8800, 9400, 9600]),
          去年: pairs(months, [4800, 5300, 6200, 6000, 6500, 7000, 7100, 7400, 7000, 7900, 8200, 8700]),
        },
        '月份',
      ),
    ],
  );
  const share = b.chart(
    13022,
    'pieRose',
    '品类占比',
    [0, 0, 900, 380],
    [
      page('品类占比', '万元', {
        品类: pairs(['家电', '数码', '服饰', '食品', '家居', '美妆'], [2400, 1900, 1500, 1200, 900, 700]),
      }),
    ],
  );
  const funnel = b.chart(
    13042,
    'funnel',
    '销售漏斗',
    [0, 0, 900, 380],
    [
      page('销售漏斗', '个', {
        转化: pairs(['线索', '商机', '报价', '谈判', '成交'], [10000, 6200, 3400, 1800, 950]),
      }),
    ],
  );
  b.panel([970, 270, 920, 400], '#2A1406CC', '#B2661FFF');
  b.dynamic(
    '品类与漏斗轮播',
    [980, 280, 900, 380],
    [
      { name: '品类占比', children: [share] },
      { name: '销售漏斗', children: [funnel] },
    ],
  );
  b.panel([30, 690, 920, 360], '#2A1406CC', '#B2661FFF');
  b.chart(
    13004,
    'barGrouped',
    '区域销售对比',
    [40, 700, 900, 340],
    [
      page(
        '区域销售对比',
        '万元',
        {
          目标: pairs(regions, [2400, 2100, 1900, 1200, 800, 900]),
          实际: pairs(regions, [2600, 1950, 1800, 1300, 700, 950]),
        },
        '区域',
      ),
    ],
  );
  b.panel([970, 690, 920, 360], '#2A1406CC', '#B2661FFF');
  b.text('销售排行', [990, 700, 300, 36], 20, '#FFC53DFF', 'left', true);
  b.table(
    '销售排行',
    [980, 740, 900, 300],
    [
      ['排名', '销售', '区域', '销售额(万元)', '完成率'],
      ['1', '王磊', '华东', '1260', '126%'],
      ['2', '李娜', '华南', '1184', '118%'],
      ['3', '张伟', '华北', '1052', '105%'],
      ['4', '刘洋', '西南', '968', '97%'],
      ['5', '陈静', '华东', '931', '93%'],
      ['6', '杨帆', '东北', '870', '87%'],
    ],
  );
  return b.document('销售指挥大屏', '#140A02FF');
}

export const salesCommand: OfficialCase = {
  seedKey: 'official-sales',
  caseFlag: 'case-official-sales',
  category: '商业零售',
  name: '销售指挥大屏',
  description:
    '销售指标翻牌器、趋势与占比图表、排行表与动态面板轮播 / Sales command: flippers, charts, rankings and a dynamic panel',
  thumbnailUrl: 'cases/sales.png',
  build,
};
