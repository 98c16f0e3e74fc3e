// Import and export of sheets: header mapping in both languages, bad cells reported by sheet row and column
// without dropping good rows, ids above 2^53 and leading zeros intact through CSV and XLSX.
import * as XLSX from '@e965/xlsx';
import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../model/types';
import { rowsToCsv } from './csv';
import { decodeCsvBytes, parseCsvText } from './csv-in';
import { headerKey } from '../../../../../shared/sheets/header-mapping';
import { mapHeaders } from './header-mapping';
import { ROWS_PER_STEP, SLICE_MS, sheetToRows, sheetToRowsInSlices } from './sheet-rows';
import { readWorkbook } from '../../../../../shared/sheets/xlsx-read';
import { rowsToXlsxBlob, rowsToXlsxSheet, sheetNameOf } from './xlsx';

const columns: GridColumn[] = [
  { id: 'store', field: 'store_id', label: { en: 'Store id', zh: '店铺ID' }, kind: 'id' },
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text', aliases: ['平台SKU'] },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];
let n = 0;
const newId = () => `imp-${++n}`;

describe('header mapping', () => {
  it('accepts zh-CN and en headers, aliases and loose spelling', () => {
    expect(headerKey('ＭＳＫＵ　ＩＤ')).toBe('mskuid');
    const m = mapHeaders(['数量', 'msku_id', 'Store ID', '备注'], columns);
    expect(m.columns.map((c) => c?.id ?? null)).toEqual(['qty', 'msku', 'store', null]);
    expect(m.unknown).toEqual(['备注']);
    expect(m.missing).toEqual([]);
    expect(mapHeaders(['平台SKU', 'Quantity', '数量'], columns)).toMatchObject({ duplicates: ['数量'] });
    expect(mapHeaders(['平台SKU'], columns).missing.map((c) => c.id)).toEqual(['store', 'qty']);
  });

  it('a cell too long to be a header names no column and is not worked through (a 20 MB note in the first rows)', () => {
    expect(headerKey(`MSKU ID${' '.repeat(300)}`)).toBe('');
    expect(mapHeaders([`数量${'x'.repeat(5_000_000)}`, 'MSKU ID'], columns).columns.map((c) => c?.id ?? null)).toEqual([null, 'msku']);
  });
});

describe('sheetToRows', () => {
  it('keeps every non-blank row, lists bad cells by sheet row and column, and keeps their text', () => {
    const result = sheetToRows(
      [
        ['店铺ID', 'MSKU ID', '数量'],
        ['0012', 'A-1', '1,200'],
        ['12x', 'A-2', '1.5'],
        ['', '', ''],
        ['123456789123456789', 'A-3', '５'],
      ],
      columns,
      'zh-CN',
      newId,
    );
    expect(result.rows.map((r) => r.values)).toEqual([
      { store: '0012', msku: 'A-1', qty: '1200' },
      { store: '12x', msku: 'A-2', qty: '1.5' },
      { store: '123456789123456789', msku: 'A-3', qty: '5' },
    ]);
    expect(result.errors.map((e) => [e.row, e.column.id, e.reason, e.text])).toEqual([
      [3, 'store', 'notANumber', '12x'],
      [3, 'qty', 'notWhole', '1.5'],
    ]);
    expect(result.blankRows).toBe(1);
  });
});

describe('sheetToRowsInSlices', () => {
  // A title on row 1, the header on row 2, then 2.5 steps of rows with a bad one in the last.
  const count = ROWS_PER_STEP * 2 + ROWS_PER_STEP / 2;
  /** A clock that moves on by `ms` at every read: a slice ends by the clock, never by the machine's speed. */
  const clock = (ms: number) => {
    let t = 0;
    return () => (t += ms);
  };
  const matrix = [['Stock'], ['店铺ID', 'MSKU ID', '数量'], ...Array.from({ length: count }, (_, i) => ['1', `M-${i}`, i === count - 1 ? 'x' : String(i)])];
  const ids = () => {
    let k = 0;
    return () => `s-${++k}`;
  };

  it('gives the UI thread back when a slice has taken its time, and ends with what the one-go conversion gives', async () => {
    let pauses = 0;
    // Every step past the slice's time: a pause after each of the three steps but the last.
    const sliced = await sheetToRowsInSlices(matrix, columns, 'en', ids(), { headerRow: 1, pause: async () => void pauses++, now: clock(SLICE_MS + 1) });
    expect(pauses).toBe(2);
    // A fast machine: the whole sheet within one slice, no pause.
    let fastPauses = 0;
    await sheetToRowsInSlices(matrix, columns, 'en', ids(), { headerRow: 1, pause: async () => void fastPauses++, now: clock(0) });
    expect(fastPauses).toBe(0);
    expect(sliced).toEqual(sheetToRows(matrix, columns, 'en', ids(), { headerRow: 1 }));
    expect(sliced!.rows).toHaveLength(count);
    expect(sliced!.errors.map((e) => [e.row, e.text])).toEqual([[count + 2, 'x']]);
  });

  it('stops at the next slice when cancelled, landing nothing', async () => {
    const controller = new AbortController();
    const made: string[] = [];
    const result = await sheetToRowsInSlices(matrix, columns, 'en', (row) => (made.push(String(row)), `c-${row}`), {
      headerRow: 1,
      signal: controller.signal,
      pause: async () => controller.abort(),
      now: clock(SLICE_MS + 1),
    });
    expect(result).toBeNull();
    expect(made).toHaveLength(ROWS_PER_STEP);
  });
});

describe('CSV', () => {
  it('finds the delimiter of a short file past its blank lines (Excel\'s "Unicode text" is tab-separated)', () => {
    expect(parseCsvText('MSKU ID\t品名\r\n\r\nB\t童装\r\n')).toEqual([['MSKU ID', '品名'], [], ['B', '童装']]);
    expect(parseCsvText('MSKU ID;数量\r\nB;3\r\n\r\n')).toEqual([['MSKU ID', '数量'], ['B', '3']]);
  });

  it('reads every cell as text (no number conversion) and unwraps our ="…" ids', () => {
    const m = parseCsvText('\ufeffStore id,MSKU id,Quantity\r\n="0012",A-1,007\r\n123456789123456789,"A,2",3\r\n\r\n');
    expect(m).toEqual([
      ['Store id', 'MSKU id', 'Quantity'],
      ['="0012"', 'A-1', '007'],
      ['123456789123456789', 'A,2', '3'],
    ]);
    expect(sheetToRows(m, columns, 'en', newId).rows.map((r) => r.values.store)).toEqual(['0012', '123456789123456789']);
  });

  it('reads GB18030 bytes from a zh-CN Excel as well as UTF-8', () => {
    const gbk = new Uint8Array([0xca, 0xfd, 0xc1, 0xbf, 0x0d, 0x0a, 0x35]); // "数量\r\n5" in GB18030
    expect(decodeCsvBytes(gbk)).toBe('数量\r\n5');
    expect(decodeCsvBytes(new TextEncoder().encode('数量'))).toBe('数量');
  });

  it('export → import round-trips ids above 2^53, leading zeros, commas and line breaks', () => {
    const rows = [
      { id: 'a', values: { store: '0012', msku: 'A,1', qty: '3' } },
      { id: 'b', values: { store: '123456789123456789', msku: 'two\nlines', qty: '' } },
    ];
    const csv = rowsToCsv(columns, rows, 'zh-CN');
    expect(csv.startsWith('\ufeff店铺ID,MSKU ID,数量\r\n="0012",')).toBe(true);
    const back = sheetToRows(parseCsvText(csv), columns, 'zh-CN', newId);
    expect(back.rows.map((r) => r.values)).toEqual(rows.map((r) => r.values));
    expect(back.errors).toEqual([]);
  });
});

describe('XLSX', () => {
  it('export → import round-trips text cells exactly (ids above 2^53, leading zeros, Chinese)', async () => {
    const rows = [
      { id: 'a', values: { store: '0012', msku: '新品-1', qty: '3' } },
      { id: 'b', values: { store: '123456789123456789', msku: 'B', qty: '1200' } },
    ];
    const blob = await writeXlsxFile(rowsToXlsxSheet(columns, rows, 'en')).toBlob();
    const [sheet] = readWorkbook(await blob.arrayBuffer());
    expect(sheet!.cells).toEqual([
      ['Store id', 'MSKU id', 'Quantity'],
      ['0012', '新品-1', '3'],
      ['123456789123456789', 'B', '1200'],
    ]);
  });

  it('an error cell reads as Excel shows it (#DIV/0!, #N/A), in .xlsx and .xls', () => {
    const ws = XLSX.utils.aoa_to_sheet([['MSKU id', 'Quantity', 'Price']]);
    ws.B1 = { t: 'e', v: 0x07 };
    ws.C1 = { t: 'e', v: 0x2a };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, ws, 'Stock');
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const [sheet] = readWorkbook(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
      expect(sheet!.cells, bookType).toEqual([['MSKU id', '#DIV/0!', '#N/A']]);
    }
  });
});

