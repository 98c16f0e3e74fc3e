// What an import refuses or flags, on files the tests write: an id stored as a number (its last digits lost),
// East Asian Excel's built-in date formats, a file named .xlsx that is no zip, a zip that declares too much
// unzipped, and a sheet longer than one job takes. Every case is decided before anything lands.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { VIDEOX_COLUMNS } from '../../../renderer/src/features/stock/columns';
import { sheetToRows } from '../../../renderer/src/components/grid/import/sheet-rows';
import { readTextFile } from '../../../shared/sheets/text-read';
import { inspectWorkbook, unlistedFormatsAreDates, WorkbookRefused } from '../../../shared/sheets/workbook-container';
import { fillMerged, lossyCells } from '../../../shared/sheets/workbook';
import { readWorkbook } from '../../../shared/sheets/xlsx-read';
import { answersOf, readRequest } from '../../../renderer/src/components/grid/import/reader-protocol';
import { GridValidator } from '../../../renderer/src/components/grid/model/validation';
import { buildXlsx } from '../../support/xlsx-builder';

let n = 0;
const newId = () => `r${++n}`;
const validator = new GridValidator({ operation: 'videoxStock', columns: VIDEOX_COLUMNS, common: { store_id: '1' }, locale: 'en' });
const header = [{ text: 'MSKU ID' }, { text: '仓库' }, { text: '数量' }];

