import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import yauzl from 'yauzl';
import { badConfig, refused } from './errors.js';
import type { FileConfig } from './types.js';

/**
 * File sources: CSV (papaparse), XLSX (exceljs, first worksheet) and JSON, parsed once on upload into
 * rows of {column: value} that the module stores. Caps: 8 MB in, 50,000 rows, 500 columns; an XLSX whose
 * unpacked size passes 64 MB (a zip bomb) is refused before exceljs reads it.
 */
export const FILE_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxRows: 50_000,
  maxColumns: 500,
  maxUnzipped: 64 * 1024 * 1024,
};

export interface ParsedFile {
  format: FileConfig['format'];
  rows: Record<string, unknown>[];
  columns: string[];
}

export function formatOf(fileName: string): FileConfig['format'] {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'json') return 'json';
  throw badConfig('只支持 CSV、XLSX 和 JSON 文件', 'Only CSV, XLSX and JSON files are supported', fileName);
}

function columnsOf(rows: Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const r of rows.slice(0, 1000)) for (const k of Object.keys(r)) seen.add(k);
  if (seen.size > FILE_LIMITS.maxColumns)
    throw refused(`列数超过 ${FILE_LIMITS.maxColumns}`, `More than ${FILE_LIMITS.maxColumns} columns`);
  return [...seen];
}

function capped(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (rows.length > FILE_LIMITS.maxRows)
    throw refused(`行数超过 ${FILE_LIMITS.maxRows}`, `More than ${FILE_LIMITS.maxRows} rows`);
  return rows;
}

function parseCsv(buf: Buffer): Record<string, unknown>[] {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  const res = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: true,
    dynamicTyping: true,
  });
  if (res.errors.length && res.data.length === 0)
    throw badConfig('CSV 文件无法解析', 'The CSV file could not be parsed', res.errors[0]?.message);
  return capped(res.data);
}

function parseJson(buf: Buffer): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(buf.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    throw badConfig('JSON 文件无法解析', 'The JSON file could not be parsed', (e as Error).message);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const list = ['data', 'list', 'rows', 'records'].map((k) => o[k]).find(Array.isArray);
    value = list ?? [o];
  }
  const rows = (value as unknown[]).map((r) =>
    r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : { value: r },
  );
  return capped(rows);
}

function unzippedSize(buf: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip)
        return reject(badConfig('XLSX 文件无法解析', 'The XLSX file could not be parsed', err?.message));
      let total = 0;
      zip.on('entry', (e: yauzl.Entry) => {
        total += e.uncompressedSize;
        if (total > FILE_LIMITS.maxUnzipped) {
          zip.close();
          resolve(total);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', (e: Error) =>
        reject(badConfig('XLSX 文件无法解析', 'The XLSX file could not be parsed', e.message)),
      );
      zip.readEntry();
    });
  });
}

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('result' in v) return cellValue(v.result as ExcelJS.CellValue);
    if ('text' in v) return v.text;
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('error' in v) return null;
    return JSON.stringify(v);
  }
  return v;
}

async function parseXlsx(buf: Buffer): Promise<Record<string, unknown>[]> {
  if ((await unzippedSize(buf)) > FILE_LIMITS.maxUnzipped)
    throw refused('XLSX 解压后过大', 'The XLSX file is too large once unpacked');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buf as unknown as ArrayBuffer);
  } catch (e) {
    throw badConfig('XLSX 文件无法解析', 'The XLSX file could not be parsed', (e as Error).message);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const header: string[] = [];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (n === 1 || header.length === 0) {
      values.forEach((v, i) => (header[i] = String(cellValue(v) ?? `column${i + 1}`)));
      return;
    }
    if (rows.length > FILE_LIMITS.maxRows) return;
    const rec: Record<string, unknown> = {};
    header.forEach((h, i) => (rec[h] = cellValue(values[i] ?? null)));
    rows.push(rec);
  });
  return capped(rows);
}

export async function parseFile(fileName: string, buf: Buffer): Promise<ParsedFile> {
  if (buf.length > FILE_LIMITS.maxBytes)
    throw refused(
      `文件不能超过 ${FILE_LIMITS.maxBytes / 1024 / 1024}M`,
      `The file cannot exceed ${FILE_LIMITS.maxBytes / 1024 / 1024} MB`,
    );
  const format = formatOf(fileName);
  const rows = format === 'csv' ? parseCsv(buf) : format === 'json' ? parseJson(buf) : await parseXlsx(buf);
  return { format, rows, columns: columnsOf(rows) };
}
