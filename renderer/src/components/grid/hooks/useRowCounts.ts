// Counts the toolbar and footer show: failed rows (from the screen's statuses) and changed cells.
import { useMemo, useState } from 'react';
import { DirtyCount } from '../model/dirty-count';
import type { GridColumn, GridRow, RowStatuses } from '../model/types';

export function useRowCounts(rows: readonly GridRow[], columns: readonly GridColumn[], statuses: RowStatuses | undefined) {
  const failedIds = useMemo(() => {
    // A screen's statuses made from its send plan list their refused rows already (grid-statuses.ts): a
    // 100,000-row job's statuses change with every chunk answered, and are not walked again here.
    if (statuses?.failedIds) return statuses.failedIds;
    const ids: string[] = [];
    if (statuses) for (const [id, s] of statuses) if (s.state === 'failed') ids.push(id);
    return ids;
  }, [statuses]);
  const [counter] = useState(() => new DirtyCount());
  const dirtyCount = useMemo(() => counter.count(rows, columns), [counter, rows, columns]);
  return { failedIds, dirtyCount };
}
