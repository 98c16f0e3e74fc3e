// Search params of /activity: the selected job and its row filter survive a reload and can be linked.
import { z } from 'zod';
import { jobId } from '../../../../shared/ipc/common';
import { ROW_STATUSES } from '../../../../shared/ipc/operations';

export const ROW_FILTERS = ['all', ...ROW_STATUSES] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

export const activitySearch = z.object({
  job: jobId.optional().catch(undefined),
  rows: z.enum(ROW_FILTERS).optional().catch(undefined),
});
