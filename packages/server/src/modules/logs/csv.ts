/**
 * CSV for spreadsheets. A cell a spreadsheet would read as a formula (starting with = + - @, tab or carriage
 * return) gets a leading apostrophe, so an operator or project name like `=HYPERLINK(...)` stays text when
 * an administrator opens the export (CSV / formula injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text = neutralise(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) || text.trim() !== text ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends and a byte-order mark so spreadsheet programs read UTF-8 Chinese. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
