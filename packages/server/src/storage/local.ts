import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isDatedKey, isSafeKey, type FileStorage } from './fileStorage.js';

/** fsync of a file or directory; directories cannot be synced on every platform, which is tolerated. */
async function syncPath(p: string): Promise<void> {
  const h = await open(p, 'r');
  try {
    await h.sync();
  } catch {
    /* directory fsync is unsupported on some file systems; the rename itself is still atomic */
  } finally {
    await h.close();
  }
}

/**
 * Files on local disk under one root: `.tmp/` for uploads in flight; keys of the layout
 * (`{YYYYMMDD}/image/…`) below the environment folder `{root}/{env}/`, as a bucket names them, so a copy
 * of the folder is a copy of the bucket. Keys of the older layout (`g/…`, `u/…`, `gu/…`, `others/…`) were
 * stored straight below the root and are still read and written there (docs/deployment.md#key-layout).
 */
export class LocalDiskStorage implements FileStorage {
  private readonly tmpDir: string;

  constructor(
    private readonly root: string,
    private readonly envFolder: 'test' | 'pre' | 'production' = 'production',
  ) {
    this.tmpDir = path.join(root, '.tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const full = path.resolve(this.root, isDatedKey(key) ? `${this.envFolder}/${key}` : key);
    // Belt and braces after the key pattern: the path must stay below the root.
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  tempPath(): string {
    return path.join(this.tmpDir, `${randomBytes(16).toString('hex')}.part`);
  }

  async commit(tempFile: string, key: string): Promise<void> {
    const target = this.resolve(key);
    await syncPath(tempFile);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempFile, target);
    await syncPath(path.dirname(target));
  }

  async commitNew(tempFile: string, key: string): Promise<boolean> {
    const target = this.resolve(key);
    await syncPath(tempFile);
    await mkdir(path.dirname(target), { recursive: true });
    // link() fails with EEXIST when the name is taken, where rename() would silently replace it.
    try {
      await link(tempFile, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
    await syncPath(path.dirname(target));
    await this.discard(tempFile);
    return true;
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch {
      return false;
    }
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const tmp = this.tempPath();
    const h = await open(tmp, 'w');
    try {
      await h.writeFile(data);
      await h.sync();
    } finally {
      await h.close();
    }
    try {
      await this.commit(tmp, key);
    } catch (e) {
      await this.discard(tmp);
      throw e;
    }
  }

  async open(key: string, range?: { start: number; end: number }) {
    if (!isSafeKey(key)) return null;
    const full = this.resolve(key);
    try {
      const s = await stat(full);
      if (!s.isFile()) return null;
      return { stream: createReadStream(full, range), size: s.size };
    } catch {
      return null;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const tmp = this.tempPath();
    try {
      await copyFile(this.resolve(fromKey), tmp);
      await this.commit(tmp, toKey);
    } catch (e) {
      await this.discard(tmp);
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async discard(tempFile: string): Promise<void> {
    await rm(tempFile, { force: true }).catch(() => undefined);
  }
}
