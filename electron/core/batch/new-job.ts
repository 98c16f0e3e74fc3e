// A new job built in slices: checking 100,000 row keys and building 100,000 rows takes long enough to freeze
// the main process, so the loop gets its turn between slices. The same checks as `newJob` (rows.ts), in order.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { JobModel } from './job-model';
import { batchOperation, checkRowKeys, RowValidator } from './rows';
import type { JobSpec } from './types';

const SLICE = 1000;

export async function newJobInSlices(spec: JobSpec, jobId: string, createdAt: string): Promise<{ model: JobModel; validator: RowValidator }> {
  batchOperation(spec.operation);
  const common = spec.common ?? null;
  const { rows } = spec;
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i += SLICE) {
    checkRowKeys(spec.operation, rows.slice(i, i + SLICE), seen);
    await nextTurn();
  }
  const validator = new RowValidator(spec.operation, common);
  validator.checkCommon(rows);
  const model = new JobModel({ jobId, operation: spec.operation, label: spec.label ?? null, createdAt, common, context: spec.context ?? null });
  for (let i = 0; i < rows.length; i += SLICE) {
    if (i > 0) await nextTurn();
    for (const row of rows.slice(i, i + SLICE)) model.addRow(row.key, row.input);
  }
  return { model, validator };
}
