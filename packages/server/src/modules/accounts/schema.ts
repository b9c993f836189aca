import { z } from 'zod';
import { CODE_PURPOSES } from './codes.js';

/** The address a code goes to: `target`, or `email` / `phone` (one is enough; see rules.targetOf). */
const targetFields = {
  target: z.string().trim().min(1).max(100).optional(),
  email: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().min(1).max(20).optional(),
};
const code = z.string().trim().min(1).max(10);
const password = z.string().max(200);

export const sendCodeBody = z.object({ ...targetFields, purpose: z.enum(CODE_PURPOSES).default('register') });
export const checkCodeBody = z.object({
  ...targetFields,
  purpose: z.enum(CODE_PURPOSES).default('register'),
  code,
});
// User names are checked by the services with the platform's rule and message (1-20 characters of
// Chinese, letters, digits, underscore, dot and @); here only a sanity bound.
const userName = z.string().max(200);
export const registerBody = z.object({ ...targetFields, code, password, nickName: userName.optional() });
export const editPasswordBody = z.object({ ...targetFields, code, password });
export const updatePasswordBody = z.object({ oldPassword: z.string().min(1).max(200), password });
export const bindPhoneBody = z.object({ phone: z.string().trim().max(20), code });
export const changePhoneBody = z.object({ oldCode: code, phone: z.string().trim().max(20), code });

export const updateUserInfoBody = z.object({
  nickName: userName.optional(),
  headImg: z.string().max(1000).optional(),
  sex: z.union([z.literal(0), z.literal(1), z.literal(-1)]).optional(),
});

export const assetIdBody = z.object({ userAssetId: z.uuid() });

export const outboxQuery = z.object({
  target: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
