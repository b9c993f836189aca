import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.js';

// Mirrors migrations/0004_data.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dataSources = pgTable(
  'data_sources',
  {
    id: uuid('id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupManagementId: uuid('group_management_id'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Settings that are not secret (connectors/types.ts: ApiConfig, SqlConfig, FileConfig, SocketConfig). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** AES-256-GCM ciphertext of the secrets; never sent to a browser. */
    secret: text('secret'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('data_sources_group').on(t.groupId, t.updatedAt),
    index('data_sources_group_kind').on(t.groupId, t.kind),
  ],
);

export const dataSourceFiles = pgTable('data_source_files', {
  sourceId: uuid('source_id')
    .primaryKey()
    .references(() => dataSources.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  size: integer('size').notNull(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
