import { z } from 'zod';

/** Variable values travel as text (they end up as bound SQL parameters or URL/query values). */
const value = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .transform((v) => (v === null ? '' : String(v)))
  .pipe(z.string().max(10_000));
const name = z.string().trim().min(1).max(100);
const describe = z.string().max(1000);
const flag = z.string().min(1).max(200);
const routerLink = {
  routerId: z.uuid().nullable().optional(),
  routerField: z.string().max(200).optional(),
  routerType: z.coerce.number().int().min(0).max(1).optional(),
};

export const variableListBody = z.object({
  projectFlag: flag,
  /** Also answer the group's global variables (default true: the editor fills parameters from both). */
  includeGlobal: z.boolean().default(true),
});

export const addVariableBody = z.object({
  projectFlag: flag,
  name,
  defaultValue: value.optional(),
  variableDescribe: describe.optional(),
  ...routerLink,
});

export const addVariablesBatchBody = z.object({
  /** Sent by the editor; the creator is always the signed-in caller. */
  createBy: z.string().optional(),
  projectFlag: flag,
  variableList: z
    .array(z.object({ name, defaultValue: value.optional(), variableDescribe: describe.optional() }))
    .min(1)
    .max(500),
});

export const updateVariableBody = z.object({
  id: z.uuid(),
  name: name.optional(),
  defaultValue: value.optional(),
  variableDescribe: describe.optional(),
  ...routerLink,
});

export const deleteVariablesBody = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

export const globalVariablePageBody = z.object({
  name: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(10_000).default(20),
});

export const addGlobalVariableBody = addVariableBody.omit({ projectFlag: true });

/** Parameter variables of pasted components, to be made valid in the target project. */
export const paramVariablesBody = z.object({
  projectFlag: flag,
  createBy: z.string().optional(),
  variableList: z
    .array(
      z.looseObject({
        id: z.string().min(3).max(200),
        name: z.string().max(100),
        value: z.unknown().optional(),
        des: z.string().max(1000).optional(),
      }),
    )
    .max(500),
});

export type AddVariable = z.infer<typeof addGlobalVariableBody>;
export type UpdateVariable = z.infer<typeof updateVariableBody>;

// Answers.
/** A variable as the editor reads it (service.ts VariableView); projectFlag null = a global variable. */
export const variableAnswer = z.object({
  id: z.string(),
  name: z.string(),
  defaultValue: z.string(),
  variableDescribe: z.string(),
  projectFlag: z.string().nullable(),
  groupId: z.string(),
  status: z.number(),
  routerId: z.string().nullable(),
  routerField: z.string(),
  routerType: z.number(),
  createBy: z.string().nullable(),
});

export const globalVariablePageAnswer = z.object({
  currentResult: z.array(variableAnswer),
  totalResult: z.number(),
  totalPage: z.number(),
  page: z.number(),
});

/**
 * The caller's own pasted parameter variables, given back with valid ids: loose, because each keeps the
 * fields its component carried (the request echoes them, nothing of the server's is added).
 */
export const paramVariableAnswer = z.looseObject({
  id: z.string(),
  name: z.string(),
  createBy: z.string().optional(),
});
