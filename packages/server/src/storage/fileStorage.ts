import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. One interface so object storage can replace the local disk later; every
 * caller (uploads, case copies, resource copies) goes through it. Keys are server-generated relative
 * paths such as `20261121/image/{32 hex}.png` (uploads/keys.ts, docs/deployment.md#key-layout) and never
 * contain `..` or a leading slash. Either store keeps them under its environment folder
 * (`{env}/20261121/image/…`); keys of the older layout (`g/{groupId}/…`) are still found where they were.
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
  /**
   * Opens a stored file, or null when there is none; with `range` (inclusive byte offsets, already
   * checked against the size) the stream reads only those bytes (HTTP range requests).
   */
  open(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number } | null>;
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

/** Whether a key is of the dated layout (`{YYYYMMDD}/image/…`) rather than an older one (`g/…`). */
export function isDatedKey(key: string): boolean {
  return /^\d{8}\//.test(key);
}
