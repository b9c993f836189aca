import { z } from 'zod';

export const projectRef = z
  .object({ projectId: z.uuid().optional(), projectFlag: z.string().min(1).max(100).optional() })
  .refine((v) => v.projectId !== undefined || v.projectFlag !== undefined, {
    message: 'projectId or projectFlag is required',
  });

/** Ops are checked one by one against the operation contract by the save itself (subCode 1 on a bad one). */
export const saveBody = z.object({
  projectId: z.uuid(),
  baseRevision: z.number().int().min(0),
  opts: z.array(z.unknown()).max(20_000),
  time: z.union([z.number(), z.string()]).optional(),
  goal: z.string().max(100).optional(),
  user: z.unknown().optional(),
  userId: z.string().optional(),
  /** The editor tab that sent the save: live co-editing does not echo its ops back to it. */
  clientId: z.string().max(64).optional(),
});

/** The id-code calls name the project by its projectFlag (the document's root _id) instead of its id. */
export const projectFlag = z.string().min(1).max(100);

export const idCodeQuery = z.object({ projectFlag });

/** /project/id-code/v2/save: project/detail/v2/save by projectFlag. */
export const idCodeSaveBody = saveBody.omit({ projectId: true }).extend({ projectFlag });