describe('CSV export safe to open', () => {
  const note: GridColumn = { id: 'note', field: 'note', label: { en: 'Note', zh: '备注' }, kind: 'text' };
  it("writes what a spreadsheet would run or re-read as a string literal, a number column's numbers bare", () => {
    const rows = [
      { id: 'a', values: { qty: '1', note: '=HYPERLINK("http://x","点我")' } },
      { id: 'b', values: { qty: '-2', note: '+1+2' } },
      { id: 'c', values: { qty: '3.5', note: '@SUM(A1)' } },
      { id: 'd', values: { qty: '4', note: '-5' } },
      { id: 'e', values: { qty: 'lots', note: '3/4' } },
      { id: 'f', values: { qty: '6', note: '\t=1' } },
      { id: 'g', values: { qty: '7', note: 'A-1 box' } },
    ];
    const lines = rowsToCsv([columns[2]!, note], rows, 'en').split('\r\n');
    expect(lines.slice(1, 8)).toEqual([
      `1,"=""=HYPERLINK(""""http://x"""",""""点我"""")"""`,
      `-2,="+1+2"`,
      `3.5,="@SUM(A1)"`,
      `4,="-5"`,
      `lots,="3/4"`,
      // A tab cannot sit in a literal: the apostrophe keeps it from running.
      `6,'\t=1`,
      `7,A-1 box`,
    ]);
    // Read back, every cell is what was written.
    expect(sheetToRows(parseCsvText(lines.join('\r\n')), [columns[2]!, note], 'en', newId).rows.map((r) => r.values)).toEqual(rows.map((r) => r.values));
  });
});

