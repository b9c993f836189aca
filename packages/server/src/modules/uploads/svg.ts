import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const window = new JSDOM('').window;
// jsdom's window type differs slightly from the DOM lib's; DOMPurify only needs the DOM parts.
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** Only same-document fragments and embedded raster images may be referenced from an SVG. */
const SAFE_REF = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const URL_IN_STYLE = /url\(\s*(['"]?)(?!#)[^)]*\1\s*\)/gi;

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if (name.startsWith('on')) data.keepAttr = false;
  if ((name === 'href' || name === 'xlink:href' || name === 'src') && !SAFE_REF.test(data.attrValue))
    data.keepAttr = false;
  if (name === 'style' || name === 'fill' || name === 'stroke' || name === 'filter' || name === 'mask')
    data.attrValue = data.attrValue.replace(URL_IN_STYLE, 'none');
});
purify.addHook('uponSanitizeElement', (node, data) => {
  // <style> blocks may import or fetch external resources; strip their url()s and @import.
  if (data.tagName === 'style' && node.textContent)
    node.textContent = node.textContent.replace(/@import[^;]*;?/gi, '').replace(URL_IN_STYLE, 'none');
});

/**
 * Server-side SVG sanitising: no scripts, no event handlers, no foreignObject, no external references
 * (href/xlink:href only to `#fragments` or embedded images; url() in styles only to fragments).
 * Returns null when nothing of an SVG is left.
 */
export function sanitizeSvg(source: string): string | null {
  const clean = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'object', 'embed', 'audio', 'video', 'animate', 'set'],
    ADD_TAGS: ['use'],
  });
  const text = String(clean).trim();
  return /^<svg[\s>]/i.test(text) ? text : null;
}
