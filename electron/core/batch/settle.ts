// Settling unknown rows: by a reconciliation read (picking, un-pairing), or by the user's decision. Either way
// a `resolve` record is made durable before the rows change.
import type { RowOutcome } from '../job/row-outcome';
import type { JobJournalWriter, JournalSpan } from '../journal/writer';
import { reconcilerFor, type OperationCaller } from '../reconcile';
import type { JobModel } from '../job/job-model';
import type { ReconcileReport } from '../job/types';

export async function reconcileUnknown(model: JobModel, client: OperationCaller, writer: JobJournalWriter, now: () => number): Promise<ReconcileReport> {
  const report: ReconcileReport = { jobId: model.jobId, checked: 0, applied: 0, notApplied: 0, stillUnknown: 0 };
  const reconciler = reconcilerFor(model.meta.operation);
  const unknown = [...model.rows.values()].filter((r) => r.status === 'unknown' && r.itemKey !== null);
  if (!reconciler || unknown.length === 0) return { ...report, stillUnknown: model.countsNow().unknown };
  const verdicts = await reconciler(client, {
    common: model.meta.common,
    context: model.meta.context,
    rows: unknown.map((r) => ({ key: r.key, itemKey: r.itemKey as string })),
  });
  const rows: RowOutcome[] = verdicts.map((v) => ({
    key: v.key,
    status: v.applied === true ? 'succeeded' : v.applied === false ? 'pending' : 'unknown',
    reason: v.reason,
    code: v.applied === null ? 'UNRESOLVED' : null,
    category: v.applied === null ? 'unknown-outcome' : null,
    info: null,
    requestId: null,
  }));
  await writer.durable({ t: 'resolve', at: new Date(now()).toISOString(), by: 'reconcile', rows });
  for (const o of rows) model.apply(o, 'reconcile');
  for (const v of verdicts) {
    report.checked++;
    if (v.applied === true) report.applied++;
    else if (v.applied === false) report.notApplied++;
  }
  // Every row still unknown, including any no read could be asked about.
  report.stillUnknown = model.countsNow().unknown;
  return report;
}

/**
 * The user's word on unknown rows: applied → succeeded, not applied → pending (sent on resume). Rows that are not
 * unknown are left alone. However many rows, the decisions are one `resolve` record made durable by one sync before
 * any row changes: a crash before it leaves every row unknown, after it every row decided (a torn line is unreadable,
 * never half a decision). `span` says where that record went (null: nothing was decided).
 */
export async function decideUnknown(
  model: JobModel,
  decisions: ReadonlyArray<{ key: string; applied: boolean }>,
  writer: JobJournalWriter,
  now: () => number,
): Promise<{ report: ReconcileReport; span: JournalSpan | null }> {
  const rows: RowOutcome[] = [];
  const decided = new Set<string>();
  for (const { key, applied } of decisions) {
    if (decided.has(key) || model.rows.get(key)?.status !== 'unknown') continue;
    decided.add(key);
    rows.push({
      key,
      status: applied ? 'succeeded' : 'pending',
      reason: applied ? 'marked as applied by the user' : 'marked as not applied by the user',
      code: null,
      category: null,
      info: null,
      requestId: null,
    });
  }
  let span: JournalSpan | null = null;
  if (rows.length > 0) {
    span = await writer.durableAt({ t: 'resolve', at: new Date(now()).toISOString(), by: 'user', rows });
    for (const o of rows) model.apply(o, 'user');
  }
  const applied = rows.filter((r) => r.status === 'succeeded').length;
  return { report: { jobId: model.jobId, checked: rows.length, applied, notApplied: rows.length - applied, stillUnknown: model.countsNow().unknown }, span };
}
