import { z } from 'zod';

const kind = z.enum(['project', 'folder']);
const ids = z.array(z.uuid()).min(1).max(500);

export const recycleListBody = z
  .object({
    /** Kinds to show; empty or absent = all (the client's filterIds). `kind` is the one-kind form. */
    types: z.array(kind).max(2).optional(),
    kind: kind.optional(),
    keyword: z.string().max(200).optional(),
    pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .transform(({ kind: one, ...v }) => ({ ...v, types: one ? [one] : v.types }));

export const recycleMenusBody = z.object({ keyword: z.string().max(200).optional() }).optional();

/** The ids to act on, as `recoveryIds` (what the manager sends) or `ids`. */
export const recycleIdsBody = z
  .object({ recoveryIds: ids.optional(), ids: ids.optional() })
  .refine((v) => v.recoveryIds !== undefined || v.ids !== undefined, { message: 'recoveryIds is required' })
  .transform((v) => ({ ids: [...(v.recoveryIds ?? []), ...(v.ids ?? [])] }));
export const removeAllBody = z.object({ types: z.array(kind).max(2).optional() }).optional();

/** recovery/operaCommand: the folder-manager's form of restore and remove (recoveryIds, operaBy, action). */
export const operaCommandBody = z.object({
  recoveryIds: ids,
  action: z.enum(['restore', 'remove']),
  // Who acts is the signed-in caller; the client's operaBy is accepted and ignored.
  operaBy: z.string().optional(),
});

// Answers.
export const recycleItemAnswer = z.object({
  id: z.string(),
  type: z.enum(['project', 'folder']),
  name: z.string(),
  deletedAt: z.date(),
  deletedBy: z.string().nullable(),
  deletedByName: z.string(),
  folderId: z.string().nullable(),
});

export const recycleMenuAnswer = z.object({
  type: z.enum(['project', 'folder']),
  name: z.string(),
  nameEn: z.string(),
  count: z.number(),
});

/** How many folders and projects a restore or removal touched. */
export const recycleCountsAnswer = z.object({ folders: z.number(), projects: z.number() });
