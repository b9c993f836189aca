import { z } from 'zod';

const name = z.string().max(400);

export const folderListBody = z
  .object({
    start: z.coerce.number().int().min(0).default(0),
    end: z.coerce.number().int().min(0).optional(),
    // Sent by the client; tenancy comes only from the Current-Group header, so these are ignored.
    groupId: z.string().optional(),
    userId: z.string().optional(),
  })
  .transform((q) => ({ ...q, end: Math.min(q.end ?? q.start + 1000, q.start + 1000) }));

export const addFolderBody = z.object({ name });
export const renameFolderBody = z.object({ id: z.uuid(), name });
export const folderIdBody = z.object({ id: z.uuid() });
export const moveFolderBody = z.object({ id: z.uuid(), index: z.number().int().min(0) });
export const projectsIntoFolderBody = z.object({
  projectIds: z.array(z.uuid()).min(1).max(500),
  folderId: z.uuid(),
});

export const folderMembersBody = z.object({
  folderId: z.uuid(),
  keyword: z.string().max(100).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
