import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.js';

// Mirrors migrations/0011_deployment.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row: this installation's id (the stable half of its machine code) and the sealed vendor key. */
export const licenceInstallation = pgTable('licence_installation', {
  id: smallint('id').primaryKey().default(1),
  installationId: uuid('installation_id').notNull().defaultRandom(),
  /** The vendor's Ed25519 signing key (PKCS#8 PEM) sealed with SECRET; made on the first activation. */
  vendorKey: text('vendor_key'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** The licence keys installed on this server, one per slot ('private', 'environment'). */
export const licenceInstalled = pgTable('licence_installed', {
  slot: text('slot').primaryKey(),
  licenceKey: text('licence_key').notNull(),
  keyId: text('key_id').notNull(),
  customer: text('customer').notNull().default(''),
  version: text('version').notNull().default(''),
  machineCode: text('machine_code').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  seats: integer('seats').notNull(),
  projects: integer('projects').notNull(),
  installedBy: uuid('installed_by').references(() => users.id, { onDelete: 'set null' }),
  installedAt: tstz('installed_at').notNull().defaultNow(),
  /** When the verify host first answered that this key's record is revoked (licence/recheck.ts). */
  revokedAt: tstz('revoked_at'),
  /** The last time the verify host answered about this key (revoked or not). */
  statusCheckedAt: tstz('status_checked_at'),
});

/** Groups the vendor lets sell private deployments (the partner check of docs/reference.md#permissions). */
export const deployPartners = pgTable('deploy_partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  groupId: uuid('group_id')
    .notNull()
    .unique()
    .references(() => groups.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** A version (kind 'version') or environment (kind 'environment') record of the vendor's deployment area. */
export const deployVersions = pgTable(
  'deploy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    remark: text('remark').notNull().default(''),
    activationTotal: integer('activation_total').notNull(),
    projectTotal: integer('project_total').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('deploy_versions_group').on(t.groupId, t.kind, t.createdAt)],
);

/** One customer installation's activation under a version or environment record. */
export const deployActivations = pgTable(
  'deploy_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => deployVersions.id, { onDelete: 'cascade' }),
    customer: text('customer').notNull(),
    machineCode: text('machine_code').notNull().default(''),
    seats: integer('seats').notNull(),
    projects: integer('projects').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    status: text('status').notNull().default('pending'),
    licenceKey: text('licence_key'),
    activatedAt: tstz('activated_at'),
    prolongedTimes: integer('prolonged_times').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('deploy_activations_version').on(t.groupId, t.versionId, t.createdAt)],
);

/** Installation-wide settings (sysBaseConfig), one JSON value per key. */
export const sysBaseConfig = pgTable('sys_base_config', {
  configKey: text('config_key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A group's own logo and title (user-logo-config), shown instead of the installation's. */
export const groupLogoConfig = pgTable('group_logo_config', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  logoUrl: text('logo_url').notNull().default(''),
  title: text('title').notNull().default(''),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A group that is a digital-twin platform tenant (migration 0013_twin.ts). */
export const twinTenants = pgTable('twin_tenants', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull(),
  spaceId: text('space_id').notNull().default(''),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
