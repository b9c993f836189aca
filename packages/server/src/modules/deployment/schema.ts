import { z } from 'zod';
import { DEPLOY_PAGE_SIZE } from './texts.js';

const machineCode = z.string().trim().max(400);
const name = z.string().trim().min(1, 'required').max(100);

export const pageBody = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEPLOY_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
});

export const versionAddBody = z.object({
  name,
  version: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+\.\d+$/, 'a version label such as v3.3.0'),
  remark: z.string().max(500).default(''),
  activationTotal: z.number().int().min(1).max(100_000),
  projectTotal: z.number().int().min(0).max(10_000_000),
});

export const recordListBody = pageBody.extend({ versionId: z.uuid().optional() });
export const idBody = z.object({ id: z.uuid() });

/** A new activation record: who, for which machine (may come later), limits and how long. */
export const recordAddBody = z
  .object({
    versionId: z.uuid().optional(),
    customer: name,
    machineCode: machineCode.default(''),
    seats: z.number().int().min(1).max(100_000),
    projects: z.number().int().min(0).max(1_000_000),
    /** Either days from now or an exact expiry. */
    days: z.number().int().min(1).max(3650).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    remark: z.string().max(500).default(''),
  })
  .refine((v) => v.days !== undefined || v.expiresAt !== undefined, {
    message: 'days or expiresAt is required',
    path: ['days'],
  });

export const activationBody = z.object({ id: z.uuid(), machineCode: machineCode.optional() });

export const recordUpdateBody = z.object({
  id: z.uuid(),
  customer: name.optional(),
  machineCode: machineCode.optional(),
  seats: z.number().int().min(1).max(100_000).optional(),
  projects: z.number().int().min(0).max(1_000_000).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  remark: z.string().max(500).optional(),
});

/** Trial extension: push the expiry back by days (from today when it already passed). */
export const prolongBody = z.object({ id: z.uuid(), days: z.number().int().min(1).max(3650) });

export const partnerSaveBody = z.object({ groupId: z.uuid(), name: z.string().trim().max(100).default('') });
