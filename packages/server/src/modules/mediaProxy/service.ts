import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { checkUrl, type HttpPolicy } from '../../connectors/http.js';
import type { Db } from '../../db/client.js';
import { mediaStreams } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import { toAppError } from '../datasources/index.js';

/** Streams a group may register; an unused one is forgotten after STREAM_IDLE_MS. */
export const MAX_STREAMS_PER_GROUP = 500;
export const STREAM_IDLE_MS = 30 * 86_400_000;
/** Per (address, stream) relay requests a minute: a few viewers of a live HLS stream stay well below. */
export const RELAY_PER_MINUTE = 600;
/** Caps of one relayed answer: a playlist, an HLS segment, one range chunk of a progressive file. */
export const PLAYLIST_MAX_BYTES = 2 * 1024 * 1024;
export const SEGMENT_MAX_BYTES = 32 * 1024 * 1024;
export const FILE_CHUNK_BYTES = 4 * 1024 * 1024;
export const RELAY_TIMEOUT_MS = 20_000;

export const MEDIA_MSG = {
  needsTranscoder: {
    zh: 'RTSP/RTMP 视频流需要转码服务（如 ffmpeg 或 MediaMTX 转为 HLS）才能在浏览器播放；本服务只转发 http(s) 与 HLS 地址',
    en: 'RTSP/RTMP streams need a transcoder (e.g. ffmpeg or MediaMTX to HLS) to play in a browser; this server relays http(s) and HLS addresses only',
  },
  badScheme: {
    zh: '视频流地址只支持 http、https（含 HLS .m3u8）',
    en: 'Stream addresses must be http or https (HLS .m3u8 included)',
  },
  badUrl: { zh: '视频流地址格式不正确', en: 'The stream address is not a valid URL' },
  tooMany: {
    zh: `每个团队最多登记 ${MAX_STREAMS_PER_GROUP} 个视频流`,
    en: `A group may register at most ${MAX_STREAMS_PER_GROUP} streams`,
  },
  streamNotFound: { zh: '视频流不存在或已过期', en: 'The stream does not exist or has expired' },
  badRef: { zh: '视频流分片地址无效', en: 'Invalid stream part reference' },
  noRanges: {
    zh: '视频文件过大且源站不支持分段请求（Range），无法转发',
    en: 'The video is too large and its server does not support range requests, so it cannot be relayed',
  },
} as const satisfies Record<string, Bilingual>;

export type StreamKind = 'hls' | 'file';

/** rtsp:// and friends are refused with the transcoder message; anything else but http(s) as a bad scheme. */
export function parseStreamUrl(raw: string, type?: StreamKind): { url: URL; kind: StreamKind } {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw.trim())?.[1]?.toLowerCase();
  if (scheme && /^(rtsp|rtsps|rtmp|rtmps|rtp|srt)$/.test(scheme)) throw badRequest(MEDIA_MSG.needsTranscoder);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(MEDIA_MSG.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(MEDIA_MSG.badScheme);
  if (url.username || url.password) throw badRequest(MEDIA_MSG.badUrl);
  return { url, kind: type ?? (/\.m3u8?$/i.test(url.pathname) ? 'hls' : 'file') };
}

/** The path (under the API prefix) a browser plays the stream from. */
export const playPath = (token: string, kind: StreamKind) =>
  `media-proxy/stream/${token}/${kind === 'hls' ? 'index.m3u8' : 'media'}`;

/**
 * media-proxy/add-stream: judges the address now (the same guard as HTTP data sources, so a refused
 * address is refused at once, not at play time) and answers the stream's token; registering an address
 * twice in a group answers the same token.
 */
export async function addStream(
  db: Db,
  policy: HttpPolicy,
  who: { groupId: string; userId: string },
  raw: string,
  type?: StreamKind,
) {
  const { url, kind } = parseStreamUrl(raw, type);
  try {
    await checkUrl(url.href, policy);
  } catch (e) {
    throw toAppError(e);
  }
  const now = new Date();
  await db
    .delete(mediaStreams)
    .where(
      and(
        eq(mediaStreams.groupId, who.groupId),
        lt(mediaStreams.lastUsedAt, new Date(now.getTime() - STREAM_IDLE_MS)),
      ),
    );
  const [existing] = await db
    .select()
    .from(mediaStreams)
    .where(and(eq(mediaStreams.groupId, who.groupId), eq(mediaStreams.url, url.href)));
  if (existing) {
    const [row] = await db
      .update(mediaStreams)
      .set({ kind, lastUsedAt: now })
      .where(eq(mediaStreams.id, existing.id))
      .returning();
    return row!;
  }
  const [n] = await db.select({ n: count() }).from(mediaStreams).where(eq(mediaStreams.groupId, who.groupId));
  if (Number(n?.n ?? 0) >= MAX_STREAMS_PER_GROUP) throw badRequest(MEDIA_MSG.tooMany);
  const [row] = await db
    .insert(mediaStreams)
    .values({
      groupId: who.groupId,
      // 192 random bits: the playable URL is a capability (share pages play it without a token).
      token: randomBytes(24).toString('base64url'),
      url: url.href,
      kind,
      createdBy: who.userId,
    })
    .onConflictDoUpdate({ target: [mediaStreams.groupId, mediaStreams.url], set: { kind, lastUsedAt: now } })
    .returning();
  return row!;
}

/** A registered, recently used stream by its token; 404 otherwise. */
export async function streamByToken(db: Db, token: string) {
  if (!/^[\w-]{32}$/.test(token)) throw notFound(MEDIA_MSG.streamNotFound);
  const [row] = await db
    .select()
    .from(mediaStreams)
    .where(
      and(eq(mediaStreams.token, token), gt(mediaStreams.lastUsedAt, new Date(Date.now() - STREAM_IDLE_MS))),
    );
  if (!row) throw notFound(MEDIA_MSG.streamNotFound);
  return row;
}

/** Marks a stream used (at most once a minute a stream: playlists are fetched every few seconds). */
export async function touchStream(db: Db, row: { id: string; lastUsedAt: Date }) {
  if (Date.now() - row.lastUsedAt.getTime() > 60_000)
    await db.update(mediaStreams).set({ lastUsedAt: new Date() }).where(eq(mediaStreams.id, row.id));
}

/**
 * Content types a relayed answer may carry. Anything else (HTML, scripts, SVG …) is served as
 * application/octet-stream with nosniff, so an upstream page can never run on our origin.
 */
const MEDIA_TYPES = new Set([
  'video/mp2t',
  'video/mp4',
  'video/iso.segment',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'audio/mp4',
  'audio/aac',
  'audio/mpeg',
  'audio/webm',
  'audio/ogg',
  'text/vtt',
]);

export function safeMediaType(contentType: string | undefined): string {
  const base = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPES.has(base) ? base : 'application/octet-stream';
}

/** A Range header → the bounded range asked of the upstream (one chunk at most). */
export function boundedRange(header: string | undefined): { start: number; end: number } {
  const m = /^bytes=(\d+)-(\d*)$/.exec(header?.trim() ?? '');
  const start = m ? Number(m[1]) : 0;
  const askedEnd = m?.[2] ? Number(m[2]) : Number.POSITIVE_INFINITY;
  return { start, end: Math.min(askedEnd, start + FILE_CHUNK_BYTES - 1) };
}
