import { z } from 'zod';

const projectId = z.uuid();
const versionId = z.uuid();

export const listBody = z.object({ projectId });

/** A version's name: what the person calls this state ("before the launch"), 1–50 characters. */
export const createBody = z.object({ projectId, name: z.string().trim().min(1).max(50) });

/** `to` may be 'current': the document as it is now. */
export const diffBody = z.object({
  projectId,
  from: versionId,
  to: z.union([versionId, z.literal('current')]),
});

export const versionBody = z.object({ projectId, versionId });

export const settingsBody = z.object({
  projectId,
  /** 0 turns automatic versions off; at most one a day apart. */
  autoIntervalMinutes: z.number().int().min(0).max(1440),
  autoKeep: z.number().int().min(1).max(200),
});

// Answers.
export const versionAnswer = z.object({
  versionId: z.string(),
  name: z.string(),
  kind: z.string(),
  revision: z.number(),
  createdAt: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
});

export const versionSettingsAnswer = z.object({ autoIntervalMinutes: z.number(), autoKeep: z.number() });
