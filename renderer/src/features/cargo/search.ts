// Search params of /cargo: the last storage job survives a reload and can be linked. Invalid values fall
// back, never throw.
import { z } from 'zod';
import { jobId } from '../../../../shared/ipc/common';

export const cargoSearch = z.object({
  job: jobId.optional().catch(undefined),
});
