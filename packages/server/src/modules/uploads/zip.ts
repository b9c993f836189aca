import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

/** Caps that keep a zip bomb from filling the disk: checked on the headers and again on the real bytes. */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio allowed for an entry bigger than 1 MiB. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 100,
};

export class ZipRefused extends Error {
  constructor(readonly reason: 'unsafe' | 'tooBig' | 'bad') {
    super(reason);
  }
}

/**
 * Whether an entry name is a plain relative path: no absolute path, drive letter, backslash, NUL or
 * `.`/`..` segment (zip slip). A name failing this refuses the whole zip.
 */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.includes('\u0000') || name.includes('\\')) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return name
    .split('/')
    .every((seg, i, all) => (seg !== '' || i === all.length - 1) && seg !== '.' && seg !== '..');
}

export interface ZipEntryOut {
  name: string;
  /** Temporary file holding the entry's bytes. */
  tempFile: string;
  size: number;
}

function open(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(new ZipRefused('bad')) : resolve(zip),
    ),
  );
}

/**
 * Extracts every file entry of a zip into temporary files (named by `tempPath`). Refuses the whole zip
 * on an unsafe name, too many entries, a total over the cap or a suspicious ratio; on refusal the
 * temporary files already written are returned through `written` for the caller to discard.
 */
export async function extractZip(
  file: string,
  tempPath: () => string,
  written: ZipEntryOut[],
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ZipEntryOut[]> {
  const zip = await open(file);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ZipRefused('tooBig');
  }
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      // yauzl itself refuses absolute and `..` names ("invalid relative path", "absolute path"): unsafe.
      zip.on('error', (e: Error) =>
        reject(new ZipRefused(/path|characters/i.test(e.message) ? 'unsafe' : 'bad')),
      );
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        void handle(entry).then(
          () => zip.readEntry(),
          (e: unknown) => reject(e),
        );
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return written;

  async function handle(entry: Entry): Promise<void> {
    if (!isSafeEntryName(entry.fileName)) throw new ZipRefused('unsafe');
    // A symbolic link (Unix mode in the high 16 bits of the external attributes) could point anywhere
    // once extracted; refused like the other traversal forms.
    if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) throw new ZipRefused('unsafe');
    if (entry.fileName.endsWith('/')) return;
    const declared = entry.uncompressedSize;
    if (total + declared > limits.maxTotalBytes) throw new ZipRefused('tooBig');
    if (declared > 1024 * 1024 && declared / Math.max(1, entry.compressedSize) > limits.maxRatio)
      throw new ZipRefused('tooBig');
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (err, s) => (err || !s ? reject(new ZipRefused('bad')) : resolve(s))),
    );
    const out: ZipEntryOut = { name: entry.fileName, tempFile: tempPath(), size: 0 };
    written.push(out);
    // Count real bytes too: headers can lie.
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        out.size += chunk.length;
        total += chunk.length;
        if (total > limits.maxTotalBytes) return cb(new ZipRefused('tooBig'));
        cb(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, createWriteStream(out.tempFile));
    } catch (e) {
      throw e instanceof ZipRefused ? e : new ZipRefused('bad');
    }
  }
}
