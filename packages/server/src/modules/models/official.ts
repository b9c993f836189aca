import { type ModelEditorJson } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/index.js';
import { fileUrlOf } from '../uploads/index.js';
import { factoryModel, modelBytes } from './generate.js';
import { prepareModel } from './prepare.js';
import { storePreparedModel } from './service.js';

/** Where the shipped factory model lives (no group: shipped files are never released). */
const FOLDER = 'official/models/factory-v1';

/** URL of the shipped, prepared factory model (what the official digital-twin case loads). */
export const officialFactoryUrl = (basePath: string) => fileUrlOf(basePath, `${FOLDER}/model.glb`);

/**
 * Makes sure the shipped factory model is stored, prepared like an upload (generated in code, so
 * nothing is downloaded). Runs at start; the files are written once.
 */
export async function ensureOfficialModels(db: Db, storage: FileStorage): Promise<void> {
  if (await storage.exists(`${FOLDER}/model.glb`)) return;
  const files = await prepareModel({ kind: 'glb', bytes: await modelBytes(factoryModel()) });
  await storePreparedModel(db, storage, '/', null, FOLDER, files);
}

/** The factory's modules and styles as the case ships them: tanks and pumps picked out in colour. */
export function officialFactoryModules(): ModelEditorJson {
  const tanks = Array.from({ length: 6 }, (_, i) => ({ path: `Factory/TankFarm/Tank_0${i + 1}` }));
  const pumps = Array.from({ length: 8 }, (_, i) => ({ path: `Factory/Equipment/Pump_0${i + 1}` }));
  return {
    version: 1,
    modules: [
      { id: 'mm_tanks', name: '储罐区', nodes: tanks },
      { id: 'mm_pumps', name: '泵组', nodes: pumps },
      {
        id: 'mm_workshops',
        name: '车间',
        nodes: [{ path: 'Factory/Workshop_A' }, { path: 'Factory/Workshop_B' }],
      },
    ],
    styleList: [
      {
        id: '_default',
        name: '默认样式',
        modules: {
          mm_tanks: { color: '#2EE6D6', emissive: '#0B4F4A', emissiveIntensity: 0.6 },
          mm_pumps: { color: '#FF8A3D' },
          mm_workshops: { opacity: 0.6 },
        },
      },
      { id: 'ms_alarm', name: '告警', modules: { mm_pumps: { color: '#FF3B3B', emissive: '#FF0000' } } },
    ],
  };
}
