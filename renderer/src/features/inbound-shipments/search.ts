// Search params of /inbound-shipments: what survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';

export const inboundShipmentsSearch = z.object({});
export type InboundShipmentsSearch = z.infer<typeof inboundShipmentsSearch>;
