// Search params of /stock: the tab and each tab's last job survive a reload and can be linked. Invalid values
// fall back, never throw.
import { z } from 'zod';
import { jobId } from '../../../../shared/ipc/common';

const optionalJob = jobId.optional().catch(undefined);

export const stockSearch = z.object({
  tab: z.enum(['videox', 'retailx']).optional().catch(undefined),
  videoxJob: optionalJob,
  retailxJob: optionalJob,
});
