// One job lifecycle for every write screen: what may be sent comes from the ledger of what was sent (the main
// process's, from its journal: renderer/src/ledger) through the send plan (jobs/send-plan.ts); a send is
// confirmed with its items named, recorded in the screen's draft before it is asked for, followed on the screen
// that sent it (progress, rate, time left, cancel) and reported there; refusals are retried in the job that
// refused them. The screen's draft holds only the ids of its last send's jobs (`record`), never what was sent.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { JobSummary, MethodInput } from '../../../../shared/ipc';
import { jsonValue, type JsonValue } from '../../../../shared/ipc/common';
import { invalidateAfter } from '../../api/invalidation';
import { isJobLive } from '../../api/job-live';
import { useJobProgress, useJobs } from '../../api/queries';
import { useBridge } from '../../bridge/context';
import { failuresCsv } from './failures-csv';
import { EMPTY_JOB_RECORD, type JobRecord } from '../../jobs/job-record';
import { newJobId, notRecorded, onTheirWay, refusedBeforeStart } from '../../jobs/job-start';
import { PlanMemo, planSend, sendReasons, type IdentifiedItem, type PlanItem } from '../../jobs/send-plan';
import { aggregateJobs } from '../../jobs/send-progress';
import { identityOf } from '../../ledger/identity';
import { useLedger } from '../../ledger/use-ledger';
import { getOperation } from '../../../../shared/catalogue';
import type { JobCommonInput, WriteOperationId } from '../../bridge/operations';
import type { JobLabel } from '../../jobs/job-label';
import { useConfirm } from '../ConfirmDialog';
import { downloadBlob } from '../grid/import/read-file';
import { yieldToUi } from '../grid/logic/yield-to-ui';
import type { BulkJob, BulkJobOptions } from './bulk-job';

export type { BulkJob, BulkJobOptions } from './bulk-job';

/** Rows made between two yields to the page: a 100,000-row start's rows, checked in one go, held it for 0.2 s. */
const ROWS_PER_SLICE = 5000;

async function rowsOf(items: readonly PlanItem[], inputOf: (item: PlanItem) => JsonValue): Promise<Array<{ key: string; input: JsonValue }>> {
  const rows: Array<{ key: string; input: JsonValue }> = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldToUi();
    const item = items[i] as PlanItem;
    rows.push({ key: item.id, input: inputOf(item) });
  }
  return rows;
}

const defaultDescribe = (item: PlanItem) => Object.values(item.values).filter((v) => v !== '').join(' · ');

