import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups, users } from './accounts.js';

// Mirrors migrations/0008_access_trials_media.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A grant of one level (1 view, 2 edit, 3 manage) on a folder or project to a member, a role or a user
 * group of the same group. A resource without grants is open to every holder of the role codes.
 */
export const resourcePermissions = pgTable(
  'resource_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    level: smallint('level').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.groupId, t.resourceType, t.resourceId, t.subjectType, t.subjectId),
    index('resource_permissions_subject').on(t.groupId, t.subjectType, t.subjectId),
  ],
);

/** A member's free trial (kind 'user') or a trial application (kind 'application'); see modules/trials. */
export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    product: text('product').notNull().default(''),
    company: text('company').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contact: text('contact').notNull().default(''),
    remark: text('remark').notNull().default(''),
    startsAt: tstz('starts_at'),
    expiresAt: tstz('expires_at'),
    extendedTimes: integer('extended_times').notNull().default(0),
    remindedAt: tstz('reminded_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trials_one_per_member')
      .on(t.groupId, t.userId)
      .where(sql`kind = 'user'`),
    index('trials_group_user').on(t.groupId, t.userId),
    index('trials_due')
      .on(t.expiresAt)
      .where(sql`reminded_at is null`),
  ],
);

/** A video stream address registered for relaying; the token is the capability in the playable URL. */
export const mediaStreams = pgTable(
  'media_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    url: text('url').notNull(),
    kind: text('kind').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.groupId, t.url)],
);
