/**
 * Interaction links open http and https addresses only: javascript:, data:, file:, blob:, relative
 * tricks and anything unparsable are refused before the viewer is asked to open them.
 */
export function httpUrl(raw: string): string | null {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"): strip control characters first.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = raw.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!/^https?:\/\//i.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
