import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { parseFile } from '../../connectors/file.js';
import type { Db } from '../../db/client.js';
import { dataSourceFiles, dataSources } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import type { DataEnv } from './env.js';
import { toAppError } from './run.js';
import type { uploadBody } from './schema.js';
import { assertSourceGroup, assertSourceRoom, toView } from './service.js';
import { sourceRow, type Ctx } from './stored.js';

/** Rows a preview answer carries. */
export const PREVIEW_ROWS = 20;

/**
 * saveOrUpdateUpLoadData: a CSV, XLSX or JSON file (base64 in the JSON body) parsed on the server.
 * previewOnly answers the columns and first rows without storing; otherwise the parsed rows are stored
 * as a new file source, or replace the rows of an existing one (id).
 */
export async function uploadFile(db: Db, env: DataEnv, ctx: Ctx, body: z.infer<typeof uploadBody>) {
  // Another group's id is "not found" before anything of the file is looked at.
  if (body.id) await sourceRow(db, ctx.groupId, body.id);
  const buf = Buffer.from(body.content, 'base64');
  let parsed;
  try {
    parsed = await parseFile(body.fileName, buf);
  } catch (e) {
    throw toAppError(e);
  }
  const preview = {
    fileName: body.fileName,
    format: parsed.format,
    columns: parsed.columns,
    total: parsed.rows.length,
    rows: parsed.rows.slice(0, PREVIEW_ROWS),
  };
  if (body.previewOnly) return { source: null, preview };
  const config = {
    fileName: body.fileName,
    format: parsed.format,
    rowCount: parsed.rows.length,
    columns: parsed.columns,
  };
  const source = await db.transaction(async (tx) => {
    let id = body.id;
    if (id) {
      const row = await sourceRow(tx, ctx.groupId, id);
      if (row.kind !== 'file')
        throw badRequest({ zh: '该数据源不是文件', en: 'This data source is not a file' });
      await tx
        .update(dataSources)
        .set({
          config,
          updatedBy: ctx.userId,
          updatedAt: new Date(),
          ...(body.name ? { name: body.name } : {}),
        })
        .where(eq(dataSources.id, id));
      await tx.delete(dataSourceFiles).where(eq(dataSourceFiles.sourceId, id));
    } else {
      await assertSourceRoom(tx, ctx.groupId);
      await assertSourceGroup(tx, ctx.groupId, body.groupManagementId);
      id = randomUUID();
      await tx.insert(dataSources).values({
        id,
        groupId: ctx.groupId,
        groupManagementId: body.groupManagementId ?? null,
        name: body.name ?? body.fileName.replace(/\.[^.]+$/, '').slice(0, 100),
        kind: 'file',
        config,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      });
    }
    await tx.insert(dataSourceFiles).values({
      sourceId: id,
      fileName: body.fileName,
      format: parsed.format,
      size: buf.length,
      columns: parsed.columns,
      rows: parsed.rows,
    });
    return toView(env, await sourceRow(tx, ctx.groupId, id));
  });
  return { source, preview };
}
