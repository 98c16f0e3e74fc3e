// What a write screen keeps of its sends, saved inside its draft: per item the values last sent and the jobs
// they went out in, and the job the screen started last (its progress panel). After navigation, a reload or
// a restart the outcomes come back from the journal through these job ids.
import { z } from 'zod';
import { jobId } from '../../../../shared/ipc/common';
import type { SentLedger } from './send-plan';

const cells = z.record(z.string().max(200), z.string());

const jobs = z.array(jobId).max(1000);
export const sentLedger = z.record(
  z.string().min(1).max(200),
  z.object({ values: cells, jobs, starting: z.object({ job: jobId, was: z.object({ values: cells, jobs }).nullable() }).optional() }),
) satisfies z.ZodType<SentLedger>;

export interface BulkJobState {
  readonly sent: SentLedger;
  readonly lastJob: string | null;
}

export const bulkJobState: z.ZodType<BulkJobState> = z.object({
  sent: sentLedger,
  lastJob: jobId.nullable(),
});

export const EMPTY_JOB_STATE: BulkJobState = { sent: {}, lastJob: null };

/** The same state as plain JSON, for a screen's draft schema (useDraft takes JSON values). */
export const jobDraft = z.object({ sent: sentLedger, lastJob: jobId.nullable() });
export type JobDraft = z.infer<typeof jobDraft>;

export function toJobDraft(state: BulkJobState): JobDraft {
  const sent: JobDraft['sent'] = {};
  for (const [id, e] of Object.entries(state.sent)) sent[id] = plainEntry(e);
  return { sent, lastJob: state.lastJob };
}

/** One ledger entry as plain JSON (a draft's content). */
export function plainEntry(e: SentLedger[string]): JobDraft['sent'][string] {
  const was = e.starting?.was;
  return {
    values: { ...e.values },
    jobs: [...e.jobs],
    ...(e.starting ? { starting: { job: e.starting.job, was: was ? { values: { ...was.values }, jobs: [...was.jobs] } : null } } : {}),
  };
}
