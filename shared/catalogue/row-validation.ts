// One row of a batch write, validated the same way wherever it is checked: in the grid as the user types and
// in the batch runner before anything is sent. Pure (no I/O, no errors thrown for user input), so the renderer
// and electron/core share it; the runner wraps the results in its own error type.
import type { z } from 'zod';
import { getOperation } from './index';
import { codedIssue, toValidationIssues, type ValidationIssue } from './fields';
import type { OperationDef, OperationId } from './index';

export type BatchOperationDef = OperationDef & { batch: NonNullable<OperationDef['batch']> };

export type RowCheck = { itemKey: string; output: unknown } | { issues: ValidationIssue[] };

/** The operation when it is a write that takes rows; null otherwise (the caller decides how to refuse). */
export function batchOperationOf(id: OperationId): BatchOperationDef | null {
  const op = getOperation(id);
  return op.access === 'write' && op.batch !== null ? (op as BatchOperationDef) : null;
}

/** The schema one row is checked against: a list operation's element, a single operation's whole body. */
export function rowSchemaOf(op: BatchOperationDef): z.ZodType {
  return op.batch.kind === 'list' ? op.batch.item : op.request;
}

/** Row-level message when two rows name the same vendor item (answers could not tell them apart). */
export function duplicateItemIssue(firstRowKey: string): ValidationIssue {
  return codedIssue('(row)', 'duplicateItem', { row: firstRowKey });
}

/**
 * One row on its own: a list operation's row against `batch.item` (paths relative to the item, e.g.
 * `quantity`); a single operation's row as the whole body with the common fields under it.
 */
export function checkRow(op: BatchOperationDef, common: Record<string, unknown> | null, input: unknown): RowCheck {
  const batch = op.batch;
  if (batch.kind === 'list') {
    // The usual row read without zod (the catalogue vouches it is what zod gives); any other is zod's.
    const plain = batch.plain?.(input);
    if (plain) return { itemKey: batch.itemKey(plain), output: plain };
    const parsed = batch.item.safeParse(input);
    if (!parsed.success) return { issues: toValidationIssues(parsed.error) };
    return { itemKey: batch.itemKey(parsed.data), output: parsed.data };
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { issues: [codedIssue('(row)', 'notObject')] };
  const parsed = op.request.safeParse({ ...common, ...input });
  if (!parsed.success) return { issues: toValidationIssues(parsed.error) };
  return { itemKey: batch.itemKey(parsed.data), output: parsed.data };
}

/**
 * Issues in the non-list fields of a list operation (store, queue type…), checked with one sample row that is
 * valid on its own so the row's own errors do not show here. Empty for single operations.
 */
export function commonFieldIssues(op: BatchOperationDef, common: Record<string, unknown> | null, inputs: Iterable<unknown>): ValidationIssue[] {
  const batch = op.batch;
  if (batch.kind !== 'list') return [];
  let sample: unknown;
  for (const input of inputs) {
    if (batch.item.safeParse(input).success) {
      sample = input;
      break;
    }
  }
  const parsed = op.request.safeParse({ ...common, [batch.field]: sample === undefined ? [] : [sample] });
  if (parsed.success) return [];
  return toValidationIssues(parsed.error).filter((i) => i.path !== batch.field && !i.path.startsWith(`${batch.field}[`));
}

/**
 * Validates rows one at a time, remembering item keys across calls: the second row naming an item already
 * taken by another row is refused (a list operation's answers are keyed by item).
 */
export class RowValidator {
  readonly op: BatchOperationDef;
  private readonly seen = new Map<string, string>();

  constructor(
    op: BatchOperationDef,
    protected readonly common: Record<string, unknown> | null,
  ) {
    this.op = op;
  }

  /** The fewest rows one request may carry (a merge needs two orders). */
  get minPerRequest(): number {
    return this.op.batch.kind === 'list' ? (this.op.batch.min ?? 1) : 1;
  }

  /** The issue of a request that would carry fewer rows than the operation takes; null when it may be sent. */
  tooFewIssue(count: number): ValidationIssue | null {
    const min = this.minPerRequest;
    if (count === 0 || count >= min || this.op.batch.kind !== 'list') return null;
    return codedIssue(this.op.batch.field, 'tooFewInRequest', { min, count });
  }

  validate(key: string, input: unknown): RowCheck {
    const checked = checkRow(this.op, this.common, input);
    if ('issues' in checked || this.op.batch.kind !== 'list') return checked;
    const first = this.seen.get(checked.itemKey);
    if (first !== undefined && first !== key) return { issues: [duplicateItemIssue(first)] };
    this.seen.set(checked.itemKey, key);
    return checked;
  }
}

export type { ValidationIssue };
