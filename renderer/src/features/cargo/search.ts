// Search params of /cargo: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const cargoSearch = z.object({});
export type CargoSearch = z.infer<typeof cargoSearch>;
