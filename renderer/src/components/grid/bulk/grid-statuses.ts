// The send plan as the grid's status column, and the failed rows as a CSV with the columns' own labels.
import type { IntlShape } from 'react-intl';
import type { ItemState, PlannedItem, SendPlan } from '../../../jobs/send-plan';
import { rowsToCsv } from '../import/csv';
import { downloadBlob } from '../import/read-file';
import type { GridColumn, GridRow, RowState, RowStatus } from '../model/types';
import { reasonLine, reasonParts } from '../../../i18n/reason';

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

/** A planned item's status, kept per locale: a plan reuses the item of every row whose judgement did not change. */
const statusCache = new WeakMap<IntlShape, WeakMap<PlannedItem, RowStatus | null>>();

function statusOf(item: PlannedItem, intl: IntlShape, reasons: Map<string, { reason: string | null; asItCame: string | undefined }>): RowStatus | null {
  if (item.state === 'new' && item.sentState === undefined) return null;
  // An edited refusal stays listed with the failures (its new values go out with the next send).
  const refusedThenEdited = item.state === 'new' && item.sentState === 'failed';
  // A row a stopped job left unsent, and a row applied before by another row: what they are now is a draft.
  if (item.state === 'new' && !refusedThenEdited) return null;
  const state = refusedThenEdited ? 'failed' : GRID_STATE[item.state];
  if (state !== 'failed' && state !== 'unknown') return { state };
  // Many rows share a refusal (a whole sheet of unknown ids): its words are made once.
  const key = `${item.code ?? ''}\u0000${item.reason ?? ''}`;
  let said = reasons.get(key);
  if (!said) {
    const parts = reasonParts(intl, item.code ?? null, item.reason ?? null);
    said = { reason: reasonLine(intl, parts), asItCame: parts.details.find((d) => d.label === 'reason.details.vendorWords')?.value };
    reasons.set(key, said);
  }
  return said.reason ? { state, reason: said.reason, ...(said.asItCame ? { asItCame: said.asItCame } : {}) } : { state };
}

/**
 * Each row's status from the plan. A whole-body screen (cargo) has one planned item for all its rows
 * (`wholeKey`): every row shows that item's state.
 */
export function statusesOf(plan: SendPlan, intl: IntlShape, rowIds?: { wholeKey: string; rows: readonly string[] }): ReadonlyMap<string, RowStatus> {
  let cache = statusCache.get(intl);
  if (!cache) statusCache.set(intl, (cache = new WeakMap()));
  const reasons = new Map<string, { reason: string | null; asItCame: string | undefined }>();
  const map = new Map<string, RowStatus>();
  for (const [id, item] of plan.items) {
    let status = cache.get(item);
    if (status === undefined) {
      status = statusOf(item, intl, reasons);
      cache.set(item, status);
    }
    if (status === null) continue;
    if (rowIds && id === rowIds.wholeKey) for (const r of rowIds.rows) map.set(r, status);
    else map.set(id, status);
  }
  return map;
}

export function exportFailedRows(columns: readonly GridColumn[], failed: readonly GridRow[], statuses: ReadonlyMap<string, RowStatus>, name: string, intl: IntlShape): void {
  const reasonCol: GridColumn = { id: '__reason', field: '__reason', label: { en: 'Reason', zh: '原因' }, kind: 'text' };
  // The service's own words travel with the file, though the screen leaves them out: the file may go to its support.
  const vendorCol: GridColumn = { id: '__vendor', field: '__vendor', label: { en: 'The service said', zh: '服务原文' }, kind: 'text' };
  const withReason = failed.map((r) => {
    const status = statuses.get(r.id);
    return { id: r.id, values: { ...r.values, __reason: status?.reason ?? '', __vendor: status?.asItCame ?? '' } };
  });
  const csv = rowsToCsv([...columns, reasonCol, vendorCol], withReason, intl.locale);
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}-${intl.formatMessage({ id: 'bulk.send.failedExport' })}.csv`);
}
