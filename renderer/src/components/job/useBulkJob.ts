// One job lifecycle for every write screen: start with confirmation, follow on the screen that sent it
// (progress, rate, time left, cancel), results in place, retry of failures, export of failures. What may be
// sent is decided by the send plan (send-plan.ts) from the items, the ledger of what was sent (kept in the
// screen's draft through `state` / `restore`) and the journal's outcomes.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { JsonValue, MethodInput } from '../../../../shared/ipc';
import { jsonValue } from '../../../../shared/ipc/common';
import { invalidateAfter } from '../../api/invalidation';
import { isJobLive } from '../../api/job-live';
import { useJobProgress } from '../../api/queries';
import { useBridge } from '../../bridge/context';
import type { WriteOperationId } from '../../bridge/operations';
import { useConfirm, type ConfirmRequest } from '../ConfirmDialog';
import { EMPTY_JOB_STATE, type BulkJobState } from './job-state';
import { failuresCsv } from './failures-csv';
import { confirmStart, ledgerJobs, planSend, recordSend, startingJobs, unrecordSend, type PlanItem, type SendPlan } from './send-plan';
import { newJobId, notRecorded, refusedBeforeStart } from './job-start';
import { aggregateJobs } from './send-progress';
import { useJobOutcomes, type JobDetail } from './useJobOutcomes';
import type { JobLabel } from './job-label';
import { downloadBlob } from '../grid/import/read-file';

export interface BulkJobOptions {
  operation: WriteOperationId;
  /** The screen's items as they stand now (blank grid rows left out), in screen order. */
  items: readonly PlanItem[];
  /** One item's request input (a list element, or a whole body for single-request operations); checked as JSON. */
  inputOf(item: PlanItem): unknown;
  /** Fields every request carries beside the rows (store, queue type). */
  common?: Record<string, unknown> | null;
  /**
   * Every item goes out in one request (cargo's goods): the body is built from all items, sent under one row
   * key, and the whole is sent once: after it succeeded nothing is offered until `reset()`.
   */
  wholeBody?: { key: string; bodyOf(items: readonly PlanItem[]): unknown };
  /**
   * The job's label in Activity, as a message id and values (`jobLabel(id, values)`), so it reads in the
   * language of whoever looks at it later.
   */
  label: JobLabel;
  /** What the items go to (the confirmation's target). */
  target: string;
  /** How an item is named in confirmation lists (defaults to its values joined). */
  describe?(item: PlanItem): string;
  context?: MethodInput<'jobs.start'>['context'];
  /** File-name stem of the failures export. */
  exportName?: string;
  /**
   * Items that go to different targets in one send (un-pairing across stores): one job per group, each with
   * its own common fields and label. The plan is unchanged: every item keeps its own ledger entry.
   */
  groupOf?(item: PlanItem): { key: string; common: Record<string, unknown>; label(count: number): JobLabel; context?: MethodInput<'jobs.start'>['context'] };
  /**
   * Items are identities (un-pairing ids, shipping lists), not rows being edited: every item ever sent stays
   * in the plan with the values it was sent with (its result stays in view, it is never offered again as new
   * work), and a screen item with the same id is that item.
   */
  keepSent?: boolean;
  /** The screen's own words for the send confirmation (title, consequence, button); items and count stay the hook's. */
  confirmText?(items: readonly PlanItem[]): Pick<ConfirmRequest, 'title' | 'confirmLabel'> & Partial<Pick<ConfirmRequest, 'body' | 'danger' | 'target'>>;
}

export interface BulkJob {
  plan: SendPlan;
  /** The items planned: the screen's, and with `keepSent` every item sent before them. */
  items: readonly PlanItem[];
  /** Save this in the screen's draft; hand it back with `restore` when the draft loads. */
  state: BulkJobState;
  restore(state: BulkJobState): void;
  /**
   * The screen's draft hands its durable save here (useDraft's `job` option does it): a job is recorded in the
   * draft, and the save awaited, before it is started, so a reload right after Send cannot lose what was sent.
   */
  persistWith(save: (() => Promise<void>) | null): void;
  /** Forgets what was sent (a one-shot form's "Start a new one", a discarded draft). */
  reset(): void;
  /** The job the screen started last, followed on the screen; a send of several jobs (one per group) shows them together. */
  job: JobDetail | null;
  progress: { ratePerSecond: number; etaSeconds: number | null } | null;
  live: boolean;
  /** What `send()` sends (whole-body screens: every item, once). */
  toSend: readonly PlanItem[];
  /** Sends what the plan offers (or only those of `only` it offers), after the confirmation. */
  send(only?: readonly string[]): Promise<boolean>;
  /** Items changed since an applied send: a separate confirmation says they were already applied. */
  sendChanged(): Promise<boolean>;
  retryFailed(): Promise<boolean>;
  /** Sends, in its own job, what a stopped job never sent. */
  resume(): Promise<boolean>;
  cancel(): Promise<void>;
  exportFailed(): void;
  error: unknown;
  clearError(): void;
}

/** The state without a start that was refused or never made; the last job goes back to the one before it. */
function forgetStart(s: BulkJobState, jobId: string, lastBefore: string | null): BulkJobState {
  const sent = unrecordSend(s.sent, jobId);
  return { sent, lastJob: s.lastJob === jobId ? (lastBefore ?? ledgerJobs(sent).at(-1) ?? null) : s.lastJob };
}

const defaultDescribe = (item: PlanItem) => Object.values(item.values).filter((v) => v !== '').join(' · ');
/** A whole body's common fields, planned as one more item (never a grid row). */
export const COMMON_ID = '__common';

