// Counts the toolbar and footer show: failed rows (from the screen's statuses) and changed cells.
import { useMemo } from 'react';
import { isDirty, type GridColumn, type GridRow, type RowStatus } from '../model/types';

export function useRowCounts(rows: readonly GridRow[], columns: readonly GridColumn[], statuses: ReadonlyMap<string, RowStatus> | undefined) {
  const failedIds = useMemo(() => {
    // One pass, no copy: a 100,000-row job's statuses change with every chunk answered.
    const ids: string[] = [];
    if (statuses) for (const [id, s] of statuses) if (s.state === 'failed') ids.push(id);
    return ids;
  }, [statuses]);
  const dirtyCount = useMemo(() => {
    let n = 0;
    for (const r of rows) {
      // Rows as loaded share their values object with `original`: nothing to compare.
      if (r.original === r.values) continue;
      for (const c of columns) if (isDirty(r, c.id)) n++;
    }
    return n;
  }, [rows, columns]);
  return { failedIds, dirtyCount };
}
