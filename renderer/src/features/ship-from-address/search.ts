// Search params of /ship-from-address: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const shipFromSearch = z.object({});
export type ShipFromSearch = z.infer<typeof shipFromSearch>;
