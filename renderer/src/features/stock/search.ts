// Search params of /stock: the tab and each tab's last job survive a reload and can be linked. Invalid values
// fall back, never throw.
import { z } from 'zod';

const jobId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined);

export const stockSearch = z.object({
  tab: z.enum(['videox', 'retailx']).optional().catch(undefined),
  videoxJob: jobId,
  retailxJob: jobId,
});
export type StockSearch = z.infer<typeof stockSearch>;
