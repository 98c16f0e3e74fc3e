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

type Reasons = Map<string, { reason: string | null; asItCame: string | undefined }>;

/**
 * The grid's statuses as a view over the plan: a row's status is made when it is asked for (the rows in view, a
 * filter) and kept per planned item, so a push of a running job costs the rows it names, not a 100,000-entry Map
 * made at every push. The refused rows are the plan's own list (`shownFailed`), made in its one pass.
 */
class PlanStatuses implements ReadonlyMap<string, RowStatus> {
  private readonly reasons: Reasons = new Map();
  private counted: number | null = null;

  constructor(
    private readonly plan: SendPlan,
    private readonly intl: IntlShape,
    private readonly cache: WeakMap<PlannedItem, RowStatus | null>,
  ) {}

  /** The rows shown as refused, in item order. */
  get failedIds(): readonly string[] {
    return this.plan.shownFailed;
  }

  private statusOfItem(item: PlannedItem): RowStatus | null {
    let status = this.cache.get(item);
    if (status === undefined) {
      status = statusOf(item, this.intl, this.reasons);
      this.cache.set(item, status);
    }
    return status;
  }

  get(id: string): RowStatus | undefined {
    const item = this.plan.items.get(id);
    return (item && this.statusOfItem(item)) ?? undefined;
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** Counted once per plan, when asked (an import's "rows sent" line), never at each push. */
  get size(): number {
    if (this.counted === null) {
      let n = 0;
      for (const item of this.plan.items.values()) if (this.statusOfItem(item) !== null) n++;
      this.counted = n;
    }
    return this.counted;
  }

  forEach(fn: (value: RowStatus, key: string, map: ReadonlyMap<string, RowStatus>) => void): void {
    for (const [k, v] of this.entries()) fn(v, k, this);
  }

  *entries(): MapIterator<[string, RowStatus]> {
    for (const [id, item] of this.plan.items) {
      const status = this.statusOfItem(item);
      if (status !== null) yield [id, status];
    }
  }

  *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<RowStatus> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): MapIterator<[string, RowStatus]> {
    return this.entries();
  }
}

/** A grid's statuses, with the rows shown as refused (the footer's count, "Retry failed", the failures' export). */
export type GridStatuses = ReadonlyMap<string, RowStatus> & { readonly failedIds: readonly string[] };

/**
 * Each row's status from the plan. A whole-body screen (cargo) has one planned item for all its rows
 * (`wholeKey`): every row shows that item's state.
 */
export function statusesOf(plan: SendPlan, intl: IntlShape, rowIds?: { wholeKey: string; rows: readonly string[] }): GridStatuses {
  let cache = statusCache.get(intl);
  if (!cache) statusCache.set(intl, (cache = new WeakMap()));
  if (!rowIds) return new PlanStatuses(plan, intl, cache);
  // One item for every row: a Map of the screen's rows (a cargo form's goods, a few hundred at most).
  const item = plan.items.get(rowIds.wholeKey);
  const status = item ? new PlanStatuses(plan, intl, cache).get(rowIds.wholeKey) : undefined;
  const map = new Map<string, RowStatus>(status ? rowIds.rows.map((r) => [r, status]) : []);
  return Object.assign(map, { failedIds: status?.state === 'failed' ? rowIds.rows : [] });
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
