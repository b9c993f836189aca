import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Largest SVG markup accepted (a pasted icon or illustration, not a map). */
export const MAX_SVG_CHARS = 512 * 1024;

const LINK_ATTRS = new Set(['href', 'xlink:href', 'src']);
/** Only in-document references (`#id`) and inline raster images are kept; nothing is fetched. */
const LOCAL_REF = /^\s*#/;
const INLINE_RASTER = /^\s*data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** Any url(...) that does not point inside the document (url(#id) is fine). */
const EXTERNAL_URL = /url\(\s*(?!['"]?\s*#)/i;

const configured = new WeakSet<Purifier>();

function configure(purify: Purifier): void {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (LINK_ATTRS.has(name) && !LOCAL_REF.test(value) && !INLINE_RASTER.test(value)) data.keepAttr = false;
    if (EXTERNAL_URL.test(value) || /@import|expression\s*\(/i.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // A <style> sheet may @import or url() another address: drop the sheet rather than rewrite CSS.
    if (data.tagName === 'style') {
      const css = node.textContent ?? '';
      if (EXTERNAL_URL.test(css) || /@import|expression\s*\(|-moz-binding|behavior\s*:/i.test(css))
        node.parentNode?.removeChild(node);
    }
  });
}

/**
 * Custom SVG 2121 markup made safe to place in the page: DOMPurify's SVG profile (no scripts, no event
 * handlers, no foreignObject/HTML), plus our own rule that nothing refers outside the document (href,
 * xlink:href and url() only to `#id`, images only as inline PNG/JPEG/GIF/WebP). Returns '' when nothing
 * usable is left or the input is not SVG.
 */
export function sanitizeSvg(markup: unknown, purify: Purifier = DOMPurify): string {
  if (typeof markup !== 'string' || markup.length === 0 || markup.length > MAX_SVG_CHARS) return '';
  if (!purify.isSupported) return '';
  configure(purify);
  const clean = purify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'foreignobject', 'script', 'iframe', 'embed', 'object', 'set', 'animate'],
    FORBID_ATTR: [
      'onload',
      'onerror',
      'onclick',
      'onbegin',
      'onend',
      'attributeName',
      'from',
      'to',
      'values',
    ],
    ALLOW_DATA_ATTR: false,
  });
  return /^\s*<svg[\s>]/i.test(clean) ? clean.trim() : '';
}
