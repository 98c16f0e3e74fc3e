// Search params of /orders: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';
import { jobId } from '../../../../shared/ipc/common';

export const ordersSearch = z.object({
  /** The merge job whose results are shown. */
  job: jobId.optional().catch(undefined),
});
