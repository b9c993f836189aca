// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SVG } from './index';
import { MAX_SVG_CHARS, sanitizeSvg } from './sanitize';

// jsdom parses like a browser; the sanitiser's guarantees are checked on the markup it returns.
const purify = createDOMPurify(window);
const clean = (svg: string) => sanitizeSvg(svg, purify);
const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('custom SVG sanitiser (2121)', () => {
  it('keeps an ordinary drawing, in-document gradients and #references', () => {
    const out = clean(SAMPLE_SVG);
    expect(out).toMatch(/^<svg/);
    expect(out).toContain('linearGradient');
    expect(out).toContain('fill="url(#g)"');
    const use = clean(wrap('<symbol id="s"><rect width="5" height="5"/></symbol><use href="#s"/>'));
    expect(use).toContain('<use href="#s"');
  });

  it('removes scripts, in every spelling', () => {
    for (const attack of [
      wrap('<script>alert(1)</script>'),
      wrap('<script href="http://evil.test/x.js"/>'),
      wrap('<SCRIPT>alert(1)</SCRIPT>'),
      wrap('<svg><script xlink:href="data:text/javascript,alert(1)"/></svg>'),
    ]) {
      const out = clean(attack);
      expect(out.toLowerCase()).not.toContain('script');
      expect(out).not.toContain('alert');
    }
  });

  it('removes event handlers', () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect onclick="alert(2)" onmouseover="alert(3)" width="1" height="1"/>' +
        '<animate onbegin="alert(4)" attributeName="x" dur="1s"/></svg>',
    );
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toContain('alert');
    expect(out).toContain('<rect');
  });

  it('removes javascript: links and SMIL tricks that rewrite href', () => {
    const out = clean(
      wrap(
        '<a href="javascript:alert(1)"><text>x</text></a><a xlink:href="javascript:alert(2)">y</a>' +
          '<a><set attributeName="href" to="javascript:alert(3)"/><animate attributeName="href" values="javascript:alert(4)"/>z</a>',
      ),
    );
    expect(out).not.toContain('javascript');
    expect(out).not.toContain('alert');
  });

  it('removes foreignObject and embedded HTML', () => {
    const out = clean(
      wrap(
        '<foreignObject><iframe src="http://evil.test"></iframe><img src=x onerror=alert(1)></foreignObject>',
      ),
    );
    expect(out.toLowerCase()).not.toContain('foreignobject');
    expect(out).not.toContain('iframe');
    expect(out).not.toContain('onerror');
  });

  it('removes every external reference: href, xlink:href, url(), @import', () => {
    const out = clean(
      wrap(
        '<image href="http://evil.test/track.png" width="1" height="1"/>' +
          '<image xlink:href="https://evil.test/x.svg" width="1" height="1"/>' +
          '<use href="http://evil.test/sprite.svg#a"/>' +
          '<rect fill="url(http://evil.test/p.svg#g)" width="1" height="1"/>' +
          '<rect style="fill:url(\'https://evil.test/a\')" width="1" height="1"/>' +
          '<rect filter="url( //evil.test/f.svg#f)" width="1" height="1"/>' +
          '<style>@import url(http://evil.test/a.css); rect{fill:red}</style>' +
          '<style>rect{background:url(https://evil.test/b.png)}</style>',
      ),
    );
    expect(out).not.toContain('evil.test');
    expect(out).not.toContain('@import');
  });

  it('keeps inline raster images but not inline SVG or HTML data URLs', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(wrap(`<image href="${png}" width="1" height="1"/>`))).toContain(png);
    const out = clean(
      wrap(
        '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>' +
          '<image href="data:text/html,<script>alert(1)</script>"/>',
      ),
    );
    expect(out).not.toContain('data:');
  });

  it('refuses what is not SVG, empty input and oversized input', () => {
    expect(clean('<div>hello</div>')).toBe('');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('')).toBe('');
    expect(sanitizeSvg(42, purify)).toBe('');
    expect(clean(wrap(' '.repeat(MAX_SVG_CHARS)))).toBe('');
  });
});
