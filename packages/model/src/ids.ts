import { LVM_RANGES, TYPE_CODE, inRange } from './catalogue/codes.js';
import { ID_RANDOM_BYTES, RANDOM_TABLE_PAGE_ID_LENGTH } from './constants.js';

/** Identifier kinds of docs/reference.md#identifiers, each with the letter that starts its ids. */
export const ID_PREFIXES = {
  project: 'A',
  scene: 'B',
  systemScene: 'C',
  page: 'D',
  '2D': 'E',
  '3D': 'F',
  dynamic: 'G',
  group: 'H',
  gis: 'I',
  webMap: 'M',
  lvm: 'J',
  dynamicPage: 'Z',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const KIND_BY_PREFIX: ReadonlyMap<string, IdKind> = new Map(
  (Object.entries(ID_PREFIXES) as [IdKind, string][]).map(([kind, prefix]) => [prefix, kind]),
);

export function isIdKind(value: unknown): value is IdKind {
  return typeof value === 'string' && Object.hasOwn(ID_PREFIXES, value);
}

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Random part of an id: base64 of 128 random bits, made URL- and path-safe (docs/reference.md#identifiers). */
export function randomIdPart(): string {
  return toBase64(randomBytes(ID_RANDOM_BYTES)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new identifier of the given kind. An empty or unknown kind is an error (docs/reference.md#identifiers). */
export function newId(kind: IdKind): string {
  if (!isIdKind(kind)) throw new Error(`unknown identifier kind: ${String(kind)}`);
  return ID_PREFIXES[kind] + randomIdPart();
}

/** Kind of a component from its type code: none → 3D, 5001 group, 4901 dynamic, 4501/4601 web map, lvm ranges, else 2D. */
export function kindFromType(componentType: string | number | null | undefined): IdKind {
  if (componentType === undefined || componentType === null || componentType === '') return '3D';
  const code = Number(componentType);
  if (code === TYPE_CODE.group) return 'group';
  if (code === TYPE_CODE.dynamicPanel) return 'dynamic';
  if (code === TYPE_CODE.webglMap || code === TYPE_CODE.realMap) return 'webMap';
  if (LVM_RANGES.some((range) => inRange(code, range))) return 'lvm';
  return '2D';
}

/** Kind of an identifier from its first letter; an empty identifier means the project. */
export function kindOfId(id: string | null | undefined): IdKind | null {
  if (id === undefined || id === null || id === '') return 'project';
  return KIND_BY_PREFIX.get(id.charAt(0)) ?? null;
}

const BYTE_VALUES = 256;
const TABLE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random id of a sample table page (length 32). */
export function randomTablePageId(length: number = RANDOM_TABLE_PAGE_ID_LENGTH): string {
  // Rejecting bytes at or above the largest multiple of the alphabet size keeps every letter equally likely.
  const limit = Math.floor(BYTE_VALUES / TABLE_ID_ALPHABET.length) * TABLE_ID_ALPHABET.length;
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < limit && out.length < length)
        out += TABLE_ID_ALPHABET.charAt(byte % TABLE_ID_ALPHABET.length);
    }
  }
  return out;
}
