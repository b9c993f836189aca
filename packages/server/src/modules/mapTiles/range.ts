/**
 * One byte range of a GET (RFC 9110 section 14): `bytes=a-b`, `bytes=a-` or the suffix `bytes=-n`,
 * clamped to the file (a PMTiles reader asks for the first 16 KiB of even a smaller file). Answers null
 * for no Range header, 'unsatisfiable' for a range starting past the end, a malformed header or several
 * ranges (archives are large: a bad range is refused rather than answered with the whole file).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
