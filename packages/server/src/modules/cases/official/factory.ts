import { CaseBuilder, page, pairs } from './build.js';
import type { OfficialCase } from './officialCase.js';

const lines = ['一号线', '二号线', '三号线', '四号线', '五号线'];
const shifts = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

/** Factory monitoring screen: equipment status tables, gauges, alarms and output trends. */
function build() {
  const b = new CaseBuilder('factory');
  b.text('智能工厂监控大屏', [560, 18, 800, 64], 40, '#E6FFF7FF', 'center', true);
  b.time([1480, 30, 400, 40]);
  b.panel([30, 100, 600, 440], '#06231FCC', '#1FB29AFF');
  b.text('设备运行状态', [50, 110, 300, 40], 20, '#2EE6D6FF', 'left', true);
  b.table(
    '设备状态',
    [40, 160, 580, 370],
    [
      ['设备', '产线', '状态', '温度(℃)', '负载(%)'],
      ['CNC-01', '一号线', '运行', '62', '78'],
      ['CNC-02', '一号线', '运行', '65', '82'],
      ['焊接机器人-03', '二号线', '待机', '41', '0'],
      ['冲压机-04', '二号线', '运行', '71', '91'],
      ['注塑机-05', '三号线', '故障', '88', '0'],
      ['装配臂-06', '四号线', '运行', '55', '64'],
      ['AGV-07', '五号线', '运行', '38', '47'],
      ['检测仪-08', '五号线', '运行', '44', '52'],
    ],
  );
  b.panel([650, 100, 620, 440], '#06231FCC', '#1FB29AFF');
  b.chart(
    13041,
    'gauge',
    '综合设备效率 OEE',
    [660, 110, 300, 420],
    [{ ...page('OEE', '%', { OEE: [['OEE', 84]] }), Max: 100 }],
  );
  b.chart(
    13041,
    'gauge',
    '能耗负载',
    [960, 110, 300, 420],
    [{ ...page('能耗负载', '%', { 负载: [['负载', 67]] }), Max: 100 }],
  );
  b.panel([1290, 100, 600, 440], '#06231FCC', '#1FB29AFF');
  b.text('实时告警', [1310, 110, 300, 40], 20, '#FF7A45FF', 'left', true);
  b.table(
    '告警列表',
    [1300, 160, 580, 370],
    [
      ['时间', '设备', '告警', '级别'],
      ['10:42:13', '注塑机-05', '温度过高', '严重'],
      ['10:38:02', '冲压机-04', '负载偏高', '警告'],
      ['10:21:47', 'AGV-07', '电量低', '提示'],
      ['09:58:30', 'CNC-02', '刀具磨损', '警告'],
      ['09:40:11', '焊接机器人-03', '通信中断', '严重'],
    ],
  );
  b.panel([30, 560, 900, 490], '#06231FCC', '#1FB29AFF');
  b.chart(
    13005,
    'barLine',
    '产量与计划',
    [40, 570, 880, 470],
    [
      page(
        '产量与计划',
        '件',
        {
          产量: pairs(shifts, [320, 332, 301, 334, 390, 330]),
          计划: pairs(shifts, [300, 320, 310, 330, 360, 350]),
        },
        '时间',
      ),
    ],
  );
  b.panel([950, 560, 460, 490], '#06231FCC', '#1FB29AFF');
  b.chart(
    13002,
    'barHorizontal',
    '各产线良品率',
    [960, 570, 440, 470],
    [page('各产线良品率', '%', { 良品率: pairs(lines, [98.2, 97.5, 96.1, 99.0, 98.7]) }, '产线')],
  );
  b.panel([1430, 560, 460, 490], '#06231FCC', '#1FB29AFF');
  b.text('今日产量', [1450, 580, 200, 40], 20, '#2EE6D6FF', 'left', true);
  b.flipper('今日产量', [1450, 630, 420, 80], 12680, '件');
  b.text('设备在线率', [1450, 740, 200, 40], 20, '#2EE6D6FF', 'left', true);
  b.flipper('设备在线率', [1450, 790, 420, 80], 96.4, '%', 1);
  b.chart(
    13020,
    'pie',
    '停机原因',
    [1440, 880, 440, 160],
    [page('停机原因', '分钟', { 原因: pairs(['换型', '故障', '待料', '保养'], [45, 30, 20, 15]) })],
  );
  return b.document('智能工厂监控大屏', '#021512FF');
}

export const factoryMonitoring: OfficialCase = {
  seedKey: 'official-factory',
  caseFlag: 'case-official-factory',
  category: '工业制造',
  name: '智能工厂监控大屏',
  description:
    '设备状态表、OEE 仪表、实时告警与产量趋势 / Factory monitoring: equipment status, gauges, alarms and output',
  thumbnailUrl: 'cases/factory.png',
  build,
};
