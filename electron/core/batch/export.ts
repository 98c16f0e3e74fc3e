// A job's result table as a file the user keeps: CSV for a spreadsheet, JSON for tools.
import { csvField } from '../../../shared/csv/csv-field';
import { stringifyJson } from '../../../shared/json/lossless';
import type { JobResult, RowResult } from '../job/types';

export type ExportFormat = 'csv' | 'json';

const COLUMNS = ['key', 'status', 'reason', 'code', 'category', 'requestId', 'sends', 'resolvedBy', 'info'] as const;

function rowCells(r: RowResult): string[] {
  const info = r.info ? Object.entries(r.info).map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return [r.key, r.status, r.reason ?? '', r.code ?? '', r.category ?? '', r.requestId ?? '', String(r.sends), r.resolvedBy ?? '', info];
}

export function exportResult(result: JobResult, format: ExportFormat): string {
  if (format === 'json') return stringifyJson({ summary: result.summary, rows: result.rows });
  const lines = [COLUMNS.join(',')];
  for (const r of result.rows) lines.push(rowCells(r).map((cell) => csvField(cell)).join(','));
  // BOM: Excel reads UTF-8 (Chinese reasons) correctly only with it.
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
