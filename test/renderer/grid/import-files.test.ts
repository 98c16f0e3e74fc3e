// Import of real-shaped files (test/fixtures/import, written by make-fixtures.ts the way Excel, WPS and Tencent
// Docs write them): every cell as the user saw it in the spreadsheet, every encoding decoded to what the file
// holds, every sheet, .xls, merged ranges, a title row above the headers, and dates as people type them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../shared/sheets/encoding';
import { bestSheet, findHeaderRow, initialMapping, mergesOverData, rememberMapping } from '../../../renderer/src/components/grid/import/import-plan';
import { sheetToRows } from '../../../renderer/src/components/grid/import/sheet-rows';
import { readTextFile } from '../../../shared/sheets/text-read';
import { fillMerged } from '../../../shared/sheets/workbook';
import { readWorkbook } from '../../../shared/sheets/xlsx-read';
import type { GridColumn } from '../../../renderer/src/components/grid/model/types';

const file = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'test', 'fixtures', 'import', name)));

const COLUMNS: GridColumn[] = [
  { id: 'store', field: 'store_id', label: { en: 'Store id', zh: '店铺ID' }, kind: 'id', aliases: ['店铺'] },
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
  { id: 'price', field: 'price', label: { en: 'Price', zh: '价格' }, kind: 'decimal' },
  { id: 'arrival', field: 'expected_arrival_time', label: { en: 'Expected arrival', zh: '预计到货时间' }, kind: 'text', editor: { type: 'dateTime' } },
  { id: 'note', field: 'note', label: { en: 'Note', zh: '备注' }, kind: 'text' },
];
const col = (id: string) => COLUMNS.find((c) => c.id === id)!;
let n = 0;
const newId = () => `f-${++n}`;

describe('stock.xlsx (hand-written workbook XML, as Excel/WPS/Tencent Docs store it)', () => {
  const sheets = readWorkbook(file('stock.xlsx'));
  const stock = sheets[1]!;

  it('reads every sheet by name, so the user can choose the one with the data', () => {
    expect(sheets.map((s) => s.name)).toEqual(['说明', '库存']);
    expect(sheets[0]!.cells).toEqual([['填写说明'], ['请勿修改表头']]);
  });

  it('numbers as Excel shows them: 15 significant digits, no exponent, 11.0 as 11; text ids exact; formulas as their cached result', () => {
    expect(stock.cells[2]).toEqual(['11', 'A-1', '11', '1111.1111', '2024-11-11 00:00:00', '11']);
    expect(stock.cells[3]).toEqual(['0012', 'B-2', '22', '0.045', '2024-11-11 12:00:00', '213.2324']);
    expect(stock.cells[4]![0]).toBe('1234567890123456789012');
  });

  it('chooses the data sheet and its header row even when no header matches a column (ties go to the larger sheet)', () => {
    expect(bestSheet(sheets, COLUMNS)).toBe(1);
    const strangers: GridColumn[] = [{ id: 'x', field: 'x', label: { en: 'Nothing', zh: '无' }, kind: 'text' }];
    expect(bestSheet(sheets, strangers)).toBe(1);
    expect(findHeaderRow(stock.cells, strangers)).toBe(1);
  });

  it('finds the header row under a merged title, and maps differing headers by alias, leaving the rest to the user', () => {
    const headerRow = findHeaderRow(stock.cells, COLUMNS);
    expect(headerRow).toBe(1);
    const chosen = initialMapping(stock.cells[headerRow]!, COLUMNS);
    expect(chosen.map((c) => c?.id ?? null)).toEqual(['store', null, null, null, null, 'note']);
  });

  it('imports with the mapping the user chose, sheet row numbers counted from the top of the sheet', () => {
    const chosen = [col('store'), col('msku'), col('qty'), col('price'), col('arrival'), col('note')];
    const result = sheetToRows(stock.cells, COLUMNS, 'zh-CN', newId, { headerRow: 1, columns: chosen });
    expect(result.rows.map((r) => r.values)).toEqual([
      { store: '11', msku: 'A-1', qty: '11', price: '1111.1111', arrival: '2024-11-11 00:00:00', note: '11' },
      { store: '0012', msku: 'B-2', qty: '22', price: '0.045', arrival: '2024-11-11 12:00:00', note: '213.2324' },
      { store: '1234567890123456789012', msku: 'C-3', qty: '5', price: '2', arrival: '2020-01-01 00:00:00', note: '' },
      { store: '13', msku: '', qty: '6', price: '3', arrival: '2020-01-01 01:01:00', note: '' },
    ]);
    expect(result.errors).toEqual([]);
  });

  it('a merged range over a mapped column is detected, and filling it down gives every row its value', () => {
    const chosen = [col('store'), col('msku'), col('qty')];
    expect(mergesOverData(stock, 1, chosen)).toBe(1);
    expect(mergesOverData(stock, 1, [col('store'), null, col('qty')])).toBe(0);
    const filled = fillMerged(stock).cells;
    expect(filled[5]![1]).toBe('C-3');
    expect(stock.cells[5]![1]).toBe('');
  });

  it('the mapping is remembered per header and wins over the automatic match next time', () => {
    const header = stock.cells[1]!;
    const remembered = rememberMapping(header, [col('store'), col('msku'), col('qty'), null, col('arrival'), null]);
    expect(initialMapping(header, COLUMNS, remembered).map((c) => c?.id ?? null)).toEqual(['store', 'msku', 'qty', null, 'arrival', null]);
  });
});

