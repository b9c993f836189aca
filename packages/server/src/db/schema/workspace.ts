import {
  bigint,
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.js';

// Mirrors migrations/0003_workspace.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Revisions fit easily in a JS number; mode 'number' keeps them plain numbers on both drivers.
const revision = (name: string) => bigint(name, { mode: 'number' });

export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: doublePrecision('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('folders_group').on(t.groupId, t.position)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    projectFlag: text('project_flag').notNull().unique(),
    name: text('name').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    /** The project node's own data (canvas size, fonts, equalizer…), without scenes. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    revision: revision('revision').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Deleted together with its folder: restoring the folder restores it; it is not listed on its own. */
    deletedWithFolder: boolean('deleted_with_folder').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('projects_group_folder').on(t.groupId, t.folderId)],
);

/** A thumbnail of one scene of a project, made by the editor from the rendered scene (migration 0014). */
export const sceneThumbnails = pgTable(
  'scene_thumbnails',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sceneId: text('scene_id').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.sceneId] })],
);

export const projectNodes = pgTable(
  'project_nodes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    parentId: text('parent_id').notNull(),
    kind: text('kind').notNull(),
    listField: text('list_field').notNull(),
    position: doublePrecision('position').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** Revision of the save that last wrote this row. */
    revision: revision('revision').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.nodeId] }),
    index('project_nodes_children').on(t.projectId, t.parentId, t.listField, t.position),
  ],
);

export const projectOps = pgTable(
  'project_ops',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    revision: revision('revision').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ops: jsonb('ops').$type<unknown[]>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.revision] })],
);

export const logRecords = pgTable(
  'log_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull().default(''),
    projectId: uuid('project_id'),
    projectName: text('project_name').notNull().default(''),
    /** Migration 0009: the folder the record is about (folder operations, folder grants). */
    folderId: uuid('folder_id'),
    type: text('type').notNull(),
    content: text('content').notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('log_records_group').on(t.groupId, t.createdAt),
    index('log_records_operator').on(t.operatorId, t.createdAt),
  ],
);

export const userMessages = pgTable(
  'user_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    readStatus: smallint('read_status').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_messages_user').on(t.userId, t.createdAt)],
);

export const feedbackMsgs = pgTable(
  'feedback_msgs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    reply: text('reply').notNull().default(''),
    readStatus: smallint('read_status').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_msgs_user').on(t.userId, t.createdAt)],
);
