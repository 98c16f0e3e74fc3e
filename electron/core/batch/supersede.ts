// Rows a newer job took over (the ledger says which, electron/core/ledger/): marked invalid with the issue
// `superseded` (the newer job's id), in the older job's journal and its model if it is in memory, so neither a
// resume nor a retry of that job ever sends them. After a start, best effort (logged on failure): a resume and a
// retry check again before they send (`takeOver`).
import { codedIssue, type ValidationIssue } from '../../../shared/catalogue';
import type { RowState } from '../job/job-model';
import type { Journal } from '../journal/journal';
import type { JobJournalWriter } from '../journal/writer';
import type { Ledger, Supersession } from '../ledger/ledger';
import type { Logger } from '../logger';
import type { LiveJob, LiveJobs } from './live-jobs';

/** Rows per `invalid` record (as when a job is made). */
const PER_RECORD = 500;

const supersededBy = (jobId: string): ValidationIssue[] => [codedIssue('(row)', 'superseded', { job: jobId })];

async function appendInvalid(writer: JobJournalWriter, rows: ReadonlyArray<{ key: string; issues: ValidationIssue[] }>): Promise<void> {
  for (let i = 0; i < rows.length; i += PER_RECORD) await writer.append({ t: 'invalid', rows: rows.slice(i, i + PER_RECORD) });
}

export interface SupersedeContext {
  jobs: LiveJobs;
  journal: Journal;
  log: Logger;
}

/** Marks the rows `byJob` took over in each older job (after `byJob` is durable). Never throws. */
export async function supersedeRows(ctx: SupersedeContext, byJob: string, list: readonly Supersession[]): Promise<void> {
  const issues = supersededBy(byJob);
  for (const s of list) {
    try {
      const live = ctx.jobs.get(s.jobId);
      if (live) await inMemory(ctx, live, s.keys, issues);
      else await ctx.jobs.outside(s.jobId, () => onDisk(ctx, s.jobId, s.keys, issues));
      ctx.log.info({ jobId: s.jobId, by: byJob, rows: s.keys.length }, 'rows taken over by a newer job marked superseded');
    } catch (err) {
      ctx.log.warn({ jobId: s.jobId, by: byJob, err }, 'rows taken over by a newer job could not be marked superseded (a resume or retry of the job still leaves them)');
    }
  }
}

async function inMemory(ctx: SupersedeContext, live: LiveJob, keys: readonly string[], issues: ValidationIssue[]): Promise<void> {
  // A job busy reconciling or deciding is left as it is: its next run checks before it sends.
  if (live.activity) return;
  const { model } = live;
  const rows: Array<{ key: string; issues: ValidationIssue[] }> = [];
  // In memory first, in this very turn: a resume asked for from now on does not send them.
  for (const key of keys) {
    const r = model.rows.get(key);
    if (!r || (r.status !== 'pending' && r.status !== 'failed')) continue;
    model.markInvalid(key, issues);
    rows.push({ key, issues });
  }
  if (rows.length === 0) return;
  const writer = await ctx.journal.writer(model.jobId);
  await appendInvalid(writer, rows);
  await writer.flush();
  // A run begun meanwhile shares this writer and releases it at its end.
  if (!live.activity && ctx.jobs.get(model.jobId) === live) await ctx.journal.release(model.jobId);
}

async function onDisk(ctx: SupersedeContext, jobId: string, keys: readonly string[], issues: ValidationIssue[]): Promise<void> {
  if (ctx.jobs.get(jobId)) throw new Error('the job was loaded meanwhile');
  const writer = await ctx.journal.writer(jobId);
  await appendInvalid(writer, keys.map((key) => ({ key, issues })));
  await writer.flush();
  if (!ctx.jobs.get(jobId)) await ctx.journal.release(jobId);
}

/**
 * Before a resume or a retry sends `rows`: those a newer job took over since are marked superseded (journal, then
 * model) and left out. Throws when the journal cannot take the record (the run does not begin).
 */
export async function takeOver(ledger: Ledger | undefined, journal: Journal, live: LiveJob, rows: readonly RowState[]): Promise<number> {
  if (!ledger || rows.length === 0) return 0;
  const taken = await ledger.supersededIn(live.model, rows);
  if (taken.length === 0) return 0;
  const records = taken.map(({ row, by }) => ({ key: row.key, issues: supersededBy(by) }));
  await appendInvalid(await journal.writer(live.model.jobId), records);
  for (const r of records) live.model.markInvalid(r.key, r.issues);
  return taken.length;
}
