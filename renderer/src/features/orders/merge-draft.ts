// What the Orders screen keeps as its draft: the platform and the ids as typed, and the jobs of its last send.
// What was sent is the ledger's (the main process's journal): results come back after navigation, a reload or
// a restart, and an order that was merged is never offered to send again, whichever screen or tab merged it.
import { z } from 'zod';
import { jobRecord } from '../../jobs/job-record';

export const MERGE_DRAFT = 'orders.merge';

export const mergeDraftSchema = z.object({
  platform: z.string().max(40),
  ids: z.array(z.string().max(200)).max(10_000),
  // Drafts saved before the ledger held a copy of what was sent and the platform it went to: dropped.
  job: jobRecord,
});
export type MergeDraft = z.infer<typeof mergeDraftSchema>;
