// Batch picking of the chosen lists through the one job lifecycle (useBulkJob): each list is one item (keyed
// by its id, named by its code; the code → id aliases let the vendor's refusals, named by code, find their
// row), confirmed with the lists named, followed on this screen with cancel, retry of refusals only with the
// user's word, export of failures. What was sent is kept in this screen's draft, so after navigation, a reload
// or a restart the outcomes come back from the journal and a picked list is never offered again. Each list's
// outcome is also written into the work queue (its result column).
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useActiveProfile } from '../../api/queries';
import { useDraft } from '../../components/drafts/useDraft';
import { jobDraft, toJobDraft, useBulkJob, type PlanItem, type SendPlan, jobLabel } from '../../components/job';
import { isPickable } from './components/status';
import type { DetailState } from './queries';
import type { PickOutcome, WorkQueue } from './work-queue';

export const PICKING_DRAFT = 'shipping-lists picking';
const pickingDraft = z.object({ job: jobDraft.nullable().catch(null) });
type PickingDraft = z.infer<typeof pickingDraft>;

export interface PickTarget {
  code: string;
  id: string;
  pickable: boolean;
}

/** The chosen lists whose detail is known (an id to send), in queue order. */
export function pickTargets(codes: readonly string[], states: ReadonlyMap<string, DetailState>): PickTarget[] {
  return codes.flatMap((code) => {
    const s = states.get(code);
    if (s?.kind !== 'found' || !s.detail.id) return [];
    return [{ code, id: s.detail.id, pickable: isPickable(s.detail) }];
  });
}

/** Each settled list's outcome by code, for the work queue's result column. */
export function queueOutcomes(items: readonly PlanItem[], plan: SendPlan): Map<string, PickOutcome> {
  const out = new Map<string, PickOutcome>();
  for (const i of items) {
    const p = plan.items.get(i.id);
    const code = i.values.code;
    if (!p || !code) continue;
    if (p.state === 'succeeded' || p.state === 'unknown') out.set(code, { status: p.state, reason: p.reason ?? null, code: p.code ?? null });
    else if (p.state === 'failed') out.set(code, { status: 'failed', reason: p.reason ?? null, code: p.code ?? null });
  }
  return out;
}

export function usePicking(queue: WorkQueue, chosen: readonly PickTarget[]) {
  const intl = useIntl();
  const profile = useActiveProfile();
  const items = useMemo<PlanItem[]>(() => chosen.map((t) => ({ id: t.id, values: { code: t.code } })), [chosen]);
  const notPickable = useRef(0);
  const bulk = useBulkJob({
    operation: 'picking',
    items,
    keepSent: true,
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
  const { restore } = bulk;
  const content = useMemo<PickingDraft>(() => ({ job: toJobDraft(bulk.state) }), [bulk.state]);
  const draft = useDraft(PICKING_DRAFT, 'picking', content, pickingDraft, (d) => {
    if (d.job) restore(d.job);
  }, { job: bulk });

  // The queue's result column follows the journal's outcomes (written only when they change).
  const outcomes = useMemo(() => queueOutcomes(bulk.items, bulk.plan), [bulk.items, bulk.plan]);
  const written = useRef('');
  const { recordPicks } = queue;
  useEffect(() => {
    if (!queue.ready || outcomes.size === 0) return;
    const sig = JSON.stringify([...outcomes]);
    if (sig === written.current) return;
    written.current = sig;
    recordPicks(outcomes);
  }, [outcomes, queue.ready, recordPicks]);

  const offered = useMemo(() => new Set(bulk.toSend.map((i) => i.id)), [bulk.toSend]);
  /** The chosen lists that would go out now (picked, unknown or running ones are not offered). */
  const offeredTargets = chosen.filter((t) => offered.has(t.id));
  /** The lists the last job picked: the sheet the picker needs next. */
  const lastJob = bulk.state.lastJob;
  const justPicked = bulk.items
    .filter((i) => lastJob !== null && bulk.state.sent[i.id]?.jobs.includes(lastJob) && bulk.plan.items.get(i.id)?.state === 'succeeded')
    .map((i) => i.values.code ?? i.id);

  /** Resolves true once the job has started (false: nothing offered, or the user said no). */
  const pick = async (): Promise<boolean> => {
    notPickable.current = offeredTargets.filter((t) => !t.pickable).length;
    return bulk.send(offeredTargets.map((t) => t.id));
  };

  return { bulk, draft, pick, offeredTargets, justPicked };
}
