// Rows as typed: their ids and values, not their originals. A running job's push gives the rows it names their
// sent originals (new row objects, the same values): everything that depends on what was typed alone (the
// validation, the items, the draft, the export) keeps the rows it had instead of walking 100,000 rows again.
import type { GridRow } from './types';

/** Whether `b` holds the same rows as `a` in the same order, each with the same id and values object. */
export function sameTypedRows(a: readonly GridRow[], b: readonly GridRow[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as GridRow;
    const y = b[i] as GridRow;
    if (x !== y && (x.id !== y.id || x.values !== y.values)) return false;
  }
  return true;
}
