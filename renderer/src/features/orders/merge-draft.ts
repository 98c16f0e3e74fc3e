// What the Orders screen keeps as its draft: the platform and the ids as typed, and the job lifecycle's record
// of what was sent (per order id the values sent and the jobs they went out in, and the last job). The job's
// rows (in the main process's journal) are the outcome; the draft only points at them, so results come back
// after navigation, a reload or a restart and an order that was merged is never offered to send again.
import { z } from 'zod';
import { opaqueId } from '../../../../shared/ipc';
import { sentLedger } from '../../components/job/job-state';

export const MERGE_DRAFT = 'orders.merge';

export const mergeDraftSchema = z.object({
  platform: z.string().max(40),
  ids: z.array(z.string().max(200)).max(10_000),
  /** The platform the last send went to (the confirmation of a retry names it). */
  sentPlatform: z.string().max(40).nullable(),
  // The lifecycle's BulkJobState, spelled as an object schema so the draft's type stays plain JSON.
  job: z.object({ sent: sentLedger, lastJob: opaqueId.nullable() }),
});
export type MergeDraft = z.infer<typeof mergeDraftSchema>;
