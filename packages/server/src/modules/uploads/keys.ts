import { randomBytes } from 'node:crypto';

/** Largest single upload; the environment can lower or raise it (tests lower it). */
export function uploadMaxBytes(): number {
  const n = Number(process.env.TC_UPLOAD_MAX_BYTES);
  return Number.isFinite(n) && n > 0 ? n : 100 * 1024 * 1024;
}

/** belong of the resource upload key (docs/reference.md#workspace): 0 others, 1 group, 2 user, 3 group and user. */
export type Belong = 0 | 1 | 2 | 3;

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export function isSegment(s: string): boolean {
  return SEGMENT.test(s);
}

/** YYYYMMDD of a date in UTC (the date folder of the key). */
export function dateFolder(d = new Date()): string {
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** 128 bits of randomness, hex: file names nobody can guess (files are served without a token). */
export function randomName(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The folder of a new upload: `{belong prefix}/{type}[/{customKey}]/{YYYYMMDD}` where the prefix is
 * `others` (0), `g/{groupId}` (1), `u/{puId}` (2) or `gu/{groupId}/{puId}` (3). Callers have checked
 * type and customKey with isSegment; ids are uuids.
 */
export function uploadFolder(v: {
  belong: Belong;
  groupId: string;
  userId: string;
  type: string;
  customKey?: string | undefined;
  date?: Date;
}): string {
  const prefix =
    v.belong === 1
      ? `g/${v.groupId}`
      : v.belong === 2
        ? `u/${v.userId}`
        : v.belong === 3
          ? `gu/${v.groupId}/${v.userId}`
          : 'others';
  return [prefix, v.type, ...(v.customKey ? [v.customKey] : []), dateFolder(v.date)].join('/');
}
