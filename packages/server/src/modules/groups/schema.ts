import { z } from 'zod';

/** Names: not empty, no leading or trailing space (docs/reference.md#validation). */
export const nameField = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => s.trim() === s, { message: '首尾不能为空格 / no leading or trailing space' });

export const createGroupBody = z.object({ groupName: nameField(50) });

export const updateGroupBody = z.object({
  groupName: nameField(50).optional(),
  description: z.string().max(500).optional(),
});

export const saveUserRolesBody = z.object({
  userId: z.uuid(),
  roleIds: z.array(z.uuid()).max(50),
});
