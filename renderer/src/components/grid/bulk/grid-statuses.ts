// The send plan as the grid's status column, and the failed rows as a CSV with the columns' own labels.
import type { IntlShape } from 'react-intl';
import type { ItemState, SendPlan } from '../../job/send-plan';
import { COMMON_ID } from '../../job/useBulkJob';
import { rowsToCsv } from '../import/csv';
import { downloadBlob } from '../import/read-file';
import type { GridColumn, GridRow, RowState, RowStatus } from '../model/types';
import { formatIssue } from '../../../i18n/issue-messages';
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

export function statusesOf(plan: SendPlan, intl: IntlShape): ReadonlyMap<string, RowStatus> {
  const map = new Map<string, RowStatus>();
  for (const [id, item] of plan.items) {
    if (id === COMMON_ID) continue;
    if (item.state === 'new' && item.sentState === undefined) continue;
    // An edited refusal stays listed with the failures (Retry sends its new values as a new job).
    const refusedThenEdited = item.state === 'new' && (item.sentState === 'failed' || item.sentState === 'invalid');
    const state = refusedThenEdited ? 'failed' : GRID_STATE[item.state];
    const reason =
      state !== 'failed' && state !== 'unknown'
        ? null
        : item.issues && item.issues.length > 0
          ? item.issues.map((i) => `${i.path} ${formatIssue(intl, i)}`).join('; ')
          : rowReasonText(intl, item.code ?? null, item.reason ?? null);
    map.set(id, reason ? { state, reason } : { state });
  }
  return map;
}

export function exportFailedRows(columns: readonly GridColumn[], failed: readonly GridRow[], statuses: ReadonlyMap<string, RowStatus>, name: string, intl: IntlShape): void {
  const reasonCol: GridColumn = { id: '__reason', field: '__reason', label: { en: 'Reason', zh: '原因' }, kind: 'text' };
  const withReason = failed.map((r) => ({ id: r.id, values: { ...r.values, __reason: statuses.get(r.id)?.reason ?? '' } }));
  const csv = rowsToCsv([...columns, reasonCol], withReason, intl.locale);
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}-${intl.formatMessage({ id: 'bulk.send.failedExport' })}.csv`);
}
