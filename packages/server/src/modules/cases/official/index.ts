import type { OfficialCase } from './officialCase.js';
import { factoryMonitoring } from './factory.js';
import { salesCommand } from './sales.js';
import { smartCity } from './smartCity.js';
import { digitalTwinFactory } from './digitalTwin.js';

/** The official cases shipped with the product (seeded at start-up, see ../seed.ts). */
export const OFFICIAL_CASES: readonly OfficialCase[] = [
  smartCity,
  factoryMonitoring,
  salesCommand,
  digitalTwinFactory,
];
