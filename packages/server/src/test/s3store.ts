import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.js';

/**
 * An S3-compatible store on loopback for tests (s3rver, a dev dependency). It checks the access key id
 * (S3RVER) but not V4 signatures (storage/sigv4.test.ts checks the signer), and it ignores
 * `If-None-Match` on PUT: exactly the kind of store single-use uploads must not rely on.
 */
export async function startS3rver(bucket: string, envFolder: 'test' | 'pre' | 'production' = 'test') {
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-s3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const storage: StorageConfig = {
    driver: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    envFolder,
  };
  /** Object names in the bucket (s3rver keeps `{name}._S3rver_object` per object). */
  const objects = (): string[] => {
    const root = path.join(dir, bucket);
    const out: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, e.name);
        if (e.isDirectory()) walk(full);
        else if (e.name.endsWith('._S3rver_object'))
          out.push(
            path
              .relative(root, full)
              .replace(/\._S3rver_object$/, '')
              .split(path.sep)
              .join('/'),
          );
      }
    };
    if (existsSync(root)) walk(root);
    return out;
  };
  return {
    dir,
    storage,
    objects,
    close: async () => {
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
