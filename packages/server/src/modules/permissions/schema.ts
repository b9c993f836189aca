import { z } from 'zod';
import { nameField } from '../../http/fields.js';

const code = z.string().regex(/^\d{7}$/, '7-digit permission code');

export const pageQuery = {
  keyword: z.string().max(100).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};

export const roleListBody = z.object(pageQuery);

export const roleAddBody = z.object({
  roleName: nameField(20),
  description: z.string().max(200).optional(),
  codes: z.array(code).max(200).optional(),
});

export const roleEditBody = z.object({
  roleId: z.uuid(),
  roleName: nameField(20).optional(),
  description: z.string().max(200).optional(),
});

export const bindPermBody = z.object({ roleId: z.uuid(), codes: z.array(code).max(200) });

export const allocateBody = z.object({
  roleId: z.uuid(),
  type: z.enum(['func', 'data']),
  codes: z.array(code).max(200),
});

export const roleIdBody = z.object({ roleId: z.uuid() });
export const roleIdParams = z.object({ roleid: z.uuid() });
export const treeParams = z.object({ type: z.enum(['menu', 'func', 'data']), roleId: z.uuid() });

// Answers.
export const roleAnswer = z.object({
  roleId: z.string(),
  roleName: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  isSuper: z.boolean(),
  createdAt: z.date(),
  userCount: z.number(),
  codes: z.array(z.string()),
});

/** A node of a permission tree (tree.ts PermNode), children to any depth. */
export const permNodeAnswer = z.object({
  tag: z.string(),
  name: z.string(),
  nameEn: z.string(),
  code: z.string().optional(),
  checked: z.boolean().optional(),
  get childs(): z.ZodArray<typeof permNodeAnswer> {
    return z.array(permNodeAnswer);
  },
});
