import { z } from 'zod';

/** Resource type codes of docs/reference.md#library. */
export const RESOURCE_TYPES = ['0', '1', '2', '4', '5', '9'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const resourceType = z.enum(RESOURCE_TYPES);

const name = z.string().trim().min(1).max(200);
/** Our own file URLs or other same-site paths and web addresses; never script-capable schemes. */
export const fileUrl = z
  .string()
  .max(2000)
  .regex(/^($|https?:\/\/|\/(?!\/))/, 'must be empty, an http(s) address or a same-site path');
const thumb = z
  .string()
  .max(400_000)
  .regex(/^($|https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|webp);base64,)/, 'must be an image URL or data URL');
const body = z.record(z.string(), z.unknown());
const ids = z.array(z.uuid()).min(1).max(500);

export const listBody = z.object({
  type: resourceType,
  keyword: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(20),
  /** -1 or absent: every group. */
  groupManagementId: z.union([z.uuid(), z.literal('-1'), z.literal(-1)]).optional(),
});

export const addBody = z.object({
  type: resourceType,
  name,
  fileUrl: fileUrl.default(''),
  thumbnailUrl: thumb.default(''),
  groupManagementId: z.uuid().optional(),
  body: body.optional(),
});

export const updateBody = z.object({
  id: z.uuid(),
  name: name.optional(),
  thumbnailUrl: thumb.optional(),
  fileUrl: fileUrl.optional(),
  body: body.optional(),
});

export const idsBody = z.object({ ids });
export const idBody = z.object({ id: z.uuid() });

export const fontListBody = z.object({ ifPaging: z.boolean().optional() });

/** Collect payload (docs/reference.md#library): collectGroupId (a list), groupId, name; plus what is collected. */
export const collectAddBody = z.object({
  collectGroupId: z.array(z.uuid()).min(1).max(50),
  groupId: z.string().optional(),
  name,
  components: z.array(z.record(z.string(), z.unknown())).min(1).max(500),
  filters: z
    .array(
      z.object({
        id: z.string().max(200),
        name: z.string().max(200).optional(),
        code: z.string().max(200_000),
      }),
    )
    .max(200)
    .default([]),
  paramVars: z.array(z.record(z.string(), z.unknown())).max(500).default([]),
  thumbnailUrl: thumb.default(''),
});

export const collectListBody = z.object({
  collectGroupId: z.uuid().optional(),
  keyword: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(10_000),
});

export const replaceFiltersBody = z.object({
  id: z.uuid(),
  filters: collectAddBody.shape.filters,
});
export const replaceParamsBody = z.object({ id: z.uuid(), paramVars: collectAddBody.shape.paramVars });

// Answers.
/**
 * A library entry (service.ts columns): named field by field, so the upload row it holds (uploadId) and
 * anything added to the table later stay inside. `body` is the entry's own free-form JSON: a chart's
 * settings or a collected component with its filters and parameter variables.
 */
export const resourceAnswer = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  fileUrl: z.string(),
  thumbnailUrl: z.string(),
  groupManagementId: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  createBy: z.string().nullable(),
  updateBy: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const resourcePageAnswer = z.object({
  currentResult: z.array(resourceAnswer),
  totalPage: z.number(),
  totalResult: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const fontAnswer = resourceAnswer.extend({ fontRealName: z.string(), fontUrl: z.string() });

/** A collected component's part just replaced (filter definitions or parameter variables, as sent). */
export const collectedPartAnswer = z.object({
  id: z.string(),
  filters: z.array(z.unknown()).optional(),
  paramVars: z.array(z.unknown()).optional(),
});
