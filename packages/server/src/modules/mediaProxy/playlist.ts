import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HLS playlists name their variants, segments, keys and maps by URL. The relay rewrites each to
 * `r?u=<url>&s=<signature>` (relative, so it resolves under the playlist's own proxy path whatever the
 * base path), and the relay fetches only URLs carrying the server's signature for that stream: the proxy
 * is not an open relay, only for what the registered stream's playlists name.
 */
export class UrlSigner {
  constructor(private readonly key: Uint8Array) {}

  sign(token: string, url: string): string {
    return createHmac('sha256', this.key).update(`${token}\n${url}`).digest('base64url').slice(0, 32);
  }

  verify(token: string, url: string, signature: string): boolean {
    const want = Buffer.from(this.sign(token, url));
    const got = Buffer.from(signature);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  /** The relative relay reference for an absolute upstream URL. */
  ref(token: string, url: string): string {
    return `r?u=${Buffer.from(url).toString('base64url')}&s=${this.sign(token, url)}`;
  }
}

/** The upstream URL a relay reference carries; null when it is not a base64url http(s) URL. */
export function decodeRef(u: string): string | null {
  if (!/^[\w-]{1,8000}$/.test(u)) return null;
  const url = Buffer.from(u, 'base64url').toString('utf8');
  return /^https?:\/\//i.test(url) ? url : null;
}

export const isPlaylist = (contentType: string | undefined, body: Buffer): boolean =>
  /mpegurl/i.test(contentType ?? '') ||
  body.subarray(0, 16).toString('utf8').trimStart().startsWith('#EXTM3U');

/**
 * Every URL of the playlist (URI lines and URI="…" attributes of EXT-X-KEY, EXT-X-MAP, EXT-X-MEDIA,
 * EXT-X-I-FRAME-STREAM-INF, EXT-X-PART, EXT-X-PRELOAD-HINT …) resolved against `base` and replaced by
 * its relay reference. Anything that is not http(s) after resolving (data:, skd:) is left as written.
 */
export function rewritePlaylist(text: string, base: string, toRef: (absolute: string) => string): string {
  const rel = (raw: string): string => {
    let abs: URL;
    try {
      abs = new URL(raw, base);
    } catch {
      return raw;
    }
    return abs.protocol === 'http:' || abs.protocol === 'https:' ? toRef(abs.href) : raw;
  };
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#'))
        return line.replace(/URI="([^"]*)"/g, (_m, uri: string) => `URI="${rel(uri)}"`);
      return rel(trimmed);
    })
    .join('\n');
}
