import { z } from 'zod';
import { LEVEL_NAMES, OPERATIONS, RESOURCE_TYPES } from '../../http/resourceAccess.js';

export const SUBJECT_TYPES = ['user', 'role', 'userGroup'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

const resource = {
  resourceType: z.enum(RESOURCE_TYPES),
  resourceId: z.uuid(),
};

export const grant = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.uuid(),
  level: z.enum(LEVEL_NAMES as [string, ...string[]]).transform((l) => l as (typeof LEVEL_NAMES)[number]),
});
export type GrantInput = z.infer<typeof grant>;

/** permission/insertOrUpdate: add grants or change their level; grants not named stay as they are. */
export const insertOrUpdateBody = z.object({ ...resource, grants: z.array(grant).min(1).max(200) });

/** permission/update: the resource's whole grant list; an empty list makes it open to every code holder. */
export const replaceBody = z.object({ ...resource, grants: z.array(grant).max(200) });

export const resourceBody = z.object(resource);

/** resource/operate/check: one operation (answer.allowed) and/or the whole table (answer.operations). */
export const checkBody = z.object({
  ...resource,
  operation: z.enum(OPERATIONS).optional(),
});

// Answers.
const grantAnswer = z.object({
  subjectType: z.string(),
  subjectId: z.string(),
  level: z.string(),
  updatedAt: z.date(),
  name: z.string(),
});

/** A resource's grants and, for a project, those it inherits from its folder. */
export const grantsAnswer = z.object({
  ...resourceAnswer(),
  restricted: z.boolean(),
  grants: z.array(grantAnswer),
  inherited: z.array(grantAnswer),
});

export const checkAnswer = z.object({
  ...resourceAnswer(),
  restricted: z.boolean(),
  level: z.string(),
  operations: z.record(z.enum(OPERATIONS), z.boolean()),
  operation: z.enum(OPERATIONS).optional(),
  allowed: z.boolean().optional(),
});

function resourceAnswer() {
  return { resourceType: z.enum(RESOURCE_TYPES), resourceId: z.string() };
}
