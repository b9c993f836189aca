import { createHash } from 'node:crypto';
import {
  cloneWithFreshIds,
  isPlainObject,
  normalizeDocument,
  upgradeDocument,
  validateProject,
  type DocNode,
} from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { recordLog } from '../logs/index.js';
import { loadDocument, stripServerFields, type ProjectRow } from '../documents/index.js';
import { checkName, DEFAULT_PROJECT_NAME, insertProject, targetFolder } from './service.js';
import type { Viewer } from '../../http/resourceAccess.js';
import { WS_MSG, withReason } from '../../http/messages.js';

export const EXPORT_FORMAT = 'twincanvas-project';
export const EXPORT_VERSION = 1;
/** A project larger than this (as JSON) is refused by export-check and export. */
export const EXPORT_MAX_BYTES = 50 * 1024 * 1024;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  project: { projectName: string; projectFlag: string; revision: number; thumbnailUrl: string };
  /** Uploaded files the document uses; filled once the uploads area exists. */
  assets: unknown[];
  document: DocNode;
  /** sha256 of JSON.stringify(document): import refuses a file whose document was altered or cut. */
  hash: string;
}

export const contentHash = (doc: unknown): string =>
  `sha256:${createHash('sha256').update(JSON.stringify(doc)).digest('hex')}`;

async function buildExport(db: Db, p: ProjectRow) {
  const document = await loadDocument(db, p.id, { ...p.body, projectName: p.name });
  const file: ExportFile = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    project: {
      projectName: p.name,
      projectFlag: p.projectFlag,
      revision: p.revision,
      thumbnailUrl: p.thumbnailUrl,
    },
    assets: [],
    document,
    hash: contentHash(document),
  };
  const text = JSON.stringify(file);
  return { p, file, text, size: Buffer.byteLength(text) };
}

/** Whether the project can be exported: it exists in the group and is not too large. */
/** `p`: the project the route declared (config.resource), checked for export. */
export async function exportCheck(db: Db, p: ProjectRow) {
  const { size, file } = await buildExport(db, p);
  if (size > EXPORT_MAX_BYTES) throw badRequest(WS_MSG.exportTooLarge, { size, max: EXPORT_MAX_BYTES });
  return {
    projectId: p.id,
    projectName: p.name,
    size,
    maxSize: EXPORT_MAX_BYTES,
    hash: file.hash,
    exportable: true,
  };
}

export async function exportProject(db: Db, ctx: Viewer, p: ProjectRow) {
  const built = await buildExport(db, p);
  if (built.size > EXPORT_MAX_BYTES)
    throw badRequest(WS_MSG.exportTooLarge, { size: built.size, max: EXPORT_MAX_BYTES });
  await recordLog(db, {
    ...ctx,
    operatorId: ctx.userId,
    type: 'export',
    projectId: built.p.id,
    projectName: built.p.name,
  });
  return { fileName: `${built.p.projectFlag}.json`, text: built.text };
}

const invalid = (problems: { path: string; message: string }[]) =>
  badRequest(
    withReason(
      WS_MSG.importInvalid,
      problems
        .slice(0, 5)
        .map((p) => `${p.path || '(root)'}: ${p.message}`)
        .join('; '),
    ),
    {
      problems,
    },
  );

/**
 * Reads an export file (parsed JSON or its text): format, content hash and validateProject checked, the
 * server-owned fields dropped and every node given a fresh id. Both imports (a new project, or into the
 * project named by its projectFlag) start here.
 */
export function readExportFile(input: unknown): { doc: DocNode; name: string } {
  let file = input;
  if (typeof file === 'string') {
    try {
      file = JSON.parse(file) as unknown;
    } catch {
      throw invalid([{ path: '', message: 'not JSON' }]);
    }
  }
  if (!isPlainObject(file) || file.format !== EXPORT_FORMAT || !isPlainObject(file.document))
    throw invalid([{ path: 'format', message: `expected a ${EXPORT_FORMAT} file with a document` }]);
  if (typeof file.hash === 'string' && file.hash !== contentHash(file.document))
    throw badRequest(WS_MSG.importHash);
  const checked = validateProject(file.document);
  if (!checked.ok) throw invalid(checked.problems);
  const meta = isPlainObject(file.project) ? file.project : {};
  const rawName = meta.projectName ?? checked.value.projectName ?? DEFAULT_PROJECT_NAME;
  const name = checkName(typeof rawName === 'string' ? rawName : DEFAULT_PROJECT_NAME);
  // A file exported by an older version holds older shapes: imported in today's.
  const doc = cloneWithFreshIds(upgradeDocument(normalizeDocument(stripServerFields(file.document))), {
    kind: 'project',
    rename: false,
  });
  return { doc, name };
}

/** A new project from an export file: checked with validateProject, every node given a fresh id. */
export async function importProject(
  db: Db,
  ctx: Viewer,
  v: { folderId?: string | undefined; file: unknown },
) {
  const { doc, name } = readExportFile(v.file);
  return db.transaction(async (tx) => {
    const folderId = await targetFolder(tx, ctx, v.folderId);
    const made = await insertProject(tx, ctx, { folderId, name, doc });
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      type: 'import',
      projectId: made.id,
      projectName: name,
    });
    return { ...made, projectId: made.id, projectName: name, folderId };
  });
}
