import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import { UPLOAD_MSG } from './texts.js';

export interface Received {
  fields: Record<string, string>;
  file: { tempFile: string; size: number; fileName: string } | null;
}

/** Thrown by streamToTemp when a body grows past its cap. */
export class CapExceeded extends Error {}

/**
 * Streams an upload body into a fresh temporary file of the storage, counting bytes as they arrive and
 * stopping with CapExceeded as soon as `cap` is passed. The one way request bodies reach the disk (the
 * multipart file part and the pre-signed PUT); on any failure the temporary file is removed.
 */
export async function streamToTemp(
  source: Readable,
  storage: FileStorage,
  cap: number,
  into: { tempFile: string; size: number } = { tempFile: storage.tempPath(), size: 0 },
): Promise<{ tempFile: string; size: number }> {
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      into.size += chunk.length;
      if (into.size > cap) return cb(new CapExceeded());
      cb(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(into.tempFile));
    return into;
  } catch (e) {
    await storage.discard(into.tempFile);
    throw e;
  }
}

/**
 * Reads a multipart upload: text fields, and the part named `file` streamed into a temporary file of the
 * storage. The global cap (multipart limits) answers 413; a `sizeVerify` field (MB) sent before the file
 * answers 400 with its message (docs/reference.md#validation), as does a file above `limitMb` (the system settings' upload limit,
 * when an administrator set one). On any failure the temporary file is removed before throwing.
 */
export async function receiveMultipart(
  req: FastifyRequest,
  storage: FileStorage,
  limitMb: number | null = null,
): Promise<Received> {
  // The smaller of the caller's sizeVerify and the installation's limit, in MB (NaN when neither).
  const verifyOf = (f: Record<string, string>) => {
    const asked = Number(f.sizeVerify);
    const mine = Number.isFinite(asked) && asked > 0 ? asked : Infinity;
    const n = Math.min(mine, limitMb ?? Infinity);
    return Number.isFinite(n) ? n : NaN;
  };
  const fields: Record<string, string> = {};
  let file: Received['file'] = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.slice(0, 2000);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      if (part.filename.includes('\u0000')) {
        part.file.resume();
        throw badRequest(UPLOAD_MSG.badName);
      }
      const verifyMb = verifyOf(fields);
      const cap = Number.isFinite(verifyMb) && verifyMb > 0 ? verifyMb * 1024 * 1024 : Infinity;
      const current = { tempFile: storage.tempPath(), size: 0, fileName: part.filename };
      file = current;
      try {
        await streamToTemp(part.file, storage, cap, current);
      } catch (e) {
        if (e instanceof CapExceeded) throw badRequest(UPLOAD_MSG.tooBig(verifyMb));
        throw e;
      }
    }
    // A sizeVerify field sent after the file is still honoured.
    const verifyMb = verifyOf(fields);
    if (file && Number.isFinite(verifyMb) && verifyMb > 0 && file.size > verifyMb * 1024 * 1024)
      throw badRequest(UPLOAD_MSG.tooBig(verifyMb));
    return { fields, file };
  } catch (e) {
    if (file) await storage.discard(file.tempFile);
    if (e instanceof AppError) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, 'tooLarge');
    if (status && status >= 400 && status < 500) throw new AppError(status, UPLOAD_MSG.failed);
    // A body cut off or garbled on the way (busboy's parse errors carry no system error code) is the
    // client's fault: 400. Disk errors (ENOSPC…) keep their code for the shared error mapping (507).
    const code = (e as { code?: unknown }).code;
    if (e instanceof Error && !(typeof code === 'string' && /^E[A-Z]+$/.test(code)))
      throw new AppError(400, UPLOAD_MSG.truncated);
    throw e;
  }
}
