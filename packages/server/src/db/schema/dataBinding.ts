import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups, users } from './accounts.js';
import { projects } from './workspace.js';

// Mirrors migrations/0005_data_binding.ts; db/schema.test.ts checks the two agree column by column.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Variables of docs/reference.md#data-binding; project_id null = a global (group-wide) variable. */
export const dataVariables = pgTable('data_variables', {
  id: uuid('id').primaryKey().defaultRandom(),
  groupId: uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  defaultValue: text('default_value').notNull().default(''),
  variableDescribe: text('variable_describe').notNull().default(''),
  status: integer('status').notNull().default(10001),
  routerId: uuid('router_id'),
  routerField: text('router_field').notNull().default(''),
  routerType: smallint('router_type').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Data routers: project_id null = a global router (type 1), otherwise a project router (type 0). */
export const dataRouters = pgTable(
  'data_routers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Group (type 8, global router group) the router is filed under; null = none. */
    groupManagementId: text('group_management_id'),
    /** The request the router makes (routerType api by default, requestType GET, source, SQL…). */
    routerConfig: jsonb('router_config').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('data_routers_group').on(t.groupId, t.projectId, t.createdAt)],
);

/** Which component (of which project) uses which router: added on paste/bind, removed on delete. */
export const routerRelations = pgTable(
  'router_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    routerId: uuid('router_id')
      .notNull()
      .references(() => dataRouters.id, { onDelete: 'cascade' }),
    routerType: smallint('router_type').notNull(),
    componentId: text('component_id').notNull(),
    innerComponentId: text('inner_component_id').notNull().default(''),
    sceneId: text('scene_id').notNull().default(''),
    pageId: text('page_id').notNull().default(''),
    /** The `groupId` of a relation (docs/reference.md#data-binding): the component group (H…) holding it, not the tenant. */
    nodeGroupId: text('node_group_id').notNull().default(''),
    dynamicPanelId: text('dynamic_panel_id').notNull().default(''),
    innerGroupId: text('inner_group_id').notNull().default(''),
    dynamicPanelPageId: text('dynamic_panel_page_id').notNull().default(''),
    mapChildId: text('map_child_id').notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('router_relations_router').on(t.routerId)],
);

/** Project filters (docs/reference.md#data-binding): code is the body of `(data, vars) => newData`. */
export const projectFilters = pgTable(
  'project_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('project_filters_project').on(t.projectId, t.createdAt)],
);
