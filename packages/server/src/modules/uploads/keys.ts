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
 * The folder of every new stored file (docs/deployment.md#key-layout): `{YYYYMMDD}/image`, which the
 * store keeps under its environment folder, so objects are named `{env}/{YYYYMMDD}/image/{name}` on either
 * driver. Nothing about the group or user is in the name: ownership is the upload row (`uploads.group_id`)
 * and names carry 128 random bits. Keys of the older layout (`g/{groupId}/…`, `u/…`, `gu/…`, `others/…`)
 * are never rewritten and stay readable where they were stored.
 */
export function uploadFolder(date?: Date): string {
  return `${dateFolder(date)}/image`;
}

/** A new key of the layout: `{YYYYMMDD}/image/{32 hex}{suffix}`. */
export function newUploadKey(suffix: string, date?: Date): string {
  return `${uploadFolder(date)}/${randomName()}${suffix}`;
}
