/**
 * Addresses a media kind may load: http(s), same-site paths and (for images) data:image. Anything else
 * (javascript:, file:, blob: from elsewhere) is treated as no address at all.
 */
export function safeMediaUrl(raw: unknown, opts: { allowDataImage?: boolean } = {}): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (opts.allowDataImage && /^data:image\/(png|jpe?g|gif|webp|svg\+xml|bmp)[;,]/i.test(url)) return url;
  // Same-site paths (uploads served by our server): /x, ./x, x/y — but never a scheme.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//')) return url;
  return null;
}

/** Only http: and https: (the iframe kind, docs/reference.md#type-codes: 4902). */
export function isHttpUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  try {
    const u = new URL(raw.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
