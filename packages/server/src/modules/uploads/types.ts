/**
 * The file types an upload may have, by extension (the extension the server keeps is the one checked
 * here, never the client's spelling). `inline` types are shown by the browser (images, fonts, models,
 * video); every other type is served as a download so nothing uploaded can run as a page of our origin.
 */
export type FileKind = 'image' | 'svg' | 'font' | 'model' | 'video' | 'data' | 'archive' | 'web';

export interface FileType {
  ext: string;
  mime: string;
  kind: FileKind;
  inline: boolean;
  /** Magic-number check of the first bytes; text types use `text` instead. */
  magic?: (head: Buffer) => boolean;
  /** Text content (JSON, CSV, SVG): refused when it looks like an HTML page. */
  text?: 'json' | 'plain' | 'svg';
}

const at = (head: Buffer, offset: number, ascii: string) =>
  head.length >= offset + ascii.length && head.toString('latin1', offset, offset + ascii.length) === ascii;
const bytes = (head: Buffer, sig: number[]) => sig.every((b, i) => head[i] === b);

const T = (ext: string, mime: string, kind: FileKind, inline: boolean, extra: Partial<FileType> = {}) =>
  [ext, { ext, mime, kind, inline, ...extra }] as const;

export const FILE_TYPES: ReadonlyMap<string, FileType> = new Map<string, FileType>([
  T('png', 'image/png', 'image', true, { magic: (h) => bytes(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]) }),
  T('jpg', 'image/jpeg', 'image', true, { magic: (h) => bytes(h, [0xff, 0xd8, 0xff]) }),
  T('jpeg', 'image/jpeg', 'image', true, { magic: (h) => bytes(h, [0xff, 0xd8, 0xff]) }),
  T('gif', 'image/gif', 'image', true, { magic: (h) => at(h, 0, 'GIF87a') || at(h, 0, 'GIF89a') }),
  T('webp', 'image/webp', 'image', true, { magic: (h) => at(h, 0, 'RIFF') && at(h, 8, 'WEBP') }),
  T('bmp', 'image/bmp', 'image', true, { magic: (h) => at(h, 0, 'BM') }),
  T('ico', 'image/x-icon', 'image', true, { magic: (h) => bytes(h, [0, 0, 1, 0]) }),
  T('avif', 'image/avif', 'image', true, { magic: (h) => at(h, 4, 'ftypavi') }),
  T('svg', 'image/svg+xml', 'svg', true, { text: 'svg' }),
  T('ttf', 'font/ttf', 'font', true, { magic: (h) => bytes(h, [0, 1, 0, 0]) || at(h, 0, 'true') }),
  T('otf', 'font/otf', 'font', true, { magic: (h) => at(h, 0, 'OTTO') }),
  T('woff', 'font/woff', 'font', true, { magic: (h) => at(h, 0, 'wOFF') }),
  T('woff2', 'font/woff2', 'font', true, { magic: (h) => at(h, 0, 'wOF2') }),
  T('glb', 'model/gltf-binary', 'model', true, { magic: (h) => at(h, 0, 'glTF') }),
  T('gltf', 'model/gltf+json', 'model', true, { text: 'json' }),
  T('mp4', 'video/mp4', 'video', true, { magic: (h) => at(h, 4, 'ftyp') }),
  T('webm', 'video/webm', 'video', true, { magic: (h) => bytes(h, [0x1a, 0x45, 0xdf, 0xa3]) }),
  T('json', 'application/json', 'data', false, { text: 'json' }),
  T('geojson', 'application/geo+json', 'data', false, { text: 'json' }),
  T('csv', 'text/csv', 'data', false, { text: 'plain' }),
  T('txt', 'text/plain', 'data', false, { text: 'plain' }),
  T('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'data', false, {
    magic: (h) => at(h, 0, 'PK\x03\x04'),
  }),
  T('xls', 'application/vnd.ms-excel', 'data', false, {
    magic: (h) => bytes(h, [0xd0, 0xcf, 0x11, 0xe0]),
  }),
  T('zip', 'application/zip', 'archive', false, { magic: (h) => at(h, 0, 'PK\x03\x04') }),
  T('bin', 'application/octet-stream', 'model', false),
]);

/** Extra types allowed only inside an asset zip (a web bundle); all are served as downloads. */
export const ZIP_ONLY_TYPES: ReadonlyMap<string, FileType> = new Map<string, FileType>([
  T('html', 'text/html', 'web', false),
  T('htm', 'text/html', 'web', false),
  T('js', 'text/javascript', 'web', false),
  T('css', 'text/css', 'web', false),
  T('map', 'application/json', 'web', false),
  T('md', 'text/plain', 'web', false),
]);

/** Content type and disposition a stored file is served with, from its (server-chosen) extension. */
export function servedAs(key: string): { mime: string; inline: boolean } {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const t = key.includes('.') ? (FILE_TYPES.get(ext) ?? ZIP_ONLY_TYPES.get(ext)) : undefined;
  if (!t) return { mime: 'application/octet-stream', inline: false };
  return { mime: t.mime, inline: t.inline };
}

const HTML_LIKE = /<\s*(!doctype|html|head|body|script|iframe|object|embed|meta|link)\b/i;

/**
 * Whether the first bytes of a file are what its extension says. An HTML page renamed to .png fails
 * (no PNG signature); text types are refused when they look like HTML.
 */
export function contentMatches(type: FileType, head: Buffer): boolean {
  if (type.magic) return type.magic(head);
  if (!type.text) return true;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (type.text === 'svg') return /<svg[\s>]/i.test(text) && !/<\s*(!doctype\s+html|html|body)\b/i.test(text);
  if (HTML_LIKE.test(text)) return false;
  if (type.text === 'json') return /^\s*[[{]/.test(text);
  return !text.includes('\u0000');
}

/** Extension of a client file name (lower case), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = displayName(fileName);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The client's file name reduced to a display name: the last segment after any `/` or `\`, control
 * characters removed, at most 200 characters. It is only ever shown; storage keys never use it.
 */
export function displayName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}