describe('XLSX export opens as what each cell is', () => {
  const arrival: GridColumn = { id: 'at', field: 'expected_arrival_time', label: { en: 'Arrival', zh: '到货时间' }, kind: 'text', editor: { type: 'dateTime' } };
  const price: GridColumn = { id: 'price', field: 'price', label: { en: 'Price', zh: '价格' }, kind: 'decimal' };
  const cols = [...columns, price, arrival];

  it('numbers as number cells, dates as date cells, ids and anything that did not parse as text, the sheet named as asked', async () => {
    const rows = [
      { id: 'a', values: { store: '0012', msku: '=SUM(A1)', qty: '3', price: '0.045', at: '2024-11-12 08:00:00' } },
      { id: 'b', values: { store: '138400326137585057', msku: '1795522409972246', qty: 'lots', price: '1234567890123456', at: 'soon' } },
    ];
    const blob = await rowsToXlsxBlob(cols, rows, 'zh-CN', 'videox 库存行');
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['videox 库存行']);
    const ws = book.Sheets['videox 库存行']!;
    const cell = (ref: string) => ({ t: ws[ref]?.t, v: ws[ref]?.v, z: ws[ref]?.z });
    expect(cell('A1')).toMatchObject({ t: 's', v: '店铺ID' });
    expect(cell('A2')).toMatchObject({ t: 's', v: '0012', z: '@' });
    expect(cell('B2')).toMatchObject({ t: 's', v: '=SUM(A1)' });
    expect(ws.B2?.f).toBeUndefined();
    expect(cell('C2')).toMatchObject({ t: 'n', v: 3 });
    expect(cell('D2')).toMatchObject({ t: 'n', v: 0.045 });
    expect(cell('E2')).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm:ss' });
    expect(cell('A3')).toMatchObject({ t: 's', v: '138400326137585057' });
    expect(cell('B3')).toMatchObject({ t: 's', v: '1795522409972246' });
    expect(cell('C3')).toMatchObject({ t: 's', v: 'lots' });
    // More digits than Excel holds: text, so nothing rounds it.
    expect(cell('D3')).toMatchObject({ t: 's', v: '1234567890123456' });
    expect(cell('E3')).toMatchObject({ t: 's', v: 'soon' });
    // Read back by Opsdesk: every value as exported.
    const [sheet] = readWorkbook(await blob.arrayBuffer(), 'a.xlsx');
    expect(sheetToRows(sheet!.cells, cols, 'zh-CN', newId).rows.map((r) => r.values)).toEqual(rows.map((r) => r.values));
  });

  it('a sheet name Excel takes: at most 31 characters, none of []:*?/\\', () => {
    expect(sheetNameOf('stock [videox]: 2024/11')).toBe('stock videox 2024 11');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf(' / ')).toBe('Opsdesk');
  });
});
