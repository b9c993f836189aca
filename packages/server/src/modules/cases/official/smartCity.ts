import { CaseBuilder, page, pairs } from './build.js';
import type { OfficialCase } from './officialCase.js';

const hours = ['00时', '04时', '08时', '12时', '16时', '20时', '24时'];
const districts = ['东城区', '西城区', '朝阳区', '海淀区', '丰台区', '通州区'];

/** Smart-city operations centre: city indicators, traffic and environment charts, a region map, events. */
function build() {
  const b = new CaseBuilder('smartcity');
  b.text('智慧城市运营中心', [560, 18, 800, 64], 40, '#E6F4FFFF', 'center', true);
  b.time([1480, 30, 400, 40]);
  b.panel([30, 100, 440, 300]);
  b.text('城市运行指标', [50, 110, 300, 40], 20, '#5CC8FFFF', 'left', true);
  b.flipper('常住人口(万)', [50, 160, 400, 70], 2189, '万');
  b.flipper('今日事件', [50, 250, 190, 70], 1386);
  b.flipper('处置率', [260, 250, 190, 70], 97.6, '%', 1);
  b.panel([30, 420, 440, 300]);
  b.chart(
    13012,
    'lineArea',
    '交通流量',
    [40, 430, 420, 280],
    [
      page(
        '交通流量',
        '辆',
        {
          主干道: pairs(hours, [1200, 800, 5600, 4300, 5100, 6200, 2100]),
          快速路: pairs(hours, [900, 600, 4100, 3600, 3900, 4800, 1500]),
        },
        '时段',
      ),
    ],
  );
  b.panel([30, 740, 440, 310]);
  b.chart(
    13040,
    'radar',
    '环境质量',
    [40, 750, 420, 290],
    [
      page('环境质量', '', {
        今日: pairs(['PM2.5', 'PM10', 'SO₂', 'NO₂', 'O₃', 'CO'], [35, 62, 8, 30, 90, 12]),
        昨日: pairs(['PM2.5', 'PM10', 'SO₂', 'NO₂', 'O₃', 'CO'], [48, 75, 10, 36, 84, 15]),
      }),
    ],
  );
  b.chart(
    13080,
    'mapWorld',
    '城市网络分布',
    [500, 100, 920, 620],
    [
      page('全球业务分布', '万', {
        连接: pairs(
          ['中国', '美国', '印度', '巴西', '俄罗斯', '德国', '澳大利亚', '日本'],
          [980, 620, 410, 260, 180, 210, 120, 300],
        ),
      }),
    ],
  );
  b.panel([500, 740, 920, 310]);
  b.table(
    '事件处置',
    [510, 750, 900, 290],
    [
      ['编号', '事件', '区域', '状态', '时间'],
      ['1001', '道路积水', '朝阳区', '处置中', '08:12'],
      ['1002', '井盖破损', '海淀区', '已完成', '08:40'],
      ['1003', '违章停车', '东城区', '已完成', '09:05'],
      ['1004', '路灯故障', '丰台区', '待派单', '09:31'],
      ['1005', '噪音投诉', '通州区', '处置中', '10:02'],
      ['1006', '垃圾满溢', '西城区', '已完成', '10:26'],
      ['1007', '信号灯故障', '朝阳区', '处置中', '10:48'],
    ],
  );
  b.panel([1450, 100, 440, 300]);
  b.chart(
    13001,
    'bar',
    '各区事件数',
    [1460, 110, 420, 280],
    [page('各区事件数', '件', { 事件: pairs(districts, [120, 98, 260, 230, 150, 110]) }, '区域')],
  );
  b.panel([1450, 420, 440, 300]);
  b.chart(
    13021,
    'pieRing',
    '事件类型',
    [1460, 430, 420, 280],
    [
      page('事件类型', '件', {
        类型: pairs(['市政设施', '交通', '环境', '治安', '其他'], [320, 410, 260, 150, 90]),
      }),
    ],
  );
  b.panel([1450, 740, 440, 310]);
  b.chart(
    13041,
    'gauge',
    '城市健康指数',
    [1460, 750, 420, 290],
    [{ ...page('城市健康指数', '分', { 指数: [['健康指数', 86]] }), Max: 100 }],
  );
  return b.document('智慧城市运营中心', '#020B1DFF');
}

export const smartCity: OfficialCase = {
  seedKey: 'official-smart-city',
  caseFlag: 'case-official-smart-city',
  category: '智慧城市',
  name: '智慧城市运营中心',
  description:
    '城市运行指标、交通流量、环境质量、网络分布地图与事件处置 / City operations: indicators, traffic, environment, map and incidents',
  thumbnailUrl: 'cases/smart-city.png',
  build,
};
