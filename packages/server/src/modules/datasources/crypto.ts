import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Credentials at rest: AES-256-GCM with a key derived from SECRET by HKDF-SHA256 (its own `info`, so the
 * key is not the token-signing key). The additional data binds a ciphertext to its group and source: a
 * value copied into another source's row, or another group's, fails to decrypt instead of being used.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'twincanvas', 'data-source-credentials/v1', 32));
  }

  seal(value: object, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad));
    const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** null when the value was sealed under another SECRET or for another source (or was tampered with). */
  open<T extends object>(sealed: string | null | undefined, aad: string): T | null {
    if (!sealed) return null;
    const [v, iv, tag, ct] = sealed.split('.');
    if (v !== VERSION || !iv || !tag || ct === undefined) return null;
    try {
      const d = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      d.setAAD(Buffer.from(aad));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }
}

export const secretAad = (groupId: string, sourceId: string) => `data-source:${groupId}:${sourceId}`;
