import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeKey, type FileStorage } from './fileStorage.js';
import { encodePath, presignUrl, sha256Hex, signHeaders, type S3Credentials } from './sigv4.js';

/** Where an S3-compatible store is and how to sign for it (STORAGE_DRIVER=s3). */
export interface S3Settings extends S3Credentials {
  /** Base address, path-style: `https://s3.example.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  /** The environment folder every object is stored under: test, pre or production. */
  envFolder: 'test' | 'pre' | 'production';
}

async function fileSha256(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

async function drain(res: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of res) text += String(chunk);
  return text;
}

/**
 * Files in a bucket of an S3-compatible object store, every object named `{envFolder}/{key}`. Uploads
 * still arrive in a local temporary folder first (the upload checks read the file before it is kept),
 * then go up in one signed PUT whose body hash is checked by the store. Reads stream the object back,
 * ranges included, so `/api/file/...` serves the same bytes whichever store holds them.
 */
export class S3Storage implements FileStorage {
  private readonly tmpDir: string;
  private readonly base: URL;

  constructor(
    private readonly s: S3Settings,
    tmpRoot: string,
  ) {
    this.tmpDir = path.join(tmpRoot, '.tmp');
    mkdirSync(this.tmpDir, { recursive: true });
    this.base = new URL(s.endpoint.replace(/\/?$/, '/'));
  }

  /** The object name of a key: the environment folder, then the key. */
  objectName(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${this.s.envFolder}/${key}`;
  }

  private urlOf(key: string): URL {
    return new URL(`${encodePath(this.s.bucket)}/${encodePath(this.objectName(key))}`, this.base);
  }

  private request(
    method: string,
    key: string,
    opts: { headers?: Record<string, string>; body?: Readable | Buffer; payloadHash?: string } = {},
  ): Promise<IncomingMessage> {
    const url = this.urlOf(key);
    const headers = signHeaders(this.s, {
      method,
      url,
      headers: opts.headers ?? {},
      payloadHash: opts.payloadHash ?? sha256Hex(''),
    });
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(url, { method, headers, timeout: 60_000 }, resolve);
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error(`object store timed out: ${method} ${key}`)));
      if (!opts.body) req.end();
      else if (Buffer.isBuffer(opts.body)) req.end(opts.body);
      else opts.body.on('error', (e) => req.destroy(e)).pipe(req);
    });
  }

  private async expect(res: IncomingMessage, what: string, ok: number[]): Promise<void> {
    const text = await drain(res);
    if (!ok.includes(res.statusCode ?? 0))
      throw new Error(`object store refused ${what}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
  }

  private async putFile(tempFile: string, key: string, extra: Record<string, string> = {}): Promise<number> {
    const size = (await stat(tempFile)).size;
    const res = await this.request('PUT', key, {
      headers: { 'content-length': String(size), ...extra },
      body: createReadStream(tempFile),
      payloadHash: await fileSha256(tempFile),
    });
    const status = res.statusCode ?? 0;
    await drain(res);
    return status;
  }

  tempPath(): string {
    return path.join(this.tmpDir, `${randomBytes(16).toString('hex')}.part`);
  }

  async commit(tempFile: string, key: string): Promise<void> {
    const status = await this.putFile(tempFile, key);
    if (status !== 200) throw new Error(`object store refused PUT ${key}: HTTP ${status}`);
    await this.discard(tempFile);
  }

  /**
   * Create-only PUT (`If-None-Match: *`, which AWS S3 and MinIO honour with 412). A store that ignores
   * the header is covered by the HEAD before it, which leaves a small window between two processes.
   */
  async commitNew(tempFile: string, key: string): Promise<boolean> {
    if (await this.exists(key)) return false;
    const status = await this.putFile(tempFile, key, { 'if-none-match': '*' });
    if (status === 412 || status === 409) return false;
    if (status !== 200) throw new Error(`object store refused PUT ${key}: HTTP ${status}`);
    await this.discard(tempFile);
    return true;
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    const res = await this.request('HEAD', key);
    res.resume();
    return res.statusCode === 200;
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const res = await this.request('PUT', key, {
      headers: { 'content-length': String(data.length) },
      body: data,
      payloadHash: sha256Hex(data),
    });
    await this.expect(res, `PUT ${key}`, [200]);
  }

  async open(key: string, range?: { start: number; end: number }) {
    if (!isSafeKey(key)) return null;
    const res = await this.request('GET', key, {
      headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
    });
    if (res.statusCode === 404) {
      res.resume();
      return null;
    }
    if (res.statusCode !== 200 && res.statusCode !== 206) {
      await this.expect(res, `GET ${key}`, [200, 206]);
      return null;
    }
    // The size is the whole object's (as the local store answers), read from Content-Range on a range.
    const total = /\/(\d+)$/.exec(String(res.headers['content-range'] ?? ''))?.[1];
    const size = Number(total ?? res.headers['content-length'] ?? 0);
    return { stream: res as Readable, size };
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = `/${this.s.bucket}/${encodePath(this.objectName(fromKey))}`;
    const res = await this.request('PUT', toKey, { headers: { 'x-amz-copy-source': source } });
    await this.expect(res, `copy ${fromKey} to ${toKey}`, [200]);
  }

  async remove(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    await this.expect(res, `DELETE ${key}`, [200, 204, 404]);
  }

  async discard(tempFile: string): Promise<void> {
    await rm(tempFile, { force: true }).catch(() => undefined);
  }

  /** A pre-signed PUT for one object of `contentType`, valid `seconds` (the browser's direct upload). */
  presignPut(key: string, contentType: string, seconds: number): string {
    return presignUrl(this.s, {
      method: 'PUT',
      url: this.urlOf(key),
      expiresSeconds: seconds,
      headers: { 'content-type': contentType },
    });
  }

  get bucket(): string {
    return this.s.bucket;
  }
  get region(): string {
    return this.s.region;
  }
}
