import type { DocNode } from '@twincanvas/model';
import { officialFactoryModules, officialFactoryUrl } from '../../models/index.js';
import { CaseBuilder, page, pairs } from './build.js';
import type { OfficialCase } from './officialCase.js';

const tanks = ['1#', '2#', '3#', '4#', '5#', '6#'];
const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

/**
 * Digital-twin factory: the generated factory model as a 3D scene (docs/3d.md, "Models") under 2D
 * panels of tank levels, pump load and energy use. The charts sit at the edges so the model stays seen.
 */
function build(ctx?: { basePath: string }): DocNode {
  const b = new CaseBuilder('twin');
  b.text('数字孪生工厂', [660, 16, 600, 60], 38, '#E6F4FFFF', 'center', true);
  b.time([1500, 28, 380, 40]);
  b.panel([24, 90, 440, 460], '#0A1A2ECC', '#3BA4FFFF');
  b.chart(
    13001,
    'bar',
    '储罐液位',
    [34, 100, 420, 440],
    [page('储罐液位', '%', { 液位: pairs(tanks, [72, 64, 88, 45, 91, 57]) }, '储罐')],
  );
  b.panel([24, 570, 440, 480], '#0A1A2ECC', '#3BA4FFFF');
  b.chart(
    13041,
    'gauge',
    '泵组负载',
    [34, 580, 420, 460],
    [{ ...page('泵组负载', '%', { 负载: [['负载', 76]] }), Max: 100 }],
  );
  b.panel([1456, 90, 440, 460], '#0A1A2ECC', '#3BA4FFFF');
  b.chart(
    13010,
    'line',
    '能耗趋势',
    [1466, 100, 420, 440],
    [page('能耗趋势', 'kWh', { 能耗: pairs(hours, [820, 910, 1040, 990, 1120, 870]) }, '时间')],
  );
  b.panel([1456, 570, 440, 480], '#0A1A2ECC', '#3BA4FFFF');
  b.text('今日产量', [1476, 590, 200, 40], 20, '#3BA4FFFF', 'left', true);
  b.flipper('今日产量', [1476, 640, 400, 80], 8640, '吨');
  b.text('设备在线率', [1476, 760, 200, 40], 20, '#3BA4FFFF', 'left', true);
  b.flipper('设备在线率', [1476, 810, 400, 80], 98.2, '%', 1);

  const doc = b.document('数字孪生工厂', '#061423FF') as DocNode & {
    engine: Record<string, unknown>;
    projectScenesList: Record<string, unknown>[];
  };
  doc.engine = { ...doc.engine, on: true, quality: 2 };
  const scene = doc.projectScenesList[0]!;
  scene.scenesType = 1;
  scene.projectModel = {
    modelId: 'official-factory',
    modelName: '工厂示例模型',
    modelSource: 10602,
    resourceId: '',
    modelWebUrl: officialFactoryUrl(ctx?.basePath ?? '/'),
    modelHotFixPath: '',
    modelType: 'glb',
    modelVersion: 1,
    modelEditorJson: officialFactoryModules(),
  };
  return doc;
}

export const digitalTwinFactory: OfficialCase = {
  seedKey: 'official-digital-twin-factory',
  caseFlag: 'case-official-digital-twin-factory',
  category: '工业制造',
  name: '数字孪生工厂',
  description:
    '3D 工厂模型（储罐、管廊、泵组）叠加液位、负载与能耗图表 / Digital-twin factory: the 3D plant under tank, pump and energy charts',
  thumbnailUrl: 'cases/digital-twin-factory.png',
  build,
};
