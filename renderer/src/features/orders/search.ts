// Search params of /orders: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const ordersSearch = z.object({
  /** The merge job whose results are shown. */
  job: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined),
});
export type OrdersSearch = z.infer<typeof ordersSearch>;