export function useBulkJob(o: BulkJobOptions): BulkJob {
  const intl = useIntl();
  const bridge = useBridge();
  const qc = useQueryClient();
  const confirm = useConfirm();
  const [state, setState] = useState<BulkJobState>(EMPTY_JOB_STATE);
  const [error, setError] = useState<unknown>(null);
  /** The jobs of the last send when it started more than one (groups); otherwise the last job alone is followed. */
  const [sendJobs, setSendJobs] = useState<readonly string[]>([]);
  /** Starts this screen is making now (the others recorded as starting were left by an earlier page: settled below). */
  const [ownStarts, setOwnStarts] = useState<ReadonlySet<string>>(() => new Set());
  const persister = useRef<(() => Promise<void>) | null>(null);
  const persistWith = useCallback((save: (() => Promise<void>) | null) => {
    persister.current = save;
  }, []);
  // A state change, once rendered: the screen's draft content then holds it (useDraft reads it at render).
  const rendered = useRef<Array<() => void>>([]);
  useEffect(() => {
    const waiting = rendered.current;
    rendered.current = [];
    for (const done of waiting) done();
  }, [state]);
  const commit = (update: (s: BulkJobState) => BulkJobState) =>
    new Promise<void>((resolve) => {
      rendered.current.push(resolve);
      setState(update);
    });

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
  const recordedStarts = useMemo(() => startingJobs(state.sent), [state.sent]);
  const jobIds = useMemo(() => {
    const ids = ledgerJobs(state.sent);
    if (state.lastJob && !ids.includes(state.lastJob)) ids.push(state.lastJob);
    // Not asked while starting (the journal would say "no such job" and be believed): their items plan as
    // loading, so nothing is offered until the start is settled.
    return ids.filter((id) => !recordedStarts.has(id));
  }, [state, recordedStarts]);

  // A start recorded by an earlier page (reloaded, closed, crashed) that it could not confirm: the main side
  // says whether the job exists, and if not makes sure it never will; then the record is kept, or put back.
  const orphanStarts = [...recordedStarts].filter((j) => !ownStarts.has(j)).sort().join(',');
  useEffect(() => {
    if (orphanStarts === '') return;
    let current = true;
    void (async () => {
      for (const jobId of orphanStarts.split(',')) {
        try {
          const { existed } = await bridge.call('jobs.abandon', { jobId });
          if (!current) return;
          setState((s) => (existed ? { ...s, sent: confirmStart(s.sent, jobId) } : forgetStart(s, jobId, null)));
        } catch (err) {
          if (current) setError(err);
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [orphanStarts, bridge]);
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

  const startOne = async (items: readonly PlanItem[], common: Record<string, unknown> | null | undefined, label: JobLabel, context: BulkJobOptions['context']): Promise<string> => {
    const input: MethodInput<'jobs.start'> = o.wholeBody
      ? { operation: o.operation, rows: [{ key: o.wholeBody.key, input: jsonValue.parse(o.wholeBody.bodyOf(items)) }], label }
      : {
          operation: o.operation,
          rows: items.map((i) => ({ key: i.id, input: jsonValue.parse(o.inputOf(i)) })),
          ...(common ? { common: jsonValue.parse(common) as Record<string, JsonValue> } : {}),
          label,
          ...(context ? { context } : {}),
        };
    // The job is recorded in the draft, on disk, before it is asked for: whatever happens next (a reload, a
    // crash), the screen finds the job again and never offers its rows as new work.
    const jobId = newJobId();
    const sent = o.wholeBody ? planItems : items;
    let lastBefore: string | null = null;
    setOwnStarts((s) => new Set([...s, jobId]));
    const started = () =>
      setOwnStarts((s) => {
        const next = new Set(s);
        next.delete(jobId);
        return next;
      });
    await commit((s) => {
      lastBefore = s.lastJob;
      return { sent: recordSend(s.sent, sent, jobId, true), lastJob: jobId };
    });
    const forget = () => setState((s) => forgetStart(s, jobId, lastBefore));
    if (persister.current) {
      try {
        await persister.current();
      } catch (err) {
        forget();
        started();
        throw notRecorded(err);
      }
    }
    try {
      await bridge.call('jobs.start', { ...input, jobId });
      setState((s) => ({ ...s, sent: confirmStart(s.sent, jobId) }));
    } catch (err) {
      // Refused before anything went out: the record goes. Otherwise (no answer) the job may exist: it stays.
      if (refusedBeforeStart(err)) forget();
      throw err;
    } finally {
      started();
      void invalidateAfter(qc, 'jobs.start');
    }
    return jobId;
  };

  const start = async (items: readonly PlanItem[]): Promise<void> => {
    if (!o.groupOf || o.wholeBody) {
      setSendJobs([await startOne(items, o.common, o.label, o.context)]);
      return;
    }
    const groups = new Map<string, { items: PlanItem[]; spec: ReturnType<NonNullable<BulkJobOptions['groupOf']>> }>();
    for (const item of items) {
      const spec = o.groupOf(item);
      const g = groups.get(spec.key);
      if (g) g.items.push(item);
      else groups.set(spec.key, { items: [item], spec });
    }
    // Each group's job is recorded as soon as it started: a failure to start a later group loses nothing sent.
    const started: string[] = [];
    for (const { items: part, spec } of groups.values()) {
      started.push(await startOne(part, spec.common, spec.label(part.length), spec.context));
      setSendJobs([...started]);
    }
  };

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
