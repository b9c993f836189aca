import { z } from 'zod';

const uuid = z.uuid();
const version = z.union([z.string().max(40), z.number()]);

/** /model/scene/theme: `objectFlg` is the project flag; the answer skips the details when `modelVersion` is current. */
export const themeBody = z.object({
  objectFlg: z.string().min(1).max(64),
  resourceId: uuid,
  modelVersion: version.optional(),
});

/** /model/theme/id. */
export const themeIdBody = z.object({ objectFlg: z.string().min(1).max(64), modelId: uuid });
