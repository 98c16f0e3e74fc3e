// Search params of /orders: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const ordersSearch = z.object({});
export type OrdersSearch = z.infer<typeof ordersSearch>;
