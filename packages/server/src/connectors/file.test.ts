import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { parseFile } from './file.js';

describe('file sources', () => {
  it('reads CSV with a header row and typed values', async () => {
    const f = await parseFile('sales.csv', Buffer.from('\uFEFFcity,amount\n北京,12.5\n上海,7\n'));
    expect(f).toEqual({
      format: 'csv',
      columns: ['city', 'amount'],
      rows: [
        { city: '北京', amount: 12.5 },
        { city: '上海', amount: 7 },
      ],
    });
  });

  it('reads JSON arrays and the list inside an object', async () => {
    expect((await parseFile('a.json', Buffer.from('[{"x":1},{"x":2}]'))).rows).toHaveLength(2);
    expect((await parseFile('b.json', Buffer.from('{"data":[{"x":1}]}'))).rows).toEqual([{ x: 1 }]);
    await expect(parseFile('c.json', Buffer.from('{oops'))).rejects.toThrow(/could not be parsed/);
  });

  it('reads the first worksheet of an XLSX file', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(['name', 'value']);
    sheet.addRow(['a', 1]);
    sheet.addRow(['b', { formula: '1+1', result: 2 }]);
    const buf = Buffer.from(await book.xlsx.writeBuffer());
    expect((await parseFile('t.xlsx', buf)).rows).toEqual([
      { name: 'a', value: 1 },
      { name: 'b', value: 2 },
    ]);
  });

  it('refuses other formats, oversized files and zip bombs', async () => {
    await expect(parseFile('x.exe', Buffer.from('MZ'))).rejects.toThrow(/Only CSV, XLSX and JSON/);
    await expect(parseFile('big.csv', Buffer.alloc(9 * 1024 * 1024, 97))).rejects.toThrow(/cannot exceed/);
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(80 * 1024 * 1024), 'xl/worksheets/sheet1.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    await expect(parseFile('bomb.xlsx', Buffer.concat(chunks))).rejects.toThrow(/too large once unpacked/);
  });
});
