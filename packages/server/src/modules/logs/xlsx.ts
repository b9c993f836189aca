import ExcelJS from 'exceljs';

/**
 * One-sheet workbook. Cells are written as plain strings (exceljs stores them as shared strings, never
 * as formulas), so a name like `=HYPERLINK(...)` stays text without the CSV apostrophe trick.
 */
export async function toXlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (v === null || v === undefined ? '' : String(v))));
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
