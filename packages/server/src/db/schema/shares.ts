import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groups, users } from './accounts.js';
import { projects } from './workspace.js';

// Mirrors migrations/0006_shares.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const projectShares = pgTable(
  'project_shares',
  {
    /** The share id in the link: 192 random bits, base64url. */
    id: text('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    shareType: integer('share_type').notNull().default(10000),
    passwordHash: text('password_hash'),
    expiresAt: tstz('expires_at'),
    /** Grows when the password changes: share sessions carry it and die with the old password. */
    version: integer('version').notNull().default(1),
    revokedAt: tstz('revoked_at'),
    /** The twin tenant and space of the group at publishing (migration 0017): the view's twin ids. */
    twinTenantId: text('twin_tenant_id'),
    twinSpaceId: text('twin_space_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_shares_live')
      .on(t.projectId)
      .where(sql`revoked_at is null`),
    index('project_shares_group').on(t.groupId),
  ],
);
