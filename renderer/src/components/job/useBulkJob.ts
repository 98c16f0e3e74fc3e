// One job lifecycle for every write screen: start with confirmation, follow on the screen that sent it
// (progress, rate, time left, cancel), results in place, retry of failures, export of failures. What may be
// sent is decided by the send plan (send-plan.ts) from the items, the ledger of what was sent (kept in the
// screen's draft through `state` / `restore`) and the journal's outcomes; how a job is recorded and started is
// useJobStarts.ts, and what a screen passes and gets back is bulk-job.ts.
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { isJobLive } from '../../api/job-live';
import { useJobProgress } from '../../api/queries';
import { useBridge } from '../../bridge/context';
import { useConfirm } from '../ConfirmDialog';
import { downloadBlob } from '../grid/import/read-file';
import { COMMON_ID, type BulkJob, type BulkJobOptions } from './bulk-job';
import { failuresCsv } from './failures-csv';
import { EMPTY_JOB_STATE, type BulkJobState } from './job-state';
import { ledgerJobs, planSend, type PlanItem } from './send-plan';
import { aggregateJobs } from './send-progress';
import { useJobOutcomes, type JobDetail } from './useJobOutcomes';
import { useJobStarts } from './useJobStarts';

export { COMMON_ID, type BulkJob, type BulkJobOptions } from './bulk-job';

const defaultDescribe = (item: PlanItem) => Object.values(item.values).filter((v) => v !== '').join(' · ');

