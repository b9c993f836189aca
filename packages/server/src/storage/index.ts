import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalDiskStorage } from './local.js';

/**
 * Where uploaded files live. One interface so object storage can replace the local disk later; every
 * caller (uploads, case copies, resource copies) goes through it. Keys are server-generated relative
 * paths such as `g/{groupId}/image/20261121/{32 hex}.png` and never contain `..` or a leading slash.
 */
export interface FileStorage {
  /** A fresh temporary file path on the same volume as the store (so `commit` can rename it). */
  tempPath(): string;
  /**
   * Makes a fully written temporary file the content of `key`: synced to disk, then renamed into place
   * (the directory synced too). After this resolves the file survives a crash.
   */
  commit(tempFile: string, key: string): Promise<void>;
  /**
   * Like commit, but only when nothing is stored under `key` yet (atomically, across processes sharing
   * the store); answers false and leaves the temporary file in place when the key is taken.
   */
  commitNew(tempFile: string, key: string): Promise<boolean>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Stores a buffer under `key` with the same durability as commit. */
  putBuffer(key: string, data: Buffer): Promise<void>;
  /** Opens a stored file, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  copy(fromKey: string, toKey: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes a temporary file (after a refused or failed upload); never throws. */
  discard(tempFile: string): Promise<void>;
}

// Every segment starts with a letter, digit, _ or -, so none can be `.` or `..`.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}\/){0,12}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}$/;

/** A storage key is safe when it is relative, made of plain segments and names nothing like `..`. */
export function isSafeKey(key: string): boolean {
  return key.length <= 400 && KEY_PATTERN.test(key);
}

const stores = new Map<string, FileStorage>();

/** The one storage of a data folder (uploads under DATA_DIR/uploads). */
export function storageFor(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  let s = stores.get(root);
  if (!s) {
    s = new LocalDiskStorage(root);
    stores.set(root, s);
  }
  return s;
}
