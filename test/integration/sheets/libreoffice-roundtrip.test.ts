// What leaves comes back exactly, through a real spreadsheet program: each export (the grid's CSV and XLSX of the
// cargo goods, videox stock and a sheet of decimals, in en and zh-CN, and Activity's CSV of a job) is opened by
// LibreOffice headless (a CSV with the options a user picks: UTF-8, the locale's language, special numbers
// detected or not), saved back as .xlsx and as CSV, and imported by Opsdesk again: every id, value and date is what
// was exported, with no error. All conversions share one LibreOffice start (libreoffice.ts).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportResult } from '../../../electron/core/batch/export';
import type { JobResult } from '../../../electron/core/job/types';
import { rowsToCsv } from '../../../renderer/src/components/grid/import/csv';
import { sheetToRows } from '../../../renderer/src/components/grid/import/sheet-rows';
import { readTextFile } from '../../../shared/sheets/text-read';
import { lossyCells } from '../../../shared/sheets/workbook';
import { readWorkbook } from '../../../shared/sheets/xlsx-read';
import { scanWorkbook } from '../../../shared/sheets/xlsx-scan';
import { inspectWorkbook } from '../../../shared/sheets/workbook-container';
import { rowsToXlsxBlob } from '../../../renderer/src/components/grid/import/xlsx';
import type { GridColumn, GridRow } from '../../../renderer/src/components/grid/model/types';
import { GridValidator } from '../../../renderer/src/components/grid/model/validation';
import { GOODS_COLUMNS } from '../../../renderer/src/features/cargo/columns';
import { goodsItemSchema } from '../../../renderer/src/features/cargo/form-schema';
import { VIDEOX_COLUMNS } from '../../../renderer/src/features/stock/columns';
import { unprotectCell } from '../../../shared/csv/csv-field';
import { convertAll, csvImport, SOFFICE, type Conversion } from './libreoffice';

/** One LibreOffice start converts every file; under load that can take a minute or more. */
const LIBREOFFICE_MS = 240_000;

const row = (id: string, values: Record<string, string>): GridRow => ({ id, values });

const cargoRows = [
  row('c1', {
    msku: 'MSKU-000123', sku: '0012345', product_id: '138400326137585057', product_name: '女装/童装 "套装", 3/4 袖', product_type: 'GTIN', gtin: '00012345678905',
    box_num: '2', single_box_num: '12', declare_num: '24', expected_arrival_time: '2024-11-12 08:00:00', value_added_service: '1', picture_url: 'https://img.example.com/a.png?x=1', product_desc: '=SUM(A1)',
  }),
  row('c2', {
    msku: '=HYPERLINK("http://x")', sku: '1-2', product_id: '1795522409972246', product_name: 'TRUE', product_type: 'UPC', gtin: '036000291452',
    box_num: '1', single_box_num: '1', declare_num: '1', expected_arrival_time: '2024-02-29 23:59:59', value_added_service: '0', picture_url: 'https://img.example.com/b.png', product_desc: "'quoted",
  }),
  row('c3', {
    msku: '+1', sku: '@sku', product_id: '894930744178', product_name: 'two\nlines', product_type: 'EAN', gtin: '4006381333931',
    box_num: '10', single_box_num: '100', declare_num: '1000', expected_arrival_time: '2025-01-01 00:00:00', value_added_service: '1', picture_url: 'https://img.example.com/c.png', product_desc: '-x',
  }),
];
const videoxRows = [
  row('v1', { msku_id: '138400326137585057', warehouse_id: '0012', quantity: '5' }),
  row('v2', { msku_id: '12.50', warehouse_id: '1E+5', quantity: '0' }),
  row('v3', { msku_id: '3/4', warehouse_id: '2024-11-12', quantity: '1200' }),
];
const PRICE_COLUMNS: GridColumn[] = [
  { id: 'code', field: 'msku_id', label: { en: 'Code', zh: '编码' }, kind: 'text' },
  { id: 'price', field: 'quantity', label: { en: 'Price', zh: '价格' }, kind: 'decimal' },
];
const priceRows = [
  row('p1', { code: 'A', price: '0.045' }),
  row('p2', { code: 'B', price: '1111.1111' }),
  row('p3', { code: 'C', price: '-3.25' }),
  row('p4', { code: 'D', price: '123456.789012' }),
];

