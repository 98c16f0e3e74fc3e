// The import's workbook read on its own, under Node (the core's sync reads this way; the grid's worker runs the
// same code): a 50,000-row videox stock sheet written by SheetJS and the same sheet saved by LibreOffice, read by
// the one-pass scan the import uses (shared/sheets/read-sheet.ts) and by SheetJS alone (xlsx-read.ts, the reader
// before it), interleaved in one run. The goal is the browser's whole read (≤ 2 s calm); the ratio says what the
// scan saves against SheetJS on the same machine at the same moment.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { readSheetBytes } from '../../shared/sheets/read-sheet';
import { IMPORT_LIMITS, sheetRowsFor } from '../../shared/sheets/sheet-files';
import { readWorkbook } from '../../shared/sheets/xlsx-read';
import type { BenchFigure } from './figure';

const ROWS = 50_000;
const RUNS = 5;
const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p)) ?? null;

function stock(): unknown[][] {
  const data: unknown[][] = [['MSKU ID', '仓库', '可用库存', '备注']];
  for (let i = 0; i < ROWS; i++) data.push([`MSKU-${String(i + 1).padStart(6, '0')}`, i % 3 === 0 ? 'WH-1' : '', i % 500, i % 10 === 0 ? `盘点 ${i}` : '']);
  return data;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(): Promise<BenchFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-sheet-read-bench-'));
  try {
    const data = stock();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), '库存');
    const files: Array<{ label: string; bytes: Uint8Array }> = [{ label: 'written by SheetJS', bytes: new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer) }];
    if (SOFFICE) {
      await writeFile(join(dir, 'stock.csv'), data.map((r) => r.join(',')).join('\n'));
      execFileSync(SOFFICE, ['--headless', `-env:UserInstallation=file://${join(dir, 'profile')}`, '--convert-to', 'xlsx', '--outdir', dir, join(dir, 'stock.csv')], { stdio: 'ignore', timeout: 180_000 });
      files.push({ label: 'saved by LibreOffice', bytes: new Uint8Array(await readFile(join(dir, 'stock.xlsx'))) });
    }
    const limits = { maxRows: sheetRowsFor(IMPORT_LIMITS.maxRows), previewRows: 20 };
    const figures: BenchFigure[] = [];
    for (const { label, bytes } of files) {
      const scan: number[] = [];
      const sheetjs: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        let t = performance.now();
        rows = readSheetBytes(bytes, 'stock.xlsx', 'workbook', limits).sheets[0]!.cells.length;
        scan.push(performance.now() - t);
        t = performance.now();
        readWorkbook(bytes, 'stock.xlsx', limits);
        sheetjs.push(performance.now() - t);
      }
      const s = median(scan);
      const j = median(sheetjs);
      figures.push({
        name: `sheets: read a ${ROWS.toLocaleString('en')}-row XLSX ${label} (${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${rows.toLocaleString('en')} rows) under Node, median of ${RUNS}: the import's scan (SheetJS alone ${j.toFixed(0)} ms, ${(j / s).toFixed(1)}× the scan)`,
        value: Math.round(s),
        unit: 'ms',
        goal: '≤ 2000 ms',
        ok: rows === ROWS + 1 && s <= 2000,
      });
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
