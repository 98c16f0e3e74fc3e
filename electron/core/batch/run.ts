// One run of a job, from its `run` record to its durable `end`: the job claimed for sending, chunks sent by
// parallel workers through the throttle, unknown rows reconciled where a read can tell, and the job ended as
// finished, cancelled or halted (a crash mid-run ends it as halted). The runner (runner.ts) decides what a run
// sends; this module carries it out.
import { getOperation } from '../../../shared/catalogue';
import { isOpenApiError, localError } from '../errors';
import type { Journal } from '../journal/journal';
import type { JobJournalWriter } from '../journal/writer';
import type { Logger } from '../logger';
import { reconcilerFor, type OperationCaller } from '../reconcile';
import { ChunkBuilder } from './chunk-builder';
import type { LiveJob, LiveJobs } from './live-jobs';
import { chunkSizeOf } from './rows';
import { sendChunk, type BatchCaller } from './send-chunk';
import { reconcileUnknown } from './settle';
import type { JobHandle, JobSummary, ReconcileReport } from '../job/types';

/** What a run needs from the runner that holds the job. */
export interface RunContext {
  client: OperationCaller & BatchCaller;
  journal: Journal;
  jobs: LiveJobs;
  log: Logger;
  now: () => number;
  chunkSize?: number;
  reconcileAfterRun?: boolean;
  /** Tells listeners where the job stands now. */
  progress(live: LiveJob): void;
  /** Tells listeners the run ended. */
  finished(summary: JobSummary): void;
}

/**
 * Runs `prepare`, begins a run (its `run` record written) and resolves then; the rest of the run goes on in
 * `done`, which never rejects (a failure ends the job as halted). A failure before the run begins rejects, and
 * the job is dropped from memory (the journal, if any, is what it was).
 */
export async function launchRun(ctx: RunContext, live: LiveJob, prepare: () => Promise<string[] | null>): Promise<JobHandle> {
  ctx.jobs.claim(live, 'sending');
  // A cancel from here on (even while the rows are still written) holds for this run.
  Object.assign(live, { cancel: new AbortController(), cancelRequested: false, halt: null });
  const previous = live.model.state;
  live.model.state = 'running';
  let began = false;
  let onBegun!: () => void;
  const begun = new Promise<void>((resolve) => (onBegun = resolve));
  const body = (async () => {
    const retry = await prepare();
    const writer = await beginRun(ctx, live, retry);
    began = true;
    onBegun();
    return sendRows(ctx, live, writer);
  })();
  const done = body
    .catch((err: unknown) => {
      if (began) return endAfterCrash(ctx, live, err);
      live.model.state = previous;
      ctx.jobs.drop(live);
      void ctx.journal.release(live.model.jobId).catch(() => undefined);
      throw err;
    })
    .finally(() => ctx.jobs.unclaim(live));
  live.running = done;
  await Promise.race([begun, done]);
  done.catch(() => undefined);
  return { jobId: live.model.jobId, done };
}

/** Reads back what the unknown rows' requests did, where the operation has such a read. */
export async function reconcileRows(ctx: RunContext, live: LiveJob): Promise<ReconcileReport> {
  const report = await reconcileUnknown(live.model, ctx.client, await ctx.journal.writer(live.model.jobId), ctx.now);
  if (report.checked > 0) ctx.progress(live);
  return report;
}

async function beginRun(ctx: RunContext, live: LiveJob, retry: string[] | null): Promise<JobJournalWriter> {
  const { model } = live;
  const writer = await ctx.journal.writer(model.jobId);
  await writer.append({ t: 'run', run: model.run + 1, at: new Date(ctx.now()).toISOString(), retry });
  model.run++;
  Object.assign(live, { runStartedAt: ctx.now(), doneInRun: 0 });
  model.state = live.cancelRequested ? 'cancelling' : 'running';
  model.finishedAt = null;
  model.error = null;
  ctx.progress(live);
  return writer;
}

async function sendRows(ctx: RunContext, live: LiveJob, writer: JobJournalWriter): Promise<JobSummary> {
  const { model } = live;
  const op = getOperation(model.meta.operation);
  const chunks = new ChunkBuilder(model, live.validator, writer, chunkSizeOf(model.meta.operation, ctx.chunkSize));
  // One worker more than the path's capacity: the extra one waits in the throttle with its chunk ready.
  const workers = Math.min(chunks.maxChunks, op.capacity + 1);
  const chunkRun = {
    model,
    writer,
    client: ctx.client,
    waitSignal: live.cancel.signal,
    cancelled: () => live.cancelRequested,
    now: ctx.now,
  };
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (;;) {
        if (live.cancelRequested || live.halt) break;
        const chunk = chunks.next();
        if (chunk === null) break;
        const result = await sendChunk(chunkRun, chunk);
        live.doneInRun += result.outcomes.filter((o) => o.status !== 'pending').length;
        if (result.halt && !live.halt) {
          live.halt = result.halt;
          live.cancel.abort(); // chunks still waiting would only repeat the failure
        }
        ctx.progress(live);
      }
    }),
  );
  if (ctx.reconcileAfterRun !== false && model.countsNow().unknown > 0 && reconcilerFor(model.meta.operation)) {
    await reconcileRows(ctx, live).catch((err: unknown) => ctx.log.warn({ jobId: model.jobId, err }, 'reconciliation failed'));
  }
  return endRun(ctx, live, writer);
}

async function endRun(ctx: RunContext, live: LiveJob, writer: JobJournalWriter): Promise<JobSummary> {
  const { model } = live;
  const state = live.halt ? 'halted' : live.cancelRequested ? 'cancelled' : 'finished';
  model.state = state;
  model.finishedAt = new Date(ctx.now()).toISOString();
  model.error = live.halt ? { code: live.halt.code, message: live.halt.messageFor('en') } : null;
  await writer.durable({ t: 'end', run: model.run, at: model.finishedAt, state, error: model.error });
  await ctx.journal.release(model.jobId);
  const summary = model.summary();
  ctx.log.info({ jobId: model.jobId, state, succeeded: summary.succeeded, failed: summary.failed, unknown: summary.unknown }, 'job ended');
  ctx.progress(live);
  ctx.finished(summary);
  return summary;
}

async function endAfterCrash(ctx: RunContext, live: LiveJob, err: unknown): Promise<JobSummary> {
  const e = isOpenApiError(err) ? err : localError('JOURNAL_WRITE_FAILED', live.model.meta.operation, 'not-executed', { cause: err });
  ctx.log.error({ jobId: live.model.jobId, err }, 'job stopped');
  live.model.state = 'halted';
  live.model.finishedAt = new Date(ctx.now()).toISOString();
  live.model.error = { code: e.code, message: e.messageFor('en') };
  await ctx.journal.release(live.model.jobId).catch(() => undefined);
  const summary = live.model.summary();
  ctx.progress(live);
  ctx.finished(summary);
  return summary;
}