interface Sheet {
  readonly name: string;
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRow[];
  readonly validator: GridValidator;
  readonly sheetName: { en: string; 'zh-CN': string };
}
const SHEETS: Sheet[] = [
  { name: 'cargo', columns: GOODS_COLUMNS, rows: cargoRows, validator: new GridValidator({ operation: 'cargoStorage', columns: GOODS_COLUMNS, locale: 'en', item: goodsItemSchema as z.ZodType }), sheetName: { en: 'Goods rows', 'zh-CN': '货品行' } },
  { name: 'videox', columns: VIDEOX_COLUMNS, rows: videoxRows, validator: new GridValidator({ operation: 'videoxStock', columns: VIDEOX_COLUMNS, locale: 'en', common: { store_id: '1' } }), sheetName: { en: 'videox stock rows', 'zh-CN': 'videox 库存行' } },
  { name: 'prices', columns: PRICE_COLUMNS, rows: priceRows, validator: new GridValidator({ operation: 'videoxStock', columns: PRICE_COLUMNS, locale: 'en', common: { store_id: '1' } }), sheetName: { en: 'Rows', 'zh-CN': '数据行' } },
];
const LOCALES = ['en', 'zh-CN'] as const;

/** A job's result as the journal gives it: items named by their ids, values sent, outcomes with reasons. */
const job: JobResult = {
  summary: {
    jobId: 'j-roundtrip', operation: 'videoxStock', label: 'round trip', labelMessage: null, state: 'finished', createdAt: '2024-11-12T08:00:00.000Z', finishedAt: '2024-11-12T08:00:05.000Z',
    error: null, reconcilable: false, damage: null, total: 3, pending: 0, succeeded: 1, failed: 1, unknown: 1, invalid: 0, missing: 0,
  },
  rows: [
    { key: 'r1', status: 'succeeded', reason: null, code: null, category: null, info: { queueId: '0012' }, requestId: 'req-1', sends: 1, resolvedBy: null, issues: null, item: '1795522409972246', sent: { quantity: '5' } },
    { key: 'r2', status: 'failed', reason: '=cmd|\' /C calc\'!A0', code: 'ITEM_FAILED', category: 'executed', info: null, requestId: 'req-1', sends: 1, resolvedBy: null, issues: null, item: '138400326137585057 · 0012', sent: { quantity: '0' } },
    { key: 'r3', status: 'unknown', reason: null, code: 'ITEM_NO_ENTRY', category: 'unknown-outcome', info: null, requestId: null, sends: 2, resolvedBy: 'reconcile', issues: null, item: '0012345', sent: { quantity: '1200' } },
  ],
};

