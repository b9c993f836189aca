import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible object stores (AWS S3, MinIO, Tencent COS's S3 interface,
 * Ceph). Small on purpose: the store needs PUT, GET, HEAD, DELETE, a copy and pre-signed PUTs, and the
 * official SDK would bring in some hundred packages for that.
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object path as it appears in the URL and in the canonical request: each segment encoded once. */
export function encodePath(path: string): string {
  return path.split('/').map(rfc3986).join('/');
}

function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((k) => `${rfc3986(k)}=${rfc3986(query[k]!)}`)
    .join('&');
}

function signature(cred: S3Credentials, day: string, stringToSign: string): string {
  const kDate = hmac(`AWS4${cred.secretAccessKey}`, day);
  const kRegion = hmac(kDate, cred.region);
  const kService = hmac(kRegion, 's3');
  const kSigning = hmac(kService, 'aws4_request');
  return createHmac('sha256', kSigning).update(stringToSign).digest('hex');
}

function stringToSign(amzDate: string, scope: string, canonicalRequest: string): string {
  return ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
}

/**
 * The headers to send with a request (Authorization, x-amz-date, x-amz-content-sha256). `headers` are
 * the request's own headers that should be signed (lower-case names); `host` is always signed.
 */
export function signHeaders(
  cred: S3Credentials,
  req: {
    method: string;
    url: URL;
    headers: Record<string, string>;
    payloadHash: string;
    now?: Date;
  },
): Record<string, string> {
  const { amzDate, day } = amzDates(req.now ?? new Date());
  const all: Record<string, string> = {
    ...req.headers,
    host: req.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': req.payloadHash,
  };
  const names = Object.keys(all)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(all).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim()}\n`).join('');
  const signed = names.join(';');
  const query = Object.fromEntries(req.url.searchParams.entries());
  const canonical = [
    req.method,
    req.url.pathname,
    canonicalQuery(query),
    canonicalHeaders,
    signed,
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${cred.region}/s3/aws4_request`;
  const sig = signature(cred, day, stringToSign(amzDate, scope, canonical));
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${cred.accessKeyId}/${scope}, SignedHeaders=${signed}, Signature=${sig}`,
  };
}

/**
 * A pre-signed URL: whoever holds it may make exactly this request (method, object, and the signed
 * headers such as content-type) until it expires, without ever seeing the secret key.
 */
export function presignUrl(
  cred: S3Credentials,
  req: { method: string; url: URL; expiresSeconds: number; headers?: Record<string, string>; now?: Date },
): string {
  const { amzDate, day } = amzDates(req.now ?? new Date());
  const scope = `${day}/${cred.region}/s3/aws4_request`;
  const headers: Record<string, string> = { ...(req.headers ?? {}), host: req.url.host };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const signed = names.join(';');
  const query: Record<string, string> = {
    ...Object.fromEntries(req.url.searchParams.entries()),
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${cred.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(req.expiresSeconds),
    'X-Amz-SignedHeaders': signed,
  };
  const canonical = [
    req.method,
    req.url.pathname,
    canonicalQuery(query),
    names.map((n) => `${n}:${String(lower[n]).trim()}\n`).join(''),
    signed,
    UNSIGNED_PAYLOAD,
  ].join('\n');
  const sig = signature(cred, day, stringToSign(amzDate, scope, canonical));
  const out = new URL(req.url.toString());
  out.search = `${canonicalQuery(query)}&X-Amz-Signature=${sig}`;
  return out.toString();
}
