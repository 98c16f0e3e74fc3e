// What a write screen keeps of its sends in its draft: never what was sent (the ledger has that, from the
// journal), only which jobs its last send started (so its results panel shows them after navigation, a reload or
// a restart) and the id of a start on its way, recorded before the start is asked for (so a reload at any moment
// finds it and settles it: the job exists, or never will).
import { z } from 'zod';
import { jobId } from '../../../shared/ipc/common';

// A type, not an interface: a draft's content must be JSON (an interface has no index signature).
export type JobRecord = {
  /** The jobs of the screen's last send (one, or one per group), oldest first. */
  last: string[];
  /** A start recorded and not confirmed yet. */
  starting: string | null;
};

export const EMPTY_JOB_RECORD: JobRecord = { last: [], starting: null };

const ids = z.array(jobId).max(100);

/**
 * The record as a draft holds it. Drafts saved before the ledger held a copy of what was sent (`sent`) and the
 * last job (`lastJob`): the copy is dropped (the ledger knows better), the job kept.
 */
export const jobRecord = z
  .union([
    z.object({ last: ids, starting: jobId.nullable() }),
    z.object({ lastJob: jobId.nullable(), sent: z.unknown().optional() }).transform((old) => ({ last: old.lastJob ? [old.lastJob] : [], starting: null })),
  ])
  .catch(EMPTY_JOB_RECORD) satisfies z.ZodType<JobRecord>;
