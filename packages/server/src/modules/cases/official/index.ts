import type { DocNode } from '@twincanvas/model';
import { factoryMonitoring } from './factory.js';
import { salesCommand } from './sales.js';
import { smartCity } from './smartCity.js';
import { digitalTwinFactory } from './digitalTwin.js';

export interface OfficialCase {
  seedKey: string;
  caseFlag: string;
  category: string;
  name: string;
  description: string;
  thumbnailUrl: string;
  /** The case document; `basePath` places the URLs of shipped files (models). */
  build: (ctx?: { basePath: string }) => DocNode;
}

/** The official cases shipped with the product (seeded at start-up, see ../seed.ts). */
export const OFFICIAL_CASES: readonly OfficialCase[] = [
  smartCity,
  factoryMonitoring,
  salesCommand,
  digitalTwinFactory,
];
