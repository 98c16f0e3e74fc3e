// Search params of /ship-from-address: the address-book entry being edited (store sid and address id), so a
// link opens it. Invalid values fall back, never throw.
import { z } from 'zod';
import { idText } from '../../../../shared/catalogue/fields';

// The router reads `?sid=123` as a number; the id rule takes one only while it is exact (sids are 18 digits: kept as text).
const digits = idText();

export const shipFromSearch = z.object({
  sid: digits.optional().catch(undefined),
  id: digits.optional().catch(undefined),
});