let dir = '';
let log: string[] = [];
const conversions: Conversion[] = [];
const out = (name: string, variant: string, ext: 'xlsx' | 'csv') => join(dir, `${name}.${variant}.${ext}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-libreoffice-'));
  for (const s of SHEETS) {
    for (const locale of LOCALES) {
      const csv = join(dir, `${s.name}-${locale}.csv`);
      await writeFile(csv, rowsToCsv(s.columns, s.rows, locale));
      const xlsx = join(dir, `${s.name}-${locale}.xlsx`);
      await writeFile(xlsx, new Uint8Array(await (await rowsToXlsxBlob(s.columns, s.rows, locale, s.sheetName[locale])).arrayBuffer()));
      for (const detect of locale === 'en' ? [true, false] : [true]) {
        conversions.push({ input: csv, csvOptions: csvImport(locale, detect), outXlsx: out(`${s.name}-${locale}-csv`, `detect-${detect}`, 'xlsx'), outCsv: out(`${s.name}-${locale}-csv`, `detect-${detect}`, 'csv') });
      }
      conversions.push({ input: xlsx, outXlsx: out(`${s.name}-${locale}-xlsx`, 'resaved', 'xlsx'), outCsv: out(`${s.name}-${locale}-xlsx`, 'resaved', 'csv') });
    }
  }
  for (const locale of LOCALES) {
    const csv = join(dir, `activity-${locale}.csv`);
    await writeFile(csv, exportResult(job, 'csv', locale));
    conversions.push({ input: csv, csvOptions: csvImport(locale, true), outXlsx: out(`activity-${locale}`, 'resaved', 'xlsx'), outCsv: out(`activity-${locale}`, 'resaved', 'csv') });
  }
  log = await convertAll(dir, conversions, LIBREOFFICE_MS);
}, LIBREOFFICE_MS + 30_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

let n = 0;
const newId = () => `back-${++n}`;

/** Opsdesk's import of a file LibreOffice saved: the rows' values and the import's own errors. */
async function importBack(file: string, s: Sheet, locale: (typeof LOCALES)[number]) {
  const bytes = new Uint8Array(await readFile(file));
  const sheet = file.endsWith('.xlsx') ? readWorkbook(bytes, file)[0]! : readTextFile(bytes, file).sheets[0]!;
  // The one-pass scan the import uses reads LibreOffice's workbook as SheetJS does (xlsx-scan.ts).
  if (file.endsWith('.xlsx')) expect(scanWorkbook(bytes, inspectWorkbook(bytes, file).styles, { maxRows: Infinity, previewRows: 20 })?.[0]).toEqual(sheet);
  const result = sheetToRows(sheet.cells, s.columns, locale, newId, { identifiers: s.validator.identifiers, lossy: lossyCells(sheet) });
  return { values: result.rows.map((r) => r.values), errors: result.errors, mapped: result.mapping.columns.filter(Boolean).length, name: sheet.name };
}

/** A row's cells without the empty ones at its end (a workbook row stops at its last value). */
const trimmed = (row: readonly string[]) => {
  const out = [...row];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
};
/** What a CSV's cells read as once Opsdesk takes off what its export put on. */
const cellsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: true }).data.map((r) => trimmed(r.map(unprotectCell)));

describe('exports through LibreOffice and back', () => {
  it('LibreOffice opened and saved every file', () => {
    expect(SOFFICE, 'LibreOffice headless (libreoffice-calc-nogui) must be installed').not.toBeNull();
    expect(log.filter((l) => !l.startsWith('ok ')), log.join('\n')).toEqual([]);
    expect(log).toHaveLength(conversions.length);
  });

  for (const s of SHEETS) {
    for (const locale of LOCALES) {
      const variants = [...(locale === 'en' ? ['csv.detect-true', 'csv.detect-false'] : ['csv.detect-true']), 'xlsx.resaved'];
      for (const variant of variants) {
        for (const ext of ['xlsx', 'csv'] as const) {
          it(`${s.name}, ${locale}, exported as ${variant.split('.')[0]}${variant.includes('detect') ? ` (special numbers ${variant.endsWith('true') ? 'detected' : 'not detected'})` : ''}, saved by LibreOffice as ${ext}: every id, value and date as exported`, async () => {
            const [kind, how] = variant.split('.') as [string, string];
            const back = await importBack(out(`${s.name}-${locale}-${kind}`, how, ext), s, locale);
            expect(back.mapped).toBe(s.columns.length);
            expect(back.errors).toEqual([]);
            expect(back.values).toEqual(s.rows.map((r) => r.values));
            // A workbook Opsdesk wrote keeps its sheet name in the user's language.
            if (kind === 'xlsx' && ext === 'xlsx') expect(back.name).toBe(s.sheetName[locale]);
          });
        }
      }
    }
  }

  for (const locale of LOCALES) {
    it(`Activity's CSV (${locale}) opens exactly: LibreOffice's xlsx and CSV hold every cell as exported, ids as text`, async () => {
      const exported = cellsOf(exportResult(job, 'csv', locale));
      const resavedCsv = cellsOf(await readFile(out(`activity-${locale}`, 'resaved', 'csv'), 'utf8'));
      expect(resavedCsv).toEqual(exported);
      const [sheet] = readWorkbook(new Uint8Array(await readFile(out(`activity-${locale}`, 'resaved', 'xlsx'))), 'activity.xlsx');
      expect(sheet!.cells.map((r) => trimmed(r.map(unprotectCell)))).toEqual(exported);
      expect(lossyCells(sheet!).size).toBe(0);
      expect(exported[1]![0]).toBe('1795522409972246');
      expect(exported[0]![0]).toBe(locale === 'zh-CN' ? '项目' : 'Item');
    });
  }
});
