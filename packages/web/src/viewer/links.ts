import { openWindow } from '../app/desktopHost';

/**
 * Addresses an interaction may open (links, iframes): http and https only. Relative links resolve
 * against the page; javascript:, data:, file:, blob: and anything unparsable are refused (issue 9 item 5).
 */
export function safeLinkUrl(raw: unknown, base: string = window.location.href): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers ignore tabs and newlines inside schemes ("java\tscript:"): strip them before deciding.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point here
  const cleaned = raw.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!cleaned) return null;
  let url: URL;
  try {
    url = new URL(cleaned, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Opens a link from an interaction: a new window (no opener) or this one; refused links do nothing. */
export function openLink(raw: unknown, newWindow: boolean): boolean {
  const url = safeLinkUrl(raw);
  if (!url) return false;
  // Inside a desktop host the host opens it (docs/reference.md#product).
  if (newWindow) openWindow(url, 'noopener,noreferrer');
  else window.location.assign(url);
  return true;
}
