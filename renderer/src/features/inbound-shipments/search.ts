// Search params of /inbound-shipments: the last rename job survives a reload and can be linked. Invalid values
// fall back, never throw.
import { z } from 'zod';
import { jobId } from '../../../../shared/ipc/common';

export const inboundShipmentsSearch = z.object({
  job: jobId.optional().catch(undefined),
});
