// Search params of /cargo: the last storage job survives a reload and can be linked. Invalid values fall
// back, never throw.
import { z } from 'zod';

export const cargoSearch = z.object({
  job: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined),
});
export type CargoSearch = z.infer<typeof cargoSearch>;
