import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_accounts.ts (plus the columns 0002 adds); db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  account: text('account').notNull().unique(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  userName: text('user_name').notNull(),
  nickName: text('nick_name').notNull(),
  headImg: text('head_img').notNull().default(''),
  sex: smallint('sex').notNull().default(-1),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull().default(0),
  // 0002: the instance administrator (bootstrap account) who may read the outbox.
  isSystemAdmin: boolean('is_system_admin').notNull().default(false),
  // 0010: an administrator-created account must replace its initial password at first sign-in.
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  deletedAt: tstz('deleted_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  seats: integer('seats').notNull().default(10),
  ownerId: uuid('owner_id').references(() => users.id),
  // 0002
  description: text('description').notNull().default(''),
  personal: boolean('personal').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountState: text('account_state').notNull().default('success'),
    groupNickName: text('group_nick_name'),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user').on(t.userId)],
);

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  groupId: uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isSuper: boolean('is_super').notNull().default(false),
  // 0002
  description: text('description').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.roleId] })],
);

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  revokedAt: tstz('revoked_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
