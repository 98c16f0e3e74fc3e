// Search params of /listings: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const listingsSearch = z.object({});
export type ListingsSearch = z.infer<typeof listingsSearch>;
