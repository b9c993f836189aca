/** How the flipper writes its number (docs/reference.md#type-codes: separators, prefix/suffix, decimals). */
export interface FlipperFormat {
  decimals?: number;
  /** Group the integer part in thousands. */
  separator?: boolean;
  separatorChar?: string;
  decimalChar?: string;
  /** Pad the integer part with leading zeros to this many digits. */
  minDigits?: number;
}

/** A character of the flipper: digits roll, everything else (sign, separators, point) is static. */
export type FlipperChar = { kind: 'digit'; digit: number } | { kind: 'static'; text: string };

export const MAX_DECIMALS = 10;

/** A number from a number or a numeric string; null otherwise. */
export function toFlipperNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The characters of `value` under `format`: rounded to the decimals, grouped, padded. */
export function formatFlipper(value: number, format: FlipperFormat = {}): FlipperChar[] {
  const decimals = Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(format.decimals ?? 0)));
  const fixed = Math.abs(value).toFixed(decimals);
  const [intPart = '0', fracPart] = fixed.split('.');
  const padded = intPart.padStart(Math.max(0, Math.trunc(format.minDigits ?? 0)), '0');
  const sep = format.separator === false ? '' : (format.separatorChar ?? ',');
  const chars: FlipperChar[] = [];
  const negative = value < 0 && Number(fixed) !== 0;
  if (negative) chars.push({ kind: 'static', text: '-' });
  for (let i = 0; i < padded.length; i++) {
    chars.push({ kind: 'digit', digit: Number(padded[i]) });
    const fromRight = padded.length - 1 - i;
    if (sep && fromRight > 0 && fromRight % 3 === 0) chars.push({ kind: 'static', text: sep });
  }
  if (fracPart !== undefined) {
    chars.push({ kind: 'static', text: format.decimalChar ?? '.' });
    for (const d of fracPart) chars.push({ kind: 'digit', digit: Number(d) });
  }
  return chars;
}

/** The flipper as plain text (for tests, titles and screen readers). */
export const flipperText = (chars: readonly FlipperChar[]): string =>
  chars.map((c) => (c.kind === 'digit' ? String(c.digit) : c.text)).join('');

/** The value a flipper shows: a data result (a number, `{value}` or a chart page's first Y) or its own. */
export function flipperValue(page: unknown, fallback: unknown): number | null {
  if (page !== undefined) {
    const direct = toFlipperNumber(page);
    if (direct !== null) return direct;
    if (page && typeof page === 'object') {
      const rec = page as Record<string, unknown>;
      const v = toFlipperNumber(rec.value ?? rec.Value);
      if (v !== null) return v;
      const dim = Array.isArray(rec.Dimension) ? (rec.Dimension[0] as Record<string, unknown>) : undefined;
      const group = Array.isArray(dim?.Group) ? (dim.Group[0] as Record<string, unknown>) : undefined;
      const content = Array.isArray(group?.Content)
        ? (group.Content[0] as Record<string, unknown>)
        : undefined;
      const y = toFlipperNumber(content?.Y);
      if (y !== null) return y;
    }
  }
  return toFlipperNumber(fallback);
}
