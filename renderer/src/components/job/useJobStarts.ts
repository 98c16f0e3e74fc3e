// Starting a write screen's jobs so that none is ever lost or sent twice: each job is recorded in the screen's
// draft, on disk, before it is asked for; a start the main side refused is forgotten again; one per group when
// the items go to different targets; and starts an earlier page recorded but could not confirm (a reload, a
// crash) are settled with the main side. useBulkJob decides what is sent; this hook sends it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { JsonValue, MethodInput } from '../../../../shared/ipc';
import { jsonValue } from '../../../../shared/ipc/common';
import { invalidateAfter } from '../../api/invalidation';
import { useBridge } from '../../bridge/context';
import type { BulkJobOptions } from './bulk-job';
import type { JobLabel } from './job-label';
import { newJobId, notRecorded, refusedBeforeStart } from './job-start';
import type { BulkJobState } from './job-state';
import { confirmStart, ledgerJobs, recordSend, startingJobs, unrecordSend, type PlanItem } from './send-plan';

export interface JobStarts {
  /** Jobs recorded as starting (in this page or an earlier one) whose start is not settled yet. */
  recordedStarts: ReadonlySet<string>;
  /** The jobs of the last send when it started more than one (groups). */
  sendJobs: readonly string[];
  /** See `BulkJob.persistWith`. */
  persistWith(save: (() => Promise<void>) | null): void;
  /** Records and starts `items` (one job per group); rejects with the reason a start failed. */
  start(items: readonly PlanItem[]): Promise<void>;
}

/** The state without a start that was refused or never made; the last job goes back to the one before it. */
function forgetStart(s: BulkJobState, jobId: string, lastBefore: string | null): BulkJobState {
  const sent = unrecordSend(s.sent, jobId);
  return { sent, lastJob: s.lastJob === jobId ? (lastBefore ?? ledgerJobs(sent).at(-1) ?? null) : s.lastJob };
}

export function useJobStarts(
  o: BulkJobOptions,
  state: BulkJobState,
  setState: Dispatch<SetStateAction<BulkJobState>>,
  /** What a whole-body send records as sent: every planned item. */
  planItems: readonly PlanItem[],
  setError: (err: unknown) => void,
): JobStarts {
  const bridge = useBridge();
  const qc = useQueryClient();
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

  const recordedStarts = useMemo(() => startingJobs(state.sent), [state.sent]);
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
  }, [orphanStarts, bridge, setState, setError]);

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

  return { recordedStarts, sendJobs, persistWith, start };
}
