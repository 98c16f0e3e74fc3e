// The send plan as the grid's status column, and the failed rows as a CSV with the columns' own labels.
import type { IntlShape } from 'react-intl';
import type { ItemState, SendPlan } from '../../../jobs/send-plan';
import { rowsToCsv } from '../import/csv';
import { downloadBlob } from '../import/read-file';
import type { GridColumn, GridRow, RowState, RowStatus } from '../model/types';
import { rowReasonText } from '../../../i18n/row-reason-text';

const GRID_STATE: Record<ItemState, RowState> = {
  new: 'draft',
  loading: 'queued',
  queued: 'queued',
  sending: 'sending',
  succeeded: 'succeeded',
  failed: 'failed',
  unknown: 'unknown',
  pending: 'pending',
  changed: 'changed',
};

/**
 * Each row's status from the plan. A whole-body screen (cargo) has one planned item for all its rows
 * (`wholeKey`): every row shows that item's state.
 */
export function statusesOf(plan: SendPlan, intl: IntlShape, rowIds?: { wholeKey: string; rows: readonly string[] }): ReadonlyMap<string, RowStatus> {
  const map = new Map<string, RowStatus>();
  for (const [id, item] of plan.items) {
    if (item.state === 'new' && item.sentState === undefined) continue;
    // An edited refusal stays listed with the failures (its new values go out with the next send).
    const refusedThenEdited = item.state === 'new' && item.sentState === 'failed';
    // A row a stopped job left unsent, and a row applied before by another row: what they are now is a draft.
    if (item.state === 'new' && !refusedThenEdited) continue;
    const state = refusedThenEdited ? 'failed' : GRID_STATE[item.state];
    const reason = state !== 'failed' && state !== 'unknown' ? null : rowReasonText(intl, item.code ?? null, item.reason ?? null);
    const status = reason ? { state, reason } : { state };
    if (rowIds && id === rowIds.wholeKey) for (const r of rowIds.rows) map.set(r, status);
    else map.set(id, status);
  }
  return map;
}

export function exportFailedRows(columns: readonly GridColumn[], failed: readonly GridRow[], statuses: ReadonlyMap<string, RowStatus>, name: string, intl: IntlShape): void {
  const reasonCol: GridColumn = { id: '__reason', field: '__reason', label: { en: 'Reason', zh: '原因' }, kind: 'text' };
  const withReason = failed.map((r) => ({ id: r.id, values: { ...r.values, __reason: statuses.get(r.id)?.reason ?? '' } }));
  const csv = rowsToCsv([...columns, reasonCol], withReason, intl.locale);
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}-${intl.formatMessage({ id: 'bulk.send.failedExport' })}.csv`);
}
