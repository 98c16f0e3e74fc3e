// The per-id outcome of a pasted un-pairing, for the id grid's status column: job rows are keyed by the id
// sent, grid rows by their own id.
import type { JobRow } from '../../../../shared/ipc';
import type { RowState, RowStatus } from '../../components/grid/model/types';
import type { UnpairItem } from './unpair';

const STATE: Record<JobRow['status'], RowState> = { succeeded: 'succeeded', failed: 'failed', invalid: 'failed', unknown: 'unknown', pending: 'sending' };

export function pastedStatuses(items: readonly UnpairItem[], rows: readonly JobRow[]): Map<string, RowStatus> {
  const byId = new Map(rows.map((r) => [r.key, r]));
  const out = new Map<string, RowStatus>();
  for (const item of items) {
    const row = byId.get(item.id);
    if (!row) continue;
    out.set(item.rowId, row.reason ? { state: STATE[row.status], reason: row.reason } : { state: STATE[row.status] });
  }
  return out;
}
