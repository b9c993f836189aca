import path from 'node:path';
import type { StorageConfig } from '../config.js';
import type { FileStorage } from './fileStorage.js';
import { LocalDiskStorage } from './local.js';
import { S3Storage } from './s3.js';

export { isDatedKey, isSafeKey, type FileStorage } from './fileStorage.js';

const stores = new Map<string, FileStorage>();

/**
 * The one storage of an installation, chosen by configuration: files under DATA_DIR/uploads/{env}
 * (default), or objects in an S3-compatible bucket under the environment folder (STORAGE_DRIVER=s3). Uploads in
 * flight are local temporary files either way.
 */
export function storageFor(cfg: { dataDir: string; storage: StorageConfig }): FileStorage {
  const root = path.join(cfg.dataDir, 'uploads');
  const st = cfg.storage;
  const env = st.envFolder ?? 'production';
  const id = st.driver === 's3' ? `s3|${st.endpoint}|${st.bucket}|${env}|${root}` : `${root}|${env}`;
  let s = stores.get(id);
  if (!s) {
    s = st.driver === 's3' ? new S3Storage(st, root) : new LocalDiskStorage(root, env);
    stores.set(id, s);
  }
  return s;
}
