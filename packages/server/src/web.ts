import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config.js';
import { sendNotFound } from './http/envelope.js';

/** Helmet's headers that browsers read on documents only: dropped from hashed assets. */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * Serves the built web app under BASE_PATH with a single-page fallback: any GET that is not an API call
 * or a file gets index.html, with a <base> tag so relative asset URLs work at every depth and base path.
 */
export async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = path.resolve(config.webDist ?? DEFAULT_WEB_DIST);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the UI');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const html = readFileSync(indexFile, 'utf8').replace(
    '<head>',
    `<head>\n    <base href="${config.basePath}" />\n    <meta name="tc-base-path" content="${config.basePath}" />`,
  );
  // The page is the same for every request: compressed once here (the not-found handler is no route, so
  // the global compression hook never sees it).
  const compressedHtml = { br: brotliCompressSync(html), gzip: gzipSync(html) };
  await app.register(fastifyStatic, {
    root,
    prefix: config.basePath,
    index: false,
    wildcard: false,
    maxAge: '1h',
    // The build writes .br and .gz beside each asset; they are sent as they are.
    preCompressed: true,
    setHeaders: (reply, file) => {
      if (!file.includes(`${path.sep}assets${path.sep}`)) return;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Helmet wrote its headers on the raw response (its hook runs helmet's own middleware).
      const res = reply.raw;
      // A page loads 50 or more of these: the headers only a document (or a worker's own script, for
      // CSP) obeys were 0.7 KB of every answer, a sixth of a text-only share's wire bytes.
      for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      if (!/worker/i.test(path.basename(file))) res.removeHeader('Content-Security-Policy');
    },
  });
  const apiPrefix = `${config.basePath}api`;
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' || url.startsWith(apiPrefix) || path.extname(url) !== '')
      return sendNotFound(req, reply);
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(compressedHtml[encoding]);
  });
}

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0` refusals. */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
