import { createHash, createHmac } from 'node:crypto';
import type { HttpRequest } from './http.js';

/**
 * DAYU (Huawei DataArts / API gateway) request signing, the "SDK-HMAC-SHA256" scheme of the APIG SDKs:
 *
 *   CanonicalRequest = METHOD \n CanonicalURI \n CanonicalQuery \n CanonicalHeaders \n SignedHeaders \n
 *                      hex(sha256(body))
 *     CanonicalURI      the path, each segment percent-encoded (RFC 3986), always ending in "/"
 *     CanonicalQuery    key=value pairs percent-encoded, sorted by key then value, joined by "&"
 *     CanonicalHeaders  "name:value\n" for each signed header, names lower-case, values trimmed, sorted
 *     SignedHeaders     the lower-case names joined by ";" (host, x-sdk-date, content-type when sent)
 *   StringToSign     = "SDK-HMAC-SHA256" \n X-Sdk-Date \n hex(sha256(CanonicalRequest))
 *   Signature        = hex(hmac_sha256(appSecret, StringToSign))
 *   Authorization    : SDK-HMAC-SHA256 Access=<appKey>, SignedHeaders=<SignedHeaders>, Signature=<Signature>
 *   X-Sdk-Date       : UTC time as YYYYMMDDTHHMMSSZ (the gateway refuses a clock skew over 15 minutes)
 *
 * The app secret never leaves the server: only the signature travels.
 */
export const DAYU_ALGORITHM = 'SDK-HMAC-SHA256';

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function sdkDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function canonicalRequest(
  method: string,
  url: URL,
  headers: Record<string, string>,
  signed: string[],
  body: string,
): string {
  const path = url.pathname
    .split('/')
    .map((seg) => encode(decodeURIComponent(seg)))
    .join('/');
  const uri = path.endsWith('/') ? path : `${path}/`;
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonHeaders = signed.map((h) => `${h}:${(headers[h] ?? '').trim()}\n`).join('');
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return [method.toUpperCase(), uri, query, canonHeaders, signed.join(';'), bodyHash].join('\n');
}

/** Answers the request with X-Sdk-Date, Host and Authorization added; `now` is injectable for tests. */
export function signDayu(
  req: HttpRequest,
  creds: { appKey: string; appSecret: string },
  now: Date = new Date(),
): HttpRequest {
  const url = new URL(req.url);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v;
  headers['x-sdk-date'] = sdkDate(now);
  headers.host = url.host;
  const signed = ['host', 'x-sdk-date', ...(headers['content-type'] ? ['content-type'] : [])].sort();
  const canonical = canonicalRequest(req.method, url, headers, signed, req.body ?? '');
  const stringToSign = [
    DAYU_ALGORITHM,
    headers['x-sdk-date'],
    createHash('sha256').update(canonical, 'utf8').digest('hex'),
  ].join('\n');
  const signature = createHmac('sha256', creds.appSecret).update(stringToSign, 'utf8').digest('hex');
  // Host was signed; the HTTP client sets the same value itself from the URL.
  delete headers.host;
  headers.authorization = `${DAYU_ALGORITHM} Access=${creds.appKey}, SignedHeaders=${signed.join(';')}, Signature=${signature}`;
  return { ...req, headers };
}

/** The gateway side of the scheme: recomputes the signature (tests and the bench's fake gateway). */
export function verifyDayu(
  req: { method: string; url: URL; headers: Record<string, string>; body: string },
  secretOf: (appKey: string) => string | undefined,
): boolean {
  const m = /^SDK-HMAC-SHA256 Access=([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
    req.headers.authorization ?? '',
  );
  if (!m) return false;
  const secret = secretOf(m[1]!);
  if (!secret) return false;
  const signed = m[2]!.split(';');
  const canonical = canonicalRequest(req.method, req.url, req.headers, signed, req.body);
  const sts = [
    DAYU_ALGORITHM,
    req.headers['x-sdk-date'],
    createHash('sha256').update(canonical).digest('hex'),
  ];
  return createHmac('sha256', secret).update(sts.join('\n')).digest('hex') === m[3];
}