export function useBulkJob<K extends WriteOperationId>(o: BulkJobOptions<K>): BulkJob {
  const intl = useIntl();
  const bridge = useBridge();
  const qc = useQueryClient();
  const confirm = useConfirm();
  const [record, setRecord] = useState<JobRecord>(EMPTY_JOB_RECORD);
  const [error, setError] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);

  // A whole body is judged as one item: the body the items make now.
  const wholeKey = o.wholeBody?.key;
  const bodyOf = o.wholeBody?.bodyOf;
  const planItems = useMemo<readonly IdentifiedItem[]>(() => {
    if (wholeKey === undefined || !bodyOf) return o.items;
    if (o.items.length === 0) return [];
    return [{ id: wholeKey, values: {}, identity: identityOf(o.operation, null, bodyOf(o.items)) }];
  }, [o.items, o.operation, wholeKey, bodyOf]);
  const identities = useMemo(() => planItems.map((i) => i.identity), [planItems]);
  const { mirror, version } = useLedger(o.operation, identities);
  // Each ledger push during a job judges again only the rows it names (a 100,000-row grid's plan took 0.4 s).
  const [planMemo] = useState(() => new PlanMemo());
  const plan = useMemo(
    () =>
      planSend(
        {
          items: planItems,
          entryOf: (k) => mirror.entry(k),
          jobStateOf: (j) => mirror.jobState(j),
          editedInPlace: o.editedInPlace ?? false,
          refusedIsNewWork: getOperation(o.operation).ledger?.setOutcome === true,
        },
        planMemo,
      ),
    // `version` changes whenever the mirror's entries or job states do.
    [planItems, mirror, version, o.editedInPlace, planMemo],
  );

  // The last send's jobs, as the job list (kept current by events) has them.
  const jobsList = useJobs().data?.jobs;
  const jobs = useMemo<JobSummary[]>(() => {
    const byId = new Map((jobsList ?? []).map((j) => [j.jobId, j]));
    // A job's state as its own events last told it (the mirror hears them at once), over the list's.
    return record.last
      .map((id) => byId.get(id))
      .filter((j): j is JobSummary => j !== undefined)
      .map((j) => {
        const heard = mirror.jobState(j.jobId);
        return heard && heard !== j.state ? { ...j, state: heard } : j;
      });
    // `version` changes whenever the mirror's job states do.
  }, [jobsList, record.last, mirror, version]);
  const job = useMemo(() => aggregateJobs(jobs), [jobs]);
  const lastId = record.last.at(-1) ?? '-';
  const progressEvent = useJobProgress(lastId).data ?? null;
  const live = starting || plan.live || jobs.some((j) => isJobLive(j)) || record.starting !== null;

  // A whole body goes out whole (every item), once it is offered.
  const toSend = useMemo<readonly PlanItem[]>(() => {
    if (wholeKey !== undefined) return plan.toSend.includes(wholeKey) ? o.items : [];
    // While a job runs nothing is offered: no walk of every row at each push.
    if (plan.toSend.length === 0) return [];
    const ids = new Set(plan.toSend);
    return o.items.filter((i) => ids.has(i.id));
  }, [wholeKey, plan.toSend, o.items]);

  const names = (items: readonly PlanItem[]) => items.map(o.describe ?? defaultDescribe);

  // --- Recording and starting -------------------------------------------------------------------------------
  const persister = useRef<(() => Promise<void>) | null>(null);
  const persistWith = useCallback((save: (() => Promise<void>) | null) => {
    persister.current = save;
  }, []);
  // A record change, once rendered: the screen's draft content then holds it (useDraft reads it at render).
  const rendered = useRef<Array<() => void>>([]);
  useEffect(() => {
    const waiting = rendered.current;
    rendered.current = [];
    for (const done of waiting) done();
  }, [record]);
  const commit = (update: (r: JobRecord) => JobRecord) =>
    new Promise<void>((resolve) => {
      rendered.current.push(resolve);
      setRecord(update);
    });

  /** Starts made by this page now; a recorded start that is not one of them was left by an earlier page. */
  const ownStarts = useRef(new Set<string>());
  const orphan = record.starting !== null && !ownStarts.current.has(record.starting) ? record.starting : null;
  useEffect(() => {
    if (orphan === null) return;
    let current = true;
    // The main side says whether the job exists, and if not makes sure it never will.
    bridge
      .call('jobs.abandon', { jobId: orphan })
      .then(({ existed }) => {
        if (!current) return;
        setRecord((r) => (r.starting !== orphan ? r : existed ? { last: r.last.includes(orphan) ? r.last : [...r.last, orphan], starting: null } : { ...r, starting: null }));
      })
      .catch((err: unknown) => current && setError(err));
    return () => {
      current = false;
    };
  }, [orphan, bridge]);

  const startOne = async (items: readonly PlanItem[], common: JobCommonInput<K> | null | undefined, label: JobLabel, context: BulkJobOptions<K>['context'], again: ReadonlySet<string>, first: boolean): Promise<string> => {
    const rows = o.wholeBody ? [{ key: o.wholeBody.key, input: jsonValue.parse(o.wholeBody.bodyOf(items)) }] : await rowsOf(items, (i) => jsonValue.parse(o.inputOf(i)));
    const againKeys = rows.map((r) => r.key).filter((k) => again.has(k));
    const input: MethodInput<'jobs.start'> = {
      operation: o.operation,
      rows,
      ...(common && !o.wholeBody ? { common: jsonValue.parse(common) as Record<string, JsonValue> } : {}),
      label,
      ...(context ? { context } : {}),
      ...(againKeys.length > 0 ? { again: againKeys } : {}),
    };
    // Recorded in the draft, on disk, before it is asked for: whatever happens next (a reload, a crash), the
    // screen finds the start again and settles it.
    const jobId = newJobId();
    ownStarts.current.add(jobId);
    await commit((r) => ({ ...r, starting: jobId }));
    try {
      if (persister.current) await persister.current();
    } catch (err) {
      setRecord((r) => (r.starting === jobId ? { ...r, starting: null } : r));
      ownStarts.current.delete(jobId);
      throw notRecorded(err);
    }
    try {
      const started = await bridge.call('jobs.start', { ...input, jobId });
      // Its rows are on their way from now: no second press sends them while the ledger's push is coming.
      mirror.expect(jobId, onTheirWay(o.wholeBody ? planItems : items, planItems), started.createdAt);
      await commit((r) => ({ last: first ? [jobId] : [...r.last, jobId], starting: null }));
      ownStarts.current.delete(jobId);
    } catch (err) {
      // Refused before anything was journaled: the record goes. Otherwise (no answer) the job may exist: the
      // record stays, and is settled with the main side (the orphan effect above) once this start is over.
      if (refusedBeforeStart(err)) setRecord((r) => (r.starting === jobId ? { ...r, starting: null } : r));
      ownStarts.current.delete(jobId);
      throw err;
    } finally {
      void invalidateAfter(qc, 'jobs.start');
    }
    return jobId;
  };

  /** `append`: the jobs join the last send's (a retry that also sends edited refusals) instead of replacing it. */
  const start = async (items: readonly PlanItem[], again: ReadonlySet<string> = new Set(), append = false): Promise<void> => {
    setStarting(true);
    try {
      if (!o.groupOf || o.wholeBody) {
        await startOne(items, o.common, o.label, o.context, again, !append);
        return;
      }
      const groups = new Map<string, { items: PlanItem[]; spec: ReturnType<NonNullable<BulkJobOptions<K>['groupOf']>> }>();
      for (const item of items) {
        const spec = o.groupOf(item);
        const g = groups.get(spec.key);
        if (g) g.items.push(item);
        else groups.set(spec.key, { items: [item], spec });
      }
      // Each group's job is recorded as soon as it started: a failure to start a later group loses nothing sent.
      let first = !append;
      for (const { items: part, spec } of groups.values()) {
        await startOne(part, spec.common, spec.label(part.length), spec.context, again, first);
        first = false;
      }
    } finally {
      setStarting(false);
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

  // --- What the user does ---------------------------------------------------------------------------------
  const send = async (only?: readonly string[]): Promise<boolean> => {
    const wanted = only ? new Set(only) : null;
    const items = wanted && !o.wholeBody ? toSend.filter((i) => wanted.has(i.id)) : toSend;
    if (live || plan.loading || items.length === 0) return false;
    const count = items.length;
    const ids = new Set(items.map((i) => i.id));
    const { changed, leftUnsent } = sendReasons(plan, o.wholeBody ? null : ids);
    const own = o.confirmText?.(items);
    const notes = [
      changed > 0 ? intl.formatMessage({ id: 'bulk.send.changedNote' }, { count: changed }) : null,
      leftUnsent > 0 ? intl.formatMessage({ id: 'bulk.send.leftUnsentNote' }, { count: leftUnsent }) : null,
    ].filter((n): n is string => n !== null);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.title' }),
      target: o.target,
      confirmLabel: intl.formatMessage({ id: 'bulk.send.confirm' }, { count }),
      ...own,
      ...(notes.length > 0 ? { body: [own?.body, ...notes].filter(Boolean).join(' '), danger: own?.danger ?? changed > 0 } : {}),
      count,
      items: names(items),
    });
    return ok && guarded(() => start(items));
  };

  const sendAgain = async (only?: readonly string[]): Promise<boolean> => {
    const wanted = only ? new Set(only) : null;
    const ids = new Set(plan.again.filter((id) => !wanted || wanted.has(id)));
    const items = o.wholeBody ? (ids.size > 0 ? o.items : []) : o.items.filter((i) => ids.has(i.id));
    if (live || plan.loading || items.length === 0) return false;
    const count = o.wholeBody ? 1 : items.length;
    const unknown = plan.unknown.filter((id) => ids.has(id)).length;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.again.title' }),
      count,
      target: o.target,
      body: intl.formatMessage({ id: 'bulk.again.body' }, { count, unknown }),
      items: names(items),
      confirmLabel: intl.formatMessage({ id: 'bulk.again.confirm' }, { count }),
      danger: true,
    });
    return ok && guarded(() => start(items, o.wholeBody ? new Set([o.wholeBody.key]) : ids));
  };

  // Refusals edited since: nothing of them executed, so their new values go out as new work with the retry.
  const editedRefusals = useMemo(
    () => {
      if (o.wholeBody) return plan.items.get(o.wholeBody.key)?.sentState === 'failed' && plan.toSend.length > 0 ? o.items : [];
      // The plan lists them in its one pass (an unchanged refusal that is also new work, a merge's, is retried in
      // its job, not started again beside it): no walk of every row at each push of a running job.
      if (plan.editedRefusals.length === 0) return [];
      const ids = new Set(plan.editedRefusals);
      return o.items.filter((i) => ids.has(i.id));
    },
    [o.items, o.wholeBody, plan],
  );
  const retryCount = useMemo(() => new Set([...plan.retryable, ...editedRefusals.map((i) => i.id)]).size, [plan.retryable, editedRefusals]);

  const retryFailed = async (): Promise<boolean> => {
    if (live || (plan.retry.length === 0 && editedRefusals.length === 0)) return false;
    // Refusals the same row would meet again are not sent: the row says what to change instead.
    const ids = new Set([...plan.retryable, ...editedRefusals.map((i) => i.id)]);
    const count = o.wholeBody ? 1 : ids.size;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.retryTitle' }),
      count,
      target: o.target,
      body: intl.formatMessage({ id: 'bulk.send.retryBody' }),
      items: names(o.items.filter((i) => ids.has(i.id))),
      confirmLabel: intl.formatMessage({ id: 'bulk.send.retryConfirm' }, { count }),
    });
    if (!ok) return false;
    return guarded(async () => {
      // Unchanged refusals go out again in the job that holds them: the journal keeps one history per row.
      for (const r of plan.retry) await bridge.call('jobs.retryFailed', { jobId: r.jobId, keys: [...r.keys] });
      if (plan.retry.length > 0) setRecord((rec) => ({ ...rec, last: plan.retry.map((r) => r.jobId) }));
      if (editedRefusals.length > 0) await start(editedRefusals, new Set(), plan.retry.length > 0);
      void invalidateAfter(qc, 'jobs.retryFailed');
    });
  };

  const retryJob = async (jobId: string): Promise<boolean> => {
    const keys = plan.retry.find((r) => r.jobId === jobId)?.keys ?? [];
    const count = keys.length;
    if (live || count === 0 || !record.last.includes(jobId)) return false;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.retryTitle' }),
      count,
      target: o.target,
      body: intl.formatMessage({ id: 'bulk.send.retryBody' }),
      confirmLabel: intl.formatMessage({ id: 'bulk.send.retryConfirm' }, { count }),
    });
    if (!ok) return false;
    return guarded(async () => {
      await bridge.call('jobs.retryFailed', { jobId, keys: [...keys] });
      setRecord((rec) => ({ ...rec, last: [jobId] }));
      void invalidateAfter(qc, 'jobs.retryFailed');
    });
  };

  const cancel = async () => {
    await guarded(async () => {
      for (const j of jobs) if (isJobLive(j)) await bridge.call('jobs.cancel', { jobId: j.jobId });
      void invalidateAfter(qc, 'jobs.cancel');
    });
  };

  const exportFailed = () => {
    const failed = o.items.filter((i) => plan.items.get(i.id)?.state === 'failed');
    const csv = failuresCsv(failed, plan.items);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${o.exportName ?? o.operation}-${intl.formatMessage({ id: 'bulk.send.failedExport' })}.csv`);
  };

  const restore = useCallback((next: JobRecord) => setRecord(next), []);
  const reset = useCallback(() => setRecord(EMPTY_JOB_RECORD), []);

  return {
    plan,
    record,
    restore,
    persistWith,
    reset,
    job,
    jobs,
    progress: progressEvent && progressEvent.jobId === lastId ? { ratePerSecond: progressEvent.ratePerSecond, etaSeconds: progressEvent.etaSeconds } : null,
    live,
    toSend,
    /** Why Send's rows are there besides new work (Send says so beside its count). */
    toSendReasons: sendReasons(plan, null),
    send,
    sendAgain,
    retryFailed,
    retryCount,
    retryJob,
    cancel,
    exportFailed,
    error: error ?? mirror.error,
    clearError: () => setError(null),
  };
}
