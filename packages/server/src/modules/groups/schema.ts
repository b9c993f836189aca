import { z } from 'zod';
import { nameField } from '../../http/fields.js';

export const createGroupBody = z.object({ groupName: nameField(50) });

export const updateGroupBody = z.object({
  groupName: nameField(50).optional(),
  description: z.string().max(500).optional(),
});

export const saveUserRolesBody = z.object({
  userId: z.uuid(),
  roleIds: z.array(z.uuid()).max(50),
});
