import { z } from 'zod';
import { nameField } from '../../http/fields.js';
import { pageQuery } from '../permissions/index.js';

export const inviteBody = z.object({
  account: z.string().trim().min(1).max(100).optional(),
  email: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(20).optional(),
  // Checked by inviteOrAdd with the platform's user-name rule and its own message.
  nickName: z.string().max(200).optional(),
  // Private edition, new account only: the initial password in clear (checked against the private rule).
  password: z.string().max(200).optional(),
  roleIds: z.array(z.uuid()).max(50).optional(),
});

export const updateUserBody = z.object({
  userId: z.uuid(),
  roleIds: z.array(z.uuid()).max(50).optional(),
  groupNickName: z.string().max(20).optional(),
});

export const userIdBody = z.object({ userId: z.uuid() });
export const groupNickNameBody = z.object({ groupNickName: z.string().max(20) });
export const pageQuerystring = z.object(pageQuery);

export const userGroupBody = z.object({
  name: nameField(30),
  description: z.string().max(200).optional(),
  userIds: z.array(z.uuid()).max(1000).optional(),
});
export const userGroupUpdateBody = userGroupBody.partial();
export const userGroupParams = z.object({ groupId: z.uuid() });
export const listUserQuery = z.object({ groupId: z.uuid().optional(), ...pageQuery });

export const inviteStateBody = z.object({
  inviteId: z.uuid(),
  state: z.enum(['accepted', 'refused']),
});
