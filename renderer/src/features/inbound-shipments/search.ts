// Search params of /inbound-shipments: the last rename job survives a reload and can be linked. Invalid values
// fall back, never throw.
import { z } from 'zod';

export const inboundShipmentsSearch = z.object({
  job: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined),
});
export type InboundShipmentsSearch = z.infer<typeof inboundShipmentsSearch>;