describe('legacy.xls (BIFF8, as old ERPs write it)', () => {
  it('reads text ids, numbers and date-formatted serials', () => {
    expect(readWorkbook(file('legacy.xls'))[0]!.cells).toEqual([
      ['Store id', 'MSKU id', 'Quantity', 'Expected arrival'],
      ['0012', 'A-1', '12', '2024-11-11 00:00:00'],
      ['13', 'B-2', '1111.1111', '2024-11-11 06:00:00'],
    ]);
  });
});

describe('text files: the encoding decided honestly', () => {
  it('GBK 女装/童装 that also happen to be valid UTF-8 are read as GB18030, not as "Ůװ"', () => {
    const read = readTextFile(file('gbk-categories.csv'), 'gbk-categories.csv');
    expect(read.text).toMatchObject({ encoding: 'gb18030', by: 'score' });
    expect(read.sheets[0]!.cells.map((r) => r[1])).toEqual(['MSKU id', '女装', '童装']);
  });

  it('UTF-16 LE and BE with a BOM (Excel\'s "Unicode text", tab-separated)', () => {
    for (const [name, encoding] of [['unicode-text-le.txt', 'utf-16le'], ['unicode-text-be.txt', 'utf-16be']] as const) {
      const read = readTextFile(file(name), name);
      expect(read.text, name).toMatchObject({ encoding, by: 'bom' });
      expect(read.sheets[0]!.cells, name).toEqual([['店铺ID', 'MSKU ID', '数量'], ['0012', '女装-1', '3']]);
    }
  });

  it('a UTF-8 BOM decides and is not part of the first header', () => {
    const read = readTextFile(file('utf8-bom.csv'), 'utf8-bom.csv');
    expect(read.text).toMatchObject({ encoding: 'utf-8', by: 'bom' });
    expect(read.sheets[0]!.cells[0]![0]).toBe('店铺ID');
  });

  it('Latin-1 "Müller" is Windows-1252, not "M黮ler"', () => {
    const read = readTextFile(file('latin1.csv'), 'latin1.csv');
    expect(read.text?.encoding).toBe('windows-1252');
    expect(read.sheets[0]!.cells[1]![1]).toBe('Müller');
  });

  it('UTF-8 Chinese stays UTF-8 with no doubt raised; a close call offers the other decoding to compare', () => {
    expect(decodeText(new TextEncoder().encode('数量,店铺\n女装,童装\n'))).toMatchObject({ encoding: 'utf-8', alternative: null });
    // Two bytes that are a common GBK character and, read as Windows-1252, two Latin letters: too close to call.
    const close = decodeText(new Uint8Array([0x61, 0x2c, 0xc4, 0xe3]));
    expect(close.alternative).not.toBeNull();
    const read = readTextFile(new Uint8Array([0x61, 0x2c, 0xc4, 0xe3]), 'x.csv');
    expect(read.text?.alternative?.preview).toBe(decodeText(new Uint8Array([0x61, 0x2c, 0xc4, 0xe3]), read.text!.alternative!.encoding).text);
  });

  it('the user can force an encoding', () => {
    expect(decodeText(file('gbk-categories.csv'), 'utf-8')).toMatchObject({ encoding: 'utf-8', by: 'user' });
  });
});

describe('dates.csv: dates as people type them, in a date-time column', () => {
  it('normalises every common form to yyyy-MM-dd HH:mm:ss, and says why 03/04/2024 is refused', () => {
    const cells = readTextFile(file('dates.csv'), 'dates.csv').sheets[0]!.cells;
    const result = sheetToRows(cells, COLUMNS, 'zh-CN', newId);
    expect(result.rows.map((r) => r.values.arrival)).toEqual([
      '2024-11-11 00:00:00',
      '2020-01-01 01:01:00',
      '2020-01-01 00:00:00',
      '2020-01-01 01:01:00',
      '2024-11-11 12:00:00',
      '03/04/2024',
    ]);
    expect(result.errors.map((e) => [e.row, e.column.id, e.reason])).toEqual([[7, 'arrival', 'ambiguousDate']]);
  });
});
