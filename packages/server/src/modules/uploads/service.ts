import { open, readFile, writeFile } from 'node:fs/promises';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { isSafeKey, type FileStorage } from '../../storage/index.js';
import { isSegment, newUploadKey, randomName, uploadFolder } from './keys.js';
import { UPLOAD_MSG } from './texts.js';
import { FILE_TYPES, contentMatches, displayName, extensionOf, type FileType } from './types.js';
import { sanitizeSvg } from './svg.js';

export interface UploadCtx {
  groupId: string;
  userId: string;
}

/** URL path a stored key is served at (GET /api/file/{key}). */
export function fileUrlOf(basePath: string, key: string): string {
  return `${basePath}api/file/${key}`;
}

/** The storage key of one of our file URLs (absolute or path-only), or null when it is not one. */
export function keyOfUrl(basePath: string, url: string): string | null {
  let p = url;
  try {
    if (/^https?:\/\//i.test(url)) p = new URL(url).pathname;
  } catch {
    return null;
  }
  const prefix = `${basePath}api/file/`;
  if (!p.startsWith(prefix)) return null;
  const key = decodeURIComponent(p.slice(prefix.length));
  return isSafeKey(key) ? key : null;
}

async function head(file: string, n = 4100): Promise<Buffer> {
  const h = await open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await h.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await h.close();
  }
}

/**
 * Checks a received temporary file against its declared type: the extension must be an allowed one and
 * the first bytes must match it. SVG is sanitised (rewritten in place). Throws 400 'format' otherwise.
 */
export async function checkContent(tempFile: string, ext: string): Promise<FileType> {
  const type = FILE_TYPES.get(ext);
  if (!type) throw badRequest(UPLOAD_MSG.format);
  if (!contentMatches(type, await head(tempFile))) throw badRequest(UPLOAD_MSG.format);
  if (type.kind === 'svg') {
    const clean = sanitizeSvg(await readFile(tempFile, 'utf8'));
    if (!clean) throw badRequest(UPLOAD_MSG.badSvg);
    await writeFile(tempFile, clean);
  }
  return type;
}

export interface UploadParams {
  type?: string | undefined;
  /** belong 0-3 of the key layout (docs/reference.md#workspace). */
  target?: string | undefined;
  customKey?: string | undefined;
  /** Optional comma-separated allow-list of extensions. */
  format?: string | undefined;
}

/**
 * The checks every upload path shares (multipart, upload-svg, zip, pre-signed PUT): required type and
 * belong, key segments, the optional format list. Answers the display name, the extension the server
 * keeps and the folder of the key layout (`{YYYYMMDD}/image`); throws 400 with the upload messages (docs/reference.md#errors).
 */
export function planUpload(ctx: UploadCtx, p: UploadParams, fileName: string, svgOnly = false) {
  const type = p.type ?? (svgOnly ? 'svg' : undefined);
  const target = p.target ?? (svgOnly ? '1' : undefined);
  if (!type || target === undefined) throw badRequest(UPLOAD_MSG.missing);
  const belong = Number(target);
  if (![0, 1, 2, 3].includes(belong) || !isSegment(type)) throw badRequest(UPLOAD_MSG.keyFailed);
  if (p.customKey && !isSegment(p.customKey)) throw badRequest(UPLOAD_MSG.keyFailed);
  const name = displayName(fileName);
  const ext = svgOnly ? 'svg' : extensionOf(name);
  const formats = (p.format ?? '')
    .split(',')
    .map((f) => f.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  if (formats.length > 0 && !formats.includes(ext)) throw badRequest(UPLOAD_MSG.format);
  // belong, type and customKey are still checked and answered (the spec's upload record), but the key no
  // longer carries them: every file goes to `{YYYYMMDD}/image/` (keys.ts uploadFolder).
  const folder = uploadFolder();
  return { name, ext, folder, type, target };
}

/**
 * Makes a checked temporary file durable under `{folder}/{random}.{ext}` (or under the `key` fixed in
 * advance by a pre-signed URL, which must still be free: 403 otherwise) and only then records it; when
 * the row cannot be written the stored file is removed again. Answers the key.
 */
export async function storeFile(
  db: Db,
  storage: FileStorage,
  ctx: UploadCtx | null,
  v: { tempFile: string; folder: string; type: FileType; fileName: string; size: number; key?: string },
): Promise<{ key: string; id: string }> {
  const key = v.key ?? `${v.folder}/${randomName()}.${v.type.ext}`;
  if (!isSafeKey(key)) throw badRequest(UPLOAD_MSG.keyFailed);
  if (v.key === undefined) await storage.commit(v.tempFile, key);
  else if (!(await storage.commitNew(v.tempFile, key))) throw new AppError(403, UPLOAD_MSG.urlUsed);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        groupId: ctx?.groupId ?? null,
        userId: ctx?.userId ?? null,
        storageKey: key,
        fileName: v.fileName,
        mime: v.type.mime,
        size: v.size,
        kind: v.type.kind,
      })
      .returning({ id: uploads.id });
    return { key, id: row!.id };
  } catch (e) {
    await storage.remove(key).catch(() => undefined);
    throw e;
  }
}

/**
 * The upload row of a key when it belongs to the group (or to no group); 404 otherwise. `lock` takes a
 * share lock (inside the caller's transaction) so the file cannot be released while a row is added
 * that points at it (see release.ts).
 */
export async function uploadOfGroup(db: Db, groupId: string, key: string, lock = false) {
  const q = db
    .select()
    .from(uploads)
    .where(and(eq(uploads.storageKey, key), or(eq(uploads.groupId, groupId), isNull(uploads.groupId))));
  const [row] = lock ? await q.for('share') : await q;
  if (!row) throw notFound();
  return row;
}

/**
 * Copies one of our files into the group's own storage (case copies, resource copies): a new random name
 * of the key layout with an upload row for the group. Answers the new URL, or the old one when it is not ours.
 */
export async function copyFileUrl(
  db: Db,
  storage: FileStorage,
  basePath: string,
  ctx: UploadCtx,
  url: string,
): Promise<string> {
  const key = keyOfUrl(basePath, url);
  if (!key) return url;
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, key));
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const type = FILE_TYPES.get(ext);
  if (!row || !type) return url;
  const newKey = newUploadKey(`.${ext}`);
  await storage.copy(key, newKey);
  try {
    await db.insert(uploads).values({
      groupId: ctx.groupId,
      userId: ctx.userId,
      storageKey: newKey,
      fileName: row.fileName,
      mime: row.mime,
      size: row.size,
      kind: row.kind,
    });
  } catch (e) {
    await storage.remove(newKey).catch(() => undefined);
    throw e;
  }
  return fileUrlOf(basePath, newKey);
}
