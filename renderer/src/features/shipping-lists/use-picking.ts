// Batch picking through the one job lifecycle (useBulkJob): every list of the work queue whose detail is known is
// one item (keyed by its id, named by its code; the code → id aliases let the vendor's refusals, named by code,
// find their row), so the ledger of what was sent tells each one's state, and the queue's result column follows
// it. The chosen lists are confirmed with their codes, followed on this screen with cancel, retried only with the
// user's word. The draft keeps the jobs of the last send; what was sent is the ledger's, so a picked list is
// never offered again, from this tab or another, after navigation, a reload or a restart.
import { useMemo, useRef } from 'react';
import type { JobRow } from '../../../../shared/ipc';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useActiveProfile } from '../../api/queries';
import { jobRecord, useBulkJob, type IdentifiedItem, type SendPlan, jobLabel } from '../../components/job';
import { useDraft } from '../../drafts/use-draft';
import { identityOf } from '../../ledger/identity';
import { isPickable } from './components/status';
import type { DetailState } from './queries';
import type { PickOutcome } from './work-queue';

export const PICKING_DRAFT = 'shipping-lists picking';
const pickingDraft = z.object({ job: jobRecord.nullable().catch(null) });
type PickingDraft = z.infer<typeof pickingDraft>;

export interface PickTarget {
  code: string;
  id: string;
  pickable: boolean;
}

/** The lists whose detail is known (an id to send), in queue order. */
export function pickTargets(codes: readonly string[], states: ReadonlyMap<string, DetailState>): PickTarget[] {
  return codes.flatMap((code) => {
    const s = states.get(code);
    if (s?.kind !== 'found' || !s.detail.id) return [];
    return [{ code, id: s.detail.id, pickable: isPickable(s.detail) }];
  });
}

/** Each settled list's outcome by code, for the work queue's result column. */
export function queueOutcomes(items: readonly IdentifiedItem[], plan: SendPlan): Map<string, PickOutcome> {
  const out = new Map<string, PickOutcome>();
  for (const i of items) {
    const p = plan.items.get(i.id);
    const code = i.values.code;
    if (!p || !code) continue;
    if (p.state === 'succeeded' || p.state === 'unknown' || p.state === 'failed') out.set(code, { status: p.state, reason: p.reason ?? null, code: p.code ?? null });
  }
  return out;
}

/** Names a result row by its list's code, as far as the queue knows the list's id (null: the journal's name). */
export function resultNamer(queued: readonly PickTarget[]): (row: JobRow) => string | null {
  const codeById = new Map(queued.map((t) => [t.id, t.code]));
  return (row) => codeById.get(row.key) ?? null;
}

/** `queued`: every list of the queue with a known id; `chosen`: the ones ticked. */
export function usePicking(queued: readonly PickTarget[], chosen: readonly PickTarget[]) {
  const intl = useIntl();
  const profile = useActiveProfile();
  const items = useMemo<IdentifiedItem[]>(() => queued.map((t) => ({ id: t.id, values: { code: t.code }, identity: identityOf('picking', null, t.id) })), [queued]);
  const notPickable = useRef(0);
  const bulk = useBulkJob({
    operation: 'picking',
    items,
    inputOf: (i) => i.id,
    // The vendor names refusals by code; the row is keyed by id.
    context: { aliases: Object.fromEntries(chosen.map((t) => [t.code, t.id])) },
    label: jobLabel('shippingLists.pick.jobLabel', { count: chosen.length }),
    target: profile?.name ?? '',
    describe: (i) => i.values.code ?? i.id,
    exportName: 'picking',
    confirmText: (sending) => ({
      title: intl.formatMessage({ id: 'shippingLists.pick.confirmTitle' }),
      body: notPickable.current > 0 ? intl.formatMessage({ id: 'shippingLists.pick.confirmRefused' }, { count: notPickable.current }) : undefined,
      confirmLabel: intl.formatMessage({ id: 'shippingLists.pick.go' }, { count: sending.length }),
    }),
  });
  const { restore, record } = bulk;
  const content = useMemo<PickingDraft>(() => ({ job: record }), [record]);
  const draft = useDraft(PICKING_DRAFT, 'picking', content, pickingDraft, (d) => {
    if (d.job) restore(d.job);
  }, { job: bulk });

  // The queue's result column follows the ledger.
  const outcomes = useMemo(() => queueOutcomes(items, bulk.plan), [items, bulk.plan]);

  const offered = useMemo(() => new Set(bulk.toSend.map((i) => i.id)), [bulk.toSend]);
  /** The chosen lists that would go out now (picked, unknown or on their way are not offered). */
  const offeredTargets = chosen.filter((t) => offered.has(t.id));
  /** The lists the last send picked: the sheet the picker needs next. */
  const last = new Set(record.last);
  const justPicked = items
    .filter((i) => {
      const p = bulk.plan.items.get(i.id);
      return p?.state === 'succeeded' && p.jobId !== undefined && last.has(p.jobId);
    })
    .map((i) => i.values.code ?? i.id);

  /** Resolves true once the job has started (false: nothing offered, or the user said no). */
  const pick = async (): Promise<boolean> => {
    notPickable.current = offeredTargets.filter((t) => !t.pickable).length;
    return bulk.send(offeredTargets.map((t) => t.id));
  };

  /** The results table names a list by its code, as the queue does (the journal names it by code and id). A
   * new function whenever the queue learns an id, so rows read before a list's detail arrived are named again. */
  const nameOf = useMemo(() => resultNamer(queued), [queued]);

  return { bulk, draft, pick, offeredTargets, justPicked, outcomes, nameOf };
}
