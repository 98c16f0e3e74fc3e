// Search params of /ship-from-address: the address-book entry being edited (store sid and address id), so a
// link opens it. Invalid values fall back, never throw.
import { z } from 'zod';

// The router reads `?sid=123` as a number; only an exact one is taken (sids are 18 digits: keep them text).
const digits = z
  .union([z.string(), z.number().refine(Number.isSafeInteger)])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,30}$/));

export const shipFromSearch = z.object({
  sid: digits.optional().catch(undefined),
  id: digits.optional().catch(undefined),
});
