import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.js';
import { projects } from './workspace.js';

// Mirrors migrations/0012_versions.ts; db/schema.test.ts checks the two agree column by column.
export type VersionKind = 'named' | 'auto' | 'beforeRestore';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The project's group, copied so every read filters on the caller's group in one condition. */
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /**
     * 'named' by a person; 'auto' by the interval (pruned by the retention setting); 'beforeRestore' taken
     * just before a restore replaced the document (name = the version restored), so a restore can be undone.
     */
    kind: text('kind').$type<VersionKind>().notNull().default('named'),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    /** The assembled document without the server-owned root fields. */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_versions_project').on(t.projectId, t.createdAt)],
);

export const projectVersionSettings = pgTable('project_version_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** 0 turns automatic versions off. */
  autoIntervalMinutes: integer('auto_interval_minutes').notNull().default(30),
  autoKeep: integer('auto_keep').notNull().default(20),
});
