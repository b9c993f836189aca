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

// Answers: members and invitations name only what the screens show, so an account's password hash,
// token version or administrator flag can never reach another member even if a query selects them.
const roleRef = z.object({ roleId: z.string(), roleName: z.string() });
export const memberAnswer = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  nickName: z.string(),
  groupNickName: z.string().nullable(),
  headImg: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountState: z.string(),
  joinedAt: z.date(),
  roles: z.array(roleRef),
});
export const inviteAnswer = z.object({
  result: z.enum(['invited', 'added']),
  userId: z.string(),
  inviteId: z.string().optional(),
});
export const receivedInvitation = z.object({
  inviteId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  inviterName: z.string().nullable(),
  state: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export const pendingInvitation = z.object({
  inviteId: z.string(),
  account: z.string(),
  nickName: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export const userGroupMember = z.object({
  userId: z.string(),
  nickName: z.string(),
  account: z.string(),
  groupNickName: z.string().nullable(),
});
export const userGroupAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  userCount: z.number(),
  users: z.array(userGroupMember),
  createdAt: z.date(),
});
export const roleChoice = z.object({
  roleId: z.string(),
  roleName: z.string(),
  isDefault: z.boolean(),
  isSuper: z.boolean(),
});
