import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { isSafeKey, type FileStorage } from '../../storage/index.js';
import type { UploadCtx } from './service.js';
import { UPLOAD_MSG } from './texts.js';
import { FILE_TYPES, ZIP_ONLY_TYPES } from './types.js';
import { extractZip, ZipRefused, type ZipEntryOut } from './zip.js';

/** A zip entry path as key segments: characters outside [A-Za-z0-9_.-] become `_`, no leading dot. */
function entryKey(name: string): string {
  return name
    .split('/')
    .map((seg) => seg.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\./, '_'))
    .join('/');
}

/**
 * Extracts an uploaded zip into `folder` (keys `{folder}/{entry path}`) and records every file. The zip
 * is refused whole (nothing stored) on an unsafe entry name, a type we do not keep, or the bomb caps.
 */
export async function storeZip(
  db: Db,
  storage: FileStorage,
  ctx: UploadCtx,
  zipFile: string,
  folder: string,
): Promise<{ name: string; key: string }[]> {
  const written: ZipEntryOut[] = [];
  const committed: string[] = [];
  try {
    try {
      await extractZip(zipFile, () => storage.tempPath(), written);
    } catch (e) {
      if (e instanceof ZipRefused)
        throw badRequest(
          e.reason === 'unsafe'
            ? UPLOAD_MSG.zipUnsafe
            : e.reason === 'tooBig'
              ? UPLOAD_MSG.zipTooBig
              : UPLOAD_MSG.zipBad,
        );
      throw e;
    }
    const planned = written.map((w) => {
      const rel = entryKey(w.name);
      const ext = rel.includes('.') ? rel.slice(rel.lastIndexOf('.') + 1).toLowerCase() : '';
      const type = FILE_TYPES.get(ext) ?? ZIP_ONLY_TYPES.get(ext);
      const key = `${folder}/${rel}`;
      if (!type || !isSafeKey(key)) throw badRequest(UPLOAD_MSG.format);
      return { w, key, type };
    });
    for (const p of planned) {
      await storage.commit(p.w.tempFile, p.key);
      committed.push(p.key);
    }
    if (planned.length > 0)
      await db.insert(uploads).values(
        planned.map((p) => ({
          groupId: ctx.groupId,
          userId: ctx.userId,
          storageKey: p.key,
          fileName: p.w.name.slice(0, 200),
          mime: p.type.mime,
          size: p.w.size,
          kind: p.type.kind,
        })),
      );
    return planned.map((p) => ({ name: p.w.name, key: p.key }));
  } catch (e) {
    for (const key of committed) await storage.remove(key).catch(() => undefined);
    throw e;
  } finally {
    for (const w of written) await storage.discard(w.tempFile);
  }
}
