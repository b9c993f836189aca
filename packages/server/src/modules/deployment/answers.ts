import { z } from 'zod';

/**
 * What the deployment area answers (`schema.response`). An activation record's signed key stays out of
 * every answer (it is fetched as a file through downloadKey); naming the fields here keeps it out even
 * if a record is one day answered as its whole row.
 */

export const partnerAnswer = z.object({
  isPartner: z.boolean(),
  name: z.string().nullable(),
  since: z.string().nullable(),
});

/** service.ts present: a version or environment record with its activation counts. */
export const versionAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  version: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  activationTotalCount: z.number(),
  activationUsedCount: z.number(),
  projectTotalCount: z.number(),
  projectUsedCount: z.number(),
});

export const versionPage = z.object({
  list: z.array(versionAnswer),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

/** records.ts presentRecord. */
export const recordAnswer = z.object({
  id: z.string(),
  versionId: z.string(),
  customer: z.string(),
  machineCode: z.string(),
  seats: z.number(),
  projects: z.number(),
  expiresAt: z.string(),
  status: z.string(),
  activatedAt: z.string().nullable(),
  prolongedTimes: z.number(),
  remark: z.string(),
  createdAt: z.string(),
  expired: z.boolean(),
  daysLeft: z.number(),
  expiringSoon: z.boolean(),
});

export const recordPage = z.object({
  list: z.array(recordAnswer),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  counts: versionAnswer.nullable(),
  expirationInfo: z.object({ expired: z.number(), expiringSoon: z.number() }),
});

export const recordWithVersion = recordAnswer.extend({ versionName: z.string(), version: z.string() });
