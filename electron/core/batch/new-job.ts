// A new job built in slices: checking 100,000 row keys and building 100,000 rows takes long enough to freeze
// the main process, so the loop gets its turn between slices. The same checks as `newJob` (rows.ts), in order.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { JobModel } from '../job/job-model';
import { batchOperation, checkRowKeys, RowValidator } from './rows';
import type { JobSpec } from '../job/types';

const SLICE = 1000;

/**
 * The job's model and validator at once (empty: the runner tracks the job from the first moment), and `ready`,
 * which settles once every row key is checked, the common fields too, and every row is in the model; it rejects
 * (OpenApiError INVALID_INPUT) on a caller bug, as `newJob` throws.
 */
export function newJobInSlices(spec: JobSpec, jobId: string, createdAt: string): { model: JobModel; validator: RowValidator; ready: Promise<void> } {
  batchOperation(spec.operation);
  const common = spec.common ?? null;
  const { rows } = spec;
  const validator = new RowValidator(spec.operation, common);
  const model = new JobModel({ jobId, operation: spec.operation, label: spec.label ?? null, createdAt, common, context: spec.context ?? null });
  const ready = (async () => {
    const seen = new Set<string>();
    for (let i = 0; i < rows.length; i += SLICE) {
      checkRowKeys(spec.operation, rows.slice(i, i + SLICE), seen);
      await nextTurn();
    }
    validator.checkCommon(rows);
    for (let i = 0; i < rows.length; i += SLICE) {
      if (i > 0) await nextTurn();
      for (const row of rows.slice(i, i + SLICE)) model.addRow(row.key, row.input);
    }
  })();
  return { model, validator, ready };
}
