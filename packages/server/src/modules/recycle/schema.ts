import { z } from 'zod';

const kind = z.enum(['project', 'folder']);
const ids = z.array(z.uuid()).min(1).max(500);

export const recycleListBody = z.object({
  /** Kinds to show; empty or absent = all (the client's filterIds). */
  types: z.array(kind).max(2).optional(),
  keyword: z.string().max(200).optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const recycleMenusBody = z.object({ keyword: z.string().max(200).optional() }).optional();

export const recycleIdsBody = z.object({ ids });
export const removeAllBody = z.object({ types: z.array(kind).max(2).optional() }).optional();

/** recovery/operaCommand: the folder-manager's form of restore and remove (recoveryIds, operaBy, action). */
export const operaCommandBody = z.object({
  recoveryIds: ids,
  action: z.enum(['restore', 'remove']),
  // Who acts is the signed-in caller; the client's operaBy is accepted and ignored.
  operaBy: z.string().optional(),
});
