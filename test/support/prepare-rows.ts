// Every row of a job spec validated at once, as the runner validates them chunk by chunk: the tests' ledger of
// which item key each row stands for, built on the core's own row rules.
import { checkRowKeys, JobRowValidator } from '../../electron/core/batch/rows';
import type { JobSpecRow } from '../../electron/core/job/types';
import type { OperationId, ValidationIssue } from '../../shared/catalogue';

export interface PreparedRows {
  valid: Array<{ key: string; input: unknown; itemKey: string }>;
  invalid: Array<{ key: string; input: unknown; issues: ValidationIssue[] }>;
}

export function prepareRows(id: OperationId, rows: readonly JobSpecRow[], common: Record<string, unknown> | null): PreparedRows {
  checkRowKeys(id, rows);
  const validator = new JobRowValidator(id, common);
  validator.checkCommon(rows);
  const out: PreparedRows = { valid: [], invalid: [] };
  for (const row of rows) {
    const v = validator.validate(row.key, row.input);
    if ('issues' in v) out.invalid.push({ key: row.key, input: row.input, issues: v.issues });
    else out.valid.push({ key: row.key, input: row.input, itemKey: v.itemKey });
  }
  return out;
}
