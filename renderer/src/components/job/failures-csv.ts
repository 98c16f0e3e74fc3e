// The failed items of a send as CSV (every value as text, then the vendor's code and reason), for screens
// without a grid of their own; grid screens export with their column labels (BulkEditor).
import type { GridColumn, GridRow } from '../grid/model/types';
import { rowsToCsv } from '../grid/import/csv';
import type { PlanItem, PlannedItem } from '../../jobs/send-plan';

export function failuresCsv(items: readonly PlanItem[], planned: ReadonlyMap<string, PlannedItem>, locale = 'en'): string {
  const keys = [...new Set(items.flatMap((i) => Object.keys(i.values)))];
  const columns: GridColumn[] = [...keys, 'code', 'reason'].map((k) => ({ id: `c:${k}`, field: k, label: { en: k, zh: k }, kind: 'text' }));
  const rows: GridRow[] = items.map((i) => {
    const p = planned.get(i.id);
    const values: Record<string, string> = {};
    for (const k of keys) values[`c:${k}`] = i.values[k] ?? '';
    values['c:code'] = p?.code ?? '';
    values['c:reason'] = p?.reason ?? '';
    return { id: i.id, values };
  });
  return rowsToCsv(columns, rows, locale);
}
