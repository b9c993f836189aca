import { z } from 'zod';
import { TRIAL_PRODUCTS } from './texts.js';

export const trialUserApplyBody = z.object({ remark: z.string().max(500).optional() });

/** A trial application form: who, for which edition, how to reach them. */
export const trialApplyBody = z.object({
  product: z.enum(TRIAL_PRODUCTS).default('private'),
  company: z.string().trim().min(1).max(100),
  contactName: z.string().trim().min(1).max(20),
  /** A mobile number or an e-mail address (docs/reference.md#validation rules, checked by the accounts rules). */
  contact: z.string().trim().min(1).max(100),
  remark: z.string().max(500).optional(),
});

/**
 * trial-user/extend (system administrator): grant a pending application or push an expiry back by `days`;
 * `purchased` records that the product was bought, which lifts the expired-trial lock for good.
 */
export const trialExtendBody = z
  .object({
    trialId: z.uuid(),
    days: z.number().int().min(1).max(365).optional(),
    purchased: z.boolean().optional(),
  })
  .refine((v) => v.days !== undefined || v.purchased === true, {
    message: 'days or purchased: true is required',
  });

export const trialListBody = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['pending', 'active', 'expired', 'purchased']).optional(),
});

// Answers: a trial as service.ts trialView shows it (the reminder bookkeeping stays inside).
export const trialAnswer = z.object({
  trialId: z.string(),
  groupId: z.string(),
  userId: z.string(),
  kind: z.string(),
  status: z.string(),
  product: z.string(),
  company: z.string(),
  contactName: z.string(),
  contact: z.string(),
  remark: z.string(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  applyEnd: z.string(),
  betaEnd: z.string(),
  extendedTimes: z.number(),
  createdAt: z.string(),
});

export const trialPageAnswer = z.object({
  list: z.array(trialAnswer.extend({ nickName: z.string(), groupName: z.string() })),
  total: z.number(),
  systemAdmin: z.boolean(),
  pageNum: z.number(),
  pageSize: z.number(),
});
