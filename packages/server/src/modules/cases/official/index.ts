import type { DocNode } from '@twincanvas/model';
import { factoryMonitoring } from './factory.js';
import { salesCommand } from './sales.js';
import { smartCity } from './smartCity.js';

export interface OfficialCase {
  seedKey: string;
  caseFlag: string;
  category: string;
  name: string;
  description: string;
  thumbnailUrl: string;
  build: () => DocNode;
}

/** The official cases shipped with the product (seeded at start-up, see ../seed.ts). */
export const OFFICIAL_CASES: readonly OfficialCase[] = [smartCity, factoryMonitoring, salesCommand];
