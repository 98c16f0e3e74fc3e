// Rows → requests: each row is validated on its own (a bad row is reported with its field path and never
// sent), keyed the way the catalogue keys answers, and chunked to the operation's maximum.
import { codedIssue, toValidationIssues, type OperationId } from '../../../shared/catalogue';
import {
  batchOperationOf,
  commonFieldIssues,
  RowValidator,
  type BatchOperationDef,
} from '../../../shared/catalogue/row-validation';
import type { CheckedBody } from '../client';
import { localError } from '../errors';
import type { JobSpecRow } from '../job/types';

type BatchOperation = BatchOperationDef;

/** The operation must be a batchable write; anything else is a caller bug. */
export function batchOperation(id: OperationId): BatchOperation {
  const op = batchOperationOf(id);
  if (op === null) {
    throw localError('INVALID_INPUT', id, 'not-executed', {
      action: 'report-bug',
      details: { issues: [codedIssue('operation', 'other', { text: 'is not a write operation that takes rows' })] },
    });
  }
  return op;
}

/** Row keys come from the app (grid row ids), not from the user: a bad or repeated one is a caller bug. */
export function checkRowKeys(id: OperationId, rows: readonly JobSpecRow[], seen = new Set<string>()): void {
  for (const row of rows) seen.add(checkRowKey(id, row, seen));
}

/** The row's key when it is 1–200 characters and not among `seen`; else the caller bug, thrown. */
export function checkRowKey(id: OperationId, row: JobSpecRow, seen: { has(key: string): boolean }): string {
  const key = typeof row.key === 'string' && row.key.length >= 1 && row.key.length <= 200 ? row.key : null;
  if (key === null || seen.has(key)) {
    throw localError('INVALID_INPUT', id, 'not-executed', {
      action: 'report-bug',
      details: { issues: [codedIssue('rows.key', 'other', { text: key === null ? `row key must be 1–200 characters (${String(row.key)})` : `duplicate row key "${key}"` })] },
    });
  }
  return key;
}

/**
 * The catalogue's row validation (shared/catalogue/row-validation.ts, the one the grid checks cells with),
 * and what only the runner does with it: building chunk bodies and refusing a job whose common fields are wrong.
 */
export class JobRowValidator extends RowValidator {
  /** The validated non-list fields of a list operation, from the first chunk on. */
  private commonOutput: Record<string, unknown> | null = null;

  constructor(id: OperationId, common: Record<string, unknown> | null) {
    super(batchOperation(id), common);
  }

  /**
   * The request body of a chunk from its rows' validated forms: what the operation's schema gives for the
   * common fields and these elements, without validating the rows a second time.
   */
  chunkBody(outputs: readonly unknown[], inputs: readonly unknown[]): CheckedBody {
    const batch = this.op.batch;
    // The one place a chunk's body is named checked: its rows are the schema's outputs, its common fields too.
    if (batch.kind === 'single') return outputs[0] as CheckedBody;
    if (this.commonOutput === null) {
      // As few elements as the list takes (one, or a merge's two): the sample only carries the common fields.
      const parsed = this.op.request.safeParse({ ...this.common, [batch.field]: inputs.slice(0, this.minPerRequest) });
      if (!parsed.success) throw localError('INVALID_INPUT', this.op.id, 'not-executed', { action: 'show', details: { issues: toValidationIssues(parsed.error) } });
      const { [batch.field]: _list, ...rest } = parsed.data as Record<string, unknown>;
      this.commonOutput = rest;
    }
    return { ...this.commonOutput, [batch.field]: outputs } as CheckedBody;
  }

  /**
   * The non-list fields of a list operation are shared by every chunk: an error there refuses the whole job,
   * and so do fewer rows than one request takes.
   */
  checkCommon(rows: readonly JobSpecRow[]): void {
    // The inputs one by one, not a copied array of 100,000 (the first valid one is all it usually reads).
    const issues = commonFieldIssues(this.op, this.common, (function* () {
      for (const r of rows) yield r.input;
    })());
    const tooFew = this.tooFewIssue(rows.length);
    if (tooFew) issues.push(tooFew);
    if (issues.length > 0) throw localError('INVALID_INPUT', this.op.id, 'not-executed', { action: 'show', details: { issues } });
  }
}

export function chunkSizeOf(id: OperationId, requested?: number): number {
  const batch = batchOperation(id).batch;
  if (batch.kind === 'single') return 1;
  return Math.max(1, Math.min(batch.max, requested ?? batch.max));
}
