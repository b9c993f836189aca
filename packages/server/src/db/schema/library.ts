import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.js';
import { projects } from './workspace.js';

// Mirrors migrations/0007_library.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for files that belong to no group (belong 0, shipped case assets). */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_group').on(t.groupId, t.createdAt)],
);

export const resourceGroups = pgTable(
  'resource_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupType: integer('group_type').notNull(),
    name: text('name').notNull(),
    position: doublePrecision('position').notNull().default(0),
    createdBy: userRef('created_by'),
    updatedBy: userRef('updated_by'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('resource_groups_group').on(t.groupId, t.groupType, t.position)],
);

/** Membership of resources owned by other areas (data sources 7, global routers 8) in a resource group. */
export const resourceGroupShips = pgTable(
  'resource_group_ships',
  {
    groupManagementId: uuid('group_management_id')
      .notNull()
      .references(() => resourceGroups.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
    groupType: integer('group_type').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupManagementId, t.resourceId] })],
);

export const libraryResources = pgTable(
  'library_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Resource type code of docs/reference.md#library: '0' chart, '1' collected, '2' font, '4'/'5' source, '9' 3D. */
    type: text('type').notNull(),
    groupManagementId: uuid('group_management_id').references(() => resourceGroups.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    fileUrl: text('file_url').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Chart settings, collected components (+ their filters and parameter variables), font metadata. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: userRef('created_by'),
    updatedBy: userRef('updated_by'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('library_resources_group').on(t.groupId, t.type, t.updatedAt),
    index('library_resources_gm').on(t.groupManagementId),
  ],
);

export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** 'theme' (colour plan) or 'heat' (heat theme). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: userRef('created_by'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('themes_group').on(t.groupId, t.kind, t.updatedAt)],
);

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseFlag: text('case_flag').notNull().unique(),
    /** 'official' or 'industry'. */
    gallery: text('gallery').notNull(),
    /** Null: shipped with the product, visible to every group; otherwise visible to that group only. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    seedKey: text('seed_key').unique(),
    category: text('category').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    /** The whole dashboard document, frozen at publishing time. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The source project's scene thumbnails at publishing time, by scene id of `body`. */
    sceneThumbnails: jsonb('scene_thumbnails')
      .$type<{ sceneId: string; thumbnailUrl: string }[]>()
      .notNull()
      .default([]),
    sourceProjectId: uuid('source_project_id').references(() => projects.id, { onDelete: 'set null' }),
    copyCount: integer('copy_count').notNull().default(0),
    /** The twin tenant and space of the publishing group (migration 0017): the case view's twin ids. */
    twinTenantId: text('twin_tenant_id'),
    twinSpaceId: text('twin_space_id'),
    createdBy: userRef('created_by'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cases_gallery').on(t.gallery, t.groupId, t.createdAt)],
);

/**
 * Claims of fixed upload keys (migration 0018): a pre-signed PUT's key once its first PUT arrives, a
 * direct upload's staging key from its credential on. `used_at` is set by the one request that wins.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    storageKey: text('storage_key').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    /** `signed` (file/signed-put) or `direct` (file/cos/credential). */
    kind: text('kind').notNull(),
    contentType: text('content_type'),
    /** A direct upload's key once completed (the staging object is copied there by the server). */
    targetKey: text('target_key'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('upload_claims_group').on(t.groupId, t.createdAt)],
);
