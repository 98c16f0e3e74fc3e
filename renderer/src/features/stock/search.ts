// Search params of /stock: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const stockSearch = z.object({});
export type StockSearch = z.infer<typeof stockSearch>;
