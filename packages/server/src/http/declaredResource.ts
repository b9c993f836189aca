import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { Access } from './access.js';
import { notFound } from './errors.js';
import { WS_MSG } from './messages.js';
import {
  LEVEL_NAMES,
  OPERATIONS,
  requireResourceAccess,
  type LevelName,
  type Operation,
  type ResourceAccess,
  type Viewer,
} from './resourceAccess.js';

/**
 * The one folder or project a route acts on, declared beside its access (`config.resource`) and checked by
 * the access hook before the handler runs, so a handler cannot forget it and no two handlers check it
 * differently. `from` names the request fields (body, query or path) that hold it. Checks that must sit in
 * a transaction with the write, or that concern several rows, stay in the services (docs/architecture.md).
 */
export type ResourceRule = ProjectRule | FolderRule;

/** The fields naming a project: its id, its projectFlag, or either (the id wins when both are sent). */
export type ProjectFields = { id: string; flag?: string } | { id?: string; flag: string };

export type ProjectRule = {
  type: 'project';
  from: ProjectFields;
  /** The request may leave the project out: then nothing is checked and `req.resource` stays null. */
  optional?: boolean;
} & (
  | {
      /**
       * Opening the project (documents/openProject): the operation's role code and grant level, and the
       * expired-trial lock.
       */
      op: Operation;
    }
  | {
      /** The grant level alone (requireResourceAccess): role codes are config.access's, no trial lock. */
      level: LevelName;
    }
);

export interface FolderRule {
  type: 'folder';
  /** The grant level on the folder (requireResourceAccess). */
  level: LevelName;
  from: { id: string };
  /** As for projects: an absent field checks nothing. */
  optional?: boolean;
}

/** What every project check answers; the row is the documents area's ProjectRow (its declaredProject). */
export interface ResolvedProject {
  id: string;
  name: string;
  projectFlag: string;
}

/** What the check resolved: the project's row, or the folder's access. */
export type ResolvedResource =
  { type: 'project'; row: ResolvedProject } | { type: 'folder'; row: ResourceAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    resource?: ResourceRule;
  }
  interface FastifyRequest {
    /** The resource `config.resource` named, as its check resolved it; null when none was named. */
    resource: ResolvedResource | null;
  }
}

/**
 * The project side of the check. The documents area owns the project row and the trial lock, so it
 * supplies this (app.ts) rather than http importing an area.
 */
export type ProjectCheck = (
  db: Db,
  v: Viewer,
  by: { projectId?: string | undefined; projectFlag?: string | undefined },
  need: { op: Operation } | { level: LevelName },
) => Promise<ResolvedProject>;

/** Throws, naming the route, when its resource declaration cannot be checked as written (start-up). */
export function checkResourceDeclaration(
  route: string,
  rule: ResourceRule,
  access: Access,
  fields: readonly string[],
): void {
  const fail = (why: string): never => {
    throw new Error(`Route ${route} declares config.resource ${why}`);
  };
  if (access.kind !== 'member' && access.kind !== 'permission')
    fail('on a route whose access is not member or permission (a resource belongs to a group)');
  if (rule.type !== 'project' && rule.type !== 'folder') fail(`of an unknown type`);
  const named = rule.type === 'project' ? [rule.from.id, rule.from.flag] : [rule.from.id];
  const names = named.filter((n): n is string => n !== undefined);
  if (names.length === 0) fail('without a field naming it (from)');
  for (const n of names) if (!fields.includes(n)) fail(`on the field ${n}, which its schema lacks`);
  const ok =
    'op' in rule ? OPERATIONS.includes(rule.op) && rule.type === 'project' : LEVEL_NAMES.includes(rule.level);
  if (!ok) fail('with an unknown operation or level');
}

/** A field's value from the path, query or body, whichever holds it (the schema has named where). */
function fieldOf(req: FastifyRequest, name: string | undefined): string | undefined {
  if (!name) return undefined;
  for (const part of [req.params, req.query, req.body]) {
    if (part && typeof part === 'object' && name in part) {
      const value = (part as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return undefined;
}

/** The declared check of one request (the access hook calls it after the caller is known). */
export async function resolveResource(
  req: FastifyRequest,
  rule: ResourceRule,
  v: Viewer,
  deps: { db: Db; projectCheck: ProjectCheck },
): Promise<ResolvedResource | null> {
  if (rule.type === 'folder') {
    const folderId = fieldOf(req, rule.from.id);
    if (folderId === undefined && rule.optional) return null;
    // An absent id finds no folder: the same 404 as an unknown one.
    if (folderId === undefined) throw notFound(WS_MSG.folderNotFound);
    const row = await requireResourceAccess(deps.db, v, { folderId }, rule.level);
    return { type: 'folder', row };
  }
  const projectId = fieldOf(req, rule.from.id);
  const projectFlag = fieldOf(req, rule.from.flag);
  if (projectId === undefined && projectFlag === undefined && rule.optional) return null;
  const need = 'op' in rule ? { op: rule.op } : { level: rule.level };
  return { type: 'project', row: await deps.projectCheck(deps.db, v, { projectId, projectFlag }, need) };
}

/** The folder a route declared (`config.resource` of type folder), as its check resolved it. */
export function declaredFolder(req: FastifyRequest): ResourceAccess {
  const r = req.resource;
  if (r?.type !== 'folder') throw new Error(`Route ${req.routeOptions.url} declares no folder resource`);
  return r.row;
}
