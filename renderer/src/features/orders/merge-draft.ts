// What the Orders screen keeps as its draft: the platform and the ids as typed, and once sent, what was sent
// and the job that carries it. The job's rows (in the main process's journal) are the outcome; the draft only
// points at them, so results and statuses come back after navigation, a reload or a restart, and ids that
// were sent are never offered to send again.
import { z } from 'zod';
import { opaqueId } from '../../../../shared/ipc';

export const MERGE_DRAFT = 'orders.merge';

export const mergeDraftSchema = z.object({
  platform: z.string().max(40),
  ids: z.array(z.string().max(200)).max(10_000),
  sent: z
    .object({
      jobId: opaqueId,
      platform: z.string().max(40),
      orders: z.array(z.string().max(200)).max(200),
      at: z.string().max(40),
    })
    .nullable(),
});
export type MergeDraft = z.infer<typeof mergeDraftSchema>;
