// Batch picking of the chosen lists: confirm with the count, start the `picking` job (rows keyed by list id,
// the code → id aliases so the vendor's failures, named by code, find their row), then write each list's
// outcome into the work queue once the job has finished. The details refresh by themselves: a finished job
// invalidates every vendor read (api/events.ts).
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isJobLive } from '../../api/job-live';
import { useActiveProfile } from '../../api/queries';
import { useStartJob } from '../../api/mutations';
import { useConfirm } from '../../components/ConfirmDialog';
import type { PickRun } from './components/PickResults';
import { usePickJob } from './components/PickResults';
import { isPickable } from './components/status';
import type { DetailState } from './queries';
import type { PickOutcome, WorkQueue } from './work-queue';

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

export function usePicking(queue: WorkQueue) {
  const intl = useIntl();
  const confirm = useConfirm();
  const profile = useActiveProfile();
  const start = useStartJob('picking');
  const [run, setRun] = useState<PickRun | null>(null);
  const job = usePickJob(run);
  const recorded = useRef<string | null>(null);

  const finished = job.data && !isJobLive(job.data.job) ? job.data : null;
  useEffect(() => {
    if (!run || !finished || recorded.current === run.jobId || finished.job.jobId !== run.jobId) return;
    recorded.current = run.jobId;
    const outcomes = new Map<string, PickOutcome>();
    for (const r of finished.rows) {
      const code = run.codeByKey[r.key];
      if (code && r.status !== 'pending') outcomes.set(code, { status: r.status, reason: r.reason, code: r.code });
    }
    queue.recordPicks(outcomes);
  }, [run, finished, queue]);

  /** Resolves true once the job has started (false: nothing chosen, or the user said no). */
  const pick = async (targets: PickTarget[]): Promise<boolean> => {
    if (targets.length === 0) return false;
    const refused = targets.filter((t) => !t.pickable).length;
    const yes = await confirm({
      title: intl.formatMessage({ id: 'shippingLists.pick.confirmTitle' }),
      count: targets.length,
      target: profile?.name ?? '',
      body: refused > 0 ? intl.formatMessage({ id: 'shippingLists.pick.confirmRefused' }, { count: refused }) : undefined,
      confirmLabel: intl.formatMessage({ id: 'shippingLists.pick.go' }, { count: targets.length }),
    });
    if (!yes) return false;
    const codeByKey = Object.fromEntries(targets.map((t) => [t.id, t.code]));
    const summary = await start.mutateAsync({
      rows: targets.map((t) => ({ key: t.id, input: t.id })),
      // The vendor names refusals by code; the row is keyed by id.
      context: { aliases: Object.fromEntries(targets.map((t) => [t.code, t.id])) },
      label: intl.formatMessage({ id: 'shippingLists.pick.jobLabel' }, { count: targets.length }),
    });
    setRun({ jobId: summary.jobId, codeByKey });
    return true;
  };

  return { pick, run, starting: start.isPending, startError: start.error };
}