/** Sets the uncompressed size a zip's entry declares (local header and central directory), as a bomb would. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const nameBytes = strToU8(name);
  const matches = (at: number) => nameBytes.every((b, i) => out[at + i] === b);
  for (let i = 0; i + 46 < out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50 && view.getUint16(i + 26, true) === nameBytes.length && matches(i + 30)) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50 && view.getUint16(i + 28, true) === nameBytes.length && matches(i + 46)) view.setUint32(i + 24, size, true);
  }
  return out;
}

describe('an id stored as a number', () => {
  const book = buildXlsx([
    {
      name: 'Stock',
      rows: [
        header,
        [{ number: '138400326137585057' }, { text: 'WH1' }, { number: '5' }],
        [{ number: '894930744178' }, { number: '1795522409972246' }, { number: '6' }],
        [{ text: '138400326137585057' }, null, { number: '7' }],
      ],
    },
  ]);
  const [sheet] = readWorkbook(book, 'stock.xlsx');

  it('is marked by the reader when it has more digits than a spreadsheet holds (16 or more)', () => {
    expect([...lossyCells(sheet!)]).toEqual([1 * 16384 + 0, 2 * 16384 + 1]);
  });

  it('lands in an id column as Excel shows it, with a reason that says why, and the id rule refuses it in the grid', () => {
    const result = sheetToRows(sheet!.cells, VIDEOX_COLUMNS, 'en', newId, { identifiers: validator.identifiers, lossy: lossyCells(sheet!) });
    expect(result.rows.map((r) => r.values)).toEqual([
      { msku_id: '1.38400326137585E+17', warehouse_id: 'WH1', quantity: '5' },
      { msku_id: '894930744178', warehouse_id: '1.79552240997225E+15', quantity: '6' },
      // The same id stored as text keeps every digit.
      { msku_id: '138400326137585057', warehouse_id: '', quantity: '7' },
    ]);
    expect(result.errors.map((e) => [e.row, e.column.id, e.reason, e.text])).toEqual([
      [2, 'msku_id', 'idStoredAsNumber', '1.38400326137585E+17'],
      [3, 'warehouse_id', 'idStoredAsNumber', '1.79552240997225E+15'],
    ]);
    const grid = validator.validate(result.rows);
    expect(grid.byRow.get(result.rows[0]!.id)?.cells.get('msku_id')).toMatchObject({ code: 'idScientific' });
    expect(grid.byRow.has(result.rows[2]!.id)).toBe(false);
  });

  it('is taken as a number where the column is not an id', () => {
    const result = sheetToRows(sheet!.cells, VIDEOX_COLUMNS, 'en', newId, { identifiers: new Set(), lossy: lossyCells(sheet!) });
    expect(result.errors).toEqual([]);
    expect(result.rows[0]!.values.msku_id).toBe('138400326137585000');
  });

  it('keeps its mark when a merged range fills it down', () => {
    const merged = { ...sheet!, merges: [{ top: 1, left: 0, bottom: 2, right: 0 }] };
    expect(fillMerged(merged).lossy.has(2 * 16384 + 0)).toBe(true);
  });

  it('in a CSV, Excel’s scientific form is refused by the id column’s own rule', () => {
    const { sheets } = readTextFile(new TextEncoder().encode('MSKU ID,数量\r\n1.38400326137586E+17,5\r\n'), 'a.csv');
    const result = sheetToRows(sheets[0]!.cells, VIDEOX_COLUMNS, 'en', newId);
    expect(validator.validate(result.rows).byRow.get(result.rows[0]!.id)?.cells.get('msku_id')).toMatchObject({ code: 'idScientific' });
  });
});

describe('East Asian Excel’s built-in date formats', () => {
  const EAST_ASIAN = [27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 57, 58];
  it('arrive as dates, not serials, whichever of them a workbook uses', () => {
    for (const id of EAST_ASIAN) {
      const [sheet] = readWorkbook(buildXlsx([{ name: 'S', rows: [[{ text: '到货' }], [{ number: '45607.3347222222', format: id }], [{ number: '12' }]] }]), 'a.xlsx');
      expect(sheet!.cells, String(id)).toEqual([['到货'], ['2024-11-11 08:02:00'], ['12']]);
    }
  });

  it('are not guessed when the workbook also uses another unlisted format', () => {
    const [sheet] = readWorkbook(buildXlsx([{ name: 'S', rows: [[{ number: '45607.5', format: 31 }], [{ number: '1234.5', format: 44 }]] }]), 'a.xlsx');
    expect(sheet!.cells).toEqual([['45607.5'], ['1234.5']]);
    expect(unlistedFormatsAreDates('<styleSheet><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="31"/></cellXfs></styleSheet>')).toBe(true);
    expect(unlistedFormatsAreDates('<styleSheet><numFmts><numFmt numFmtId="31" formatCode="0.0"/></numFmts><cellXfs><xf numFmtId="31"/></cellXfs></styleSheet>')).toBe(false);
  });
});

describe('a workbook’s container', () => {
  it('an .xlsx that is no zip is refused as not an Excel workbook; an .xls that is text is read as a text file', () => {
    const csv = new TextEncoder().encode('MSKU ID,数量\r\nA-1,5\r\n');
    expect(() => inspectWorkbook(csv, 'stock.xlsx')).toThrow(WorkbookRefused);
    expect(readRequest({ bytes: csv.slice().buffer, name: 'stock.xlsx', kind: 'workbook', limits: { maxRows: 100, previewRows: 5 } })).toEqual([{ type: 'refused', refusal: { reason: 'notExcel' } }]);
    const tsv = new TextEncoder().encode('MSKU ID\t数量\r\nA-1\t5\r\n');
    const answers = readRequest({ bytes: tsv.slice().buffer, name: 'erp.xls', kind: 'workbook', limits: { maxRows: 100, previewRows: 5 } });
    expect([...answers][0]).toEqual({ type: 'rows', sheet: 0, rows: [['MSKU ID', '数量'], ['A-1', '5']] });
  });

  it('a zip whose entries declare more than the limit unzipped is refused on those sizes, before inflating', () => {
    const book = buildXlsx([{ name: 'S', rows: [header] }]);
    const bomb = declareSize(book, 'xl/worksheets/sheet1.xml', 0xfffffff0);
    let refusal: unknown;
    try {
      inspectWorkbook(bomb, 'bomb.xlsx');
    } catch (err) {
      refusal = err instanceof WorkbookRefused ? err.refusal : err;
    }
    expect(refusal).toMatchObject({ reason: 'unzipsTooLarge', limitBytes: 300 * 1024 * 1024 });
    expect((refusal as { declaredBytes: number }).declaredBytes).toBeGreaterThan(0xfffffff0);
    // The same workbook as written reads.
    expect(inspectWorkbook(book, 'ok.xlsx').styles).toContain('cellXfs');
    expect(() => inspectWorkbook(zipSync({ 'a.xml': strToU8('x'.repeat(2000)) }), 'a.xlsx', 1000)).toThrow(WorkbookRefused);
  });
});

describe('a sheet longer than one import takes', () => {
  const limits = { maxRows: 10, previewRows: 3 };
  const csvOf = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

  it('a CSV is split no further than the cap and marked with its lines; its first rows stay for the message', () => {
    const { sheets } = readTextFile(csvOf(['MSKU ID,数量', ...Array.from({ length: 11 }, (_, i) => `M${i},1`)]), 'a.csv', undefined, limits);
    expect(sheets[0]).toMatchObject({ overCap: 12, cells: [['MSKU ID', '数量'], ['M0', '1'], ['M1', '1']] });
  });

  it('blank rows after the data (a sheet saved with its formatted rows) are not data', () => {
    const { sheets } = readTextFile(csvOf(['MSKU ID,数量', ...Array.from({ length: 9 }, (_, i) => `M${i},1`), ...Array.from({ length: 50 }, () => ',')]), 'a.csv', undefined, limits);
    expect(sheets[0]!.overCap).toBeUndefined();
    expect(sheets[0]!.cells).toHaveLength(10);
  });

  it('a workbook sheet is read no further than the cap (SheetJS sheetRows) and marked; a short sheet beside it is kept', () => {
    const rows = [header, ...Array.from({ length: 11 }, (_, i) => [{ text: `M${i}` }, null, { number: '1' }])];
    const sheets = readWorkbook(buildXlsx([{ name: 'Long', rows }, { name: 'Short', rows: rows.slice(0, 3) }]), 'a.xlsx', limits);
    expect(sheets.map((s) => [s.name, s.overCap, s.cells.length])).toEqual([
      ['Long', 11, 3],
      ['Short', undefined, 3],
    ]);
  });

  it('the worker tells how far an .xlsx has read while it reads, every 2,000 rows, of the rows the sheet declares', () => {
    const rows = [header, ...Array.from({ length: 4500 }, (_, i) => [{ text: `M${i}` }, null, { number: String(i) }])];
    const bytes = buildXlsx([{ name: 'Stock', rows }]);
    const heard: unknown[] = [];
    const answers = [...readRequest({ bytes: bytes.slice().buffer, name: 'stock.xlsx', kind: 'workbook', limits: { maxRows: 100_011, previewRows: 20 } }, (a) => heard.push(a))];
    expect(heard).toEqual([
      { type: 'progress', sheet: 0, rows: 2000, of: null },
      { type: 'progress', sheet: 0, rows: 4000, of: null },
    ]);
    expect(answers.filter((a) => a.type === 'rows').reduce((n, a) => n + (a.type === 'rows' ? a.rows.length : 0), 0)).toBe(4501);
  });

  it('the worker hands the cells back in slices, then the rest', () => {
    const read = { sheets: [{ name: 'a', cells: Array.from({ length: 7 }, (_, i) => [String(i)]), merges: [] }], text: null };
    const answers = [...answersOf(read, 3)];
    expect(answers.map((a) => (a.type === 'rows' ? a.rows.length : a.type))).toEqual([3, 3, 1, 'done']);
    expect(answers.at(-1)).toEqual({ type: 'done', read: { ...read, sheets: [{ ...read.sheets[0]!, cells: [] }] } });
  });
});