export function useBulkJob(o: BulkJobOptions): BulkJob {
  const intl = useIntl();
  const bridge = useBridge();
  const confirm = useConfirm();
  const [state, setState] = useState<BulkJobState>(EMPTY_JOB_STATE);
  const [error, setError] = useState<unknown>(null);
  // Identities sent before stay planned with their sent values; the screen's items add the rest.
  const screenItems = useMemo<readonly PlanItem[]>(() => {
    if (!o.keepSent) return o.items;
    const sent = Object.entries(state.sent).map(([id, e]) => ({ id, values: e.values }));
    const known = new Set(sent.map((i) => i.id));
    return [...sent, ...o.items.filter((i) => !known.has(i.id))];
  }, [o.keepSent, o.items, state.sent]);
  // A whole body also depends on its form: the common fields are planned as one more item.
  const commonJson = o.common ? JSON.stringify(o.common) : '';
  const planItems = useMemo(
    () => (o.wholeBody ? [...screenItems, { id: COMMON_ID, values: { common: commonJson } }] : screenItems),
    [screenItems, o.wholeBody, commonJson],
  );
  const { recordedStarts, sendJobs, persistWith, start } = useJobStarts(o, state, setState, planItems, setError);
  const jobIds = useMemo(() => {
    const ids = ledgerJobs(state.sent);
    if (state.lastJob && !ids.includes(state.lastJob)) ids.push(state.lastJob);
    // Not asked while starting (the journal would say "no such job" and be believed): their items plan as
    // loading, so nothing is offered until the start is settled.
    return ids.filter((id) => !recordedStarts.has(id));
  }, [state, recordedStarts]);

  const read = useJobOutcomes(jobIds);
  const wholeKey = o.wholeBody?.key;
  const plan = useMemo(
    () => planSend({ items: planItems, ledger: state.sent, outcomes: read.outcomes, ...(wholeKey ? { keyOf: () => wholeKey } : {}) }),
    [planItems, state.sent, read.outcomes, wholeKey],
  );
  const lastDetail = state.lastJob ? (read.details.get(state.lastJob) ?? null) : null;
  const job = useMemo<JobDetail | null>(() => {
    if (!lastDetail || sendJobs.length < 2 || sendJobs.at(-1) !== state.lastJob) return lastDetail;
    const all = sendJobs.map((id) => read.details.get(id)?.job);
    const summary = all.every((j) => j !== undefined) ? aggregateJobs(all) : null;
    return summary ? { ...lastDetail, job: summary } : lastDetail;
  }, [lastDetail, sendJobs, state.lastJob, read.details]);
  const progressEvent = useJobProgress(state.lastJob ?? '-').data ?? null;
  const live = plan.live || isJobLive(job?.job);

  // A whole body goes out whole, and only while none of it may have been applied.
  const toSend = useMemo<readonly PlanItem[]>(() => {
    if (!o.wholeBody) {
      const ids = new Set(plan.sendable);
      return screenItems.filter((i) => ids.has(i.id));
    }
    const states = [...plan.items.values()].map((p) => p.state);
    const open = states.every((s) => s === 'new') || (states.some((s) => s === 'new') && states.every((s) => s === 'new' || s === 'failed'));
    return open && o.items.length > 0 ? o.items : [];
  }, [o.wholeBody, o.items, screenItems, plan]);

  const names = (items: readonly PlanItem[]) => items.map(o.describe ?? defaultDescribe);

  const guarded = async (run: () => Promise<void>): Promise<boolean> => {
    setError(null);
    try {
      await run();
      return true;
    } catch (err) {
      setError(err);
      return false;
    }
  };

  const send = async (only?: readonly string[]): Promise<boolean> => {
    const wanted = only ? new Set(only) : null;
    const items = wanted && !o.wholeBody ? toSend.filter((i) => wanted.has(i.id)) : toSend;
    if (live || plan.loading || items.length === 0) return false;
    const count = items.length;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.title' }),
      target: o.target,
      confirmLabel: intl.formatMessage({ id: 'bulk.send.confirm' }, { count }),
      ...o.confirmText?.(items),
      count,
      items: names(items),
    });
    return ok && guarded(() => start(items));
  };

  const sendChanged = async (): Promise<boolean> => {
    const ids = new Set(plan.changed);
    const changed = screenItems.filter((i) => ids.has(i.id));
    if (live || plan.loading || changed.length === 0) return false;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.changed.title' }),
      count: changed.length,
      target: o.target,
      body: intl.formatMessage({ id: 'bulk.changed.body' }, { count: changed.length }),
      items: names(changed),
      confirmLabel: intl.formatMessage({ id: 'bulk.changed.confirm' }, { count: changed.length }),
      danger: true,
    });
    return ok && guarded(() => start(o.wholeBody ? o.items : changed));
  };

  // Refusals edited since: nothing of them executed, so their new values go out as a new job.
  const editedRefusals = screenItems.filter((i) => {
    const p = plan.items.get(i.id);
    return p?.state === 'new' && (p.sentState === 'failed' || p.sentState === 'invalid');
  });

  const retryFailed = async (): Promise<boolean> => {
    const wholeAgain = o.wholeBody !== undefined && toSend.length > 0;
    if (live || (plan.retry.length === 0 && editedRefusals.length === 0 && !wholeAgain)) return false;
    const ids = new Set([...plan.failed, ...editedRefusals.map((i) => i.id)]);
    const count = o.wholeBody ? 1 : ids.size;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.retryTitle' }),
      count,
      target: o.target,
      body: intl.formatMessage({ id: 'bulk.send.retryBody' }),
      items: names(screenItems.filter((i) => ids.has(i.id))),
      confirmLabel: intl.formatMessage({ id: 'bulk.send.retryConfirm' }, { count }),
    });
    if (!ok) return false;
    return guarded(async () => {
      // A whole body that was corrected since goes out as it now stands (it was refused: nothing executed).
      if (wholeAgain) return start(o.items);
      // Unchanged refusals go out again in the job that holds them: the journal keeps one history per row.
      for (const r of plan.retry) await bridge.call('jobs.retryFailed', { jobId: r.jobId, keys: [...r.keys] });
      if (plan.retry.length > 0) setState((s) => ({ ...s, lastJob: plan.retry[plan.retry.length - 1]!.jobId }));
      if (editedRefusals.length > 0 && !o.wholeBody) await start(editedRefusals);
      await read.refetch();
    });
  };

  const resume = async (): Promise<boolean> => {
    if (live || plan.resume.length === 0) return false;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.resume.title' }),
      target: o.target,
      confirmLabel: intl.formatMessage({ id: 'bulk.resume.confirm' }),
    });
    if (!ok) return false;
    return guarded(async () => {
      for (const jobId of plan.resume) await bridge.call('journal.resume', { jobId });
      setState((s) => ({ ...s, lastJob: plan.resume[plan.resume.length - 1] ?? s.lastJob }));
      await read.refetch();
    });
  };

  const cancel = async () => {
    if (!state.lastJob) return;
    await guarded(async () => {
      // Every live job of the send (one per group), the last one in any case.
      const ids = sendJobs.includes(state.lastJob!) ? sendJobs.filter((id) => id === state.lastJob || isJobLive(read.details.get(id)?.job)) : [state.lastJob!];
      for (const jobId of ids) await bridge.call('jobs.cancel', { jobId });
      await read.refetch();
    });
  };

  const exportFailed = () => {
    const failed = screenItems.filter((i) => plan.items.get(i.id)?.state === 'failed');
    const csv = failuresCsv(failed, plan.items);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${o.exportName ?? o.operation}-${intl.formatMessage({ id: 'bulk.send.failedExport' })}.csv`);
  };

  const restore = useCallback((next: BulkJobState) => setState(next), []);
  const reset = useCallback(() => setState(EMPTY_JOB_STATE), []);

  return {
    plan,
    items: screenItems,
    state,
    restore,
    persistWith,
    reset,
    job,
    progress: progressEvent && progressEvent.jobId === state.lastJob ? { ratePerSecond: progressEvent.ratePerSecond, etaSeconds: progressEvent.etaSeconds } : null,
    live,
    toSend,
    send,
    sendChanged,
    retryFailed,
    resume,
    cancel,
    exportFailed,
    error: error ?? read.error,
    clearError: () => setError(null),
  };
}
