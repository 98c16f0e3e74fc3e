// Search params of /shipping-lists: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const shippingListsSearch = z.object({
  /** The shipping list open in the detail view (the command palette links here by code). */
  code: z.string().trim().min(1).max(64).optional().catch(undefined),
});
