// The grid's rows checked with the catalogue's own row validation (shared with the batch runner), issues
// mapped onto cells by field path. Results are cached per row values object: an edit replaces that object, so
// only edited rows are checked again.
import type { z } from 'zod';
import { codedIssue, toValidationIssues } from '../../../../../shared/catalogue/fields';
import type { OperationId } from '../../../../../shared/catalogue';
import type { IssueCode, IssueValues } from '../../../../../shared/catalogue/issue-codes';
import { batchOperationOf, checkRow, commonFieldIssues, rowSchemaOf, type BatchOperationDef, type ValidationIssue } from '../../../../../shared/catalogue/row-validation';
import { itemIdentity, type ItemIdentity } from '../../../../../shared/catalogue/item-identity';
import { cellProblem, type CellProblem } from '../../../../../shared/sheets/cell-values';
import { identifierColumns } from './identifiers';
import type { ItemDraft } from '../../../bridge/operations';
import type { CellValues, GridColumn, GridRow } from './types';

export type IssueMessage =
  | { kind: 'number'; problem: CellProblem }
  /** The schema's own reason, as the batch runner reports it. */
  | { kind: 'schema'; text: string; path: string; code: IssueCode; values: IssueValues }
  /** The same vendor item as an earlier row (1-based position in the data). */
  | { kind: 'duplicate'; firstRow: number };

export interface RowIssues {
  readonly cells: ReadonlyMap<string, IssueMessage>;
  /** Issues no column shows (duplicates, fields without a column). */
  readonly row: readonly IssueMessage[];
  readonly count: number;
}

export interface GridValidation {
  readonly byRow: ReadonlyMap<string, RowIssues>;
  readonly total: number;
  readonly rowsWithIssues: number;
  /** True while a large load is still being checked in the background (counts are not final yet). */
  readonly pending: boolean;
  /** Errors in the operation's non-row fields (store, queue type…): the screen shows them at its form. */
  readonly common: readonly ValidationIssue[];
}

export interface GridValidatorOptions {
  operation: OperationId;
  /** The non-row fields of a list operation (store, queue type), or the shared body of a single one. */
  common?: Record<string, unknown> | null;
  columns: readonly GridColumn[];
  locale: string;
  /**
   * The schema of one row when the rows are a list inside one request rather than the operation's batch
   * items (cargo's goods: elements of `cargo_goods_list`). Rows are then checked against it alone.
   */
  item?: z.ZodType;
}

interface Checked {
  issues: RowIssues | null;
  itemKey: string | null;
  /** The row's item in the ledger of what was sent (null: blank, not valid, or not one of the operation's items). */
  identity: ItemIdentity | null;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  if (!path.includes('.')) {
    target[path] = value;
    return;
  }
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    node = (child !== null && typeof child === 'object' ? child : (node[key] = {})) as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

/** The item the operation gets from a row: empty cells are left out, the item itself for a '' field. */
export function rowToInput<TItem>(values: CellValues, columns: readonly GridColumn<TItem>[]): ItemDraft<TItem> {
  const whole = columns.find((c) => c.field === '');
  // The one place the grid's text is named as the item's draft: a text per field, or the text (an id list).
  if (whole) return (values[whole.id] ?? '') as ItemDraft<TItem>;
  const input: Record<string, unknown> = {};
  for (const c of columns) {
    const v = values[c.id] ?? '';
    if (v.trim() !== '') setPath(input, c.field, v);
  }
  return input as ItemDraft<TItem>;
}

export function isBlankRow(values: CellValues, columns: readonly GridColumn[]): boolean {
  return columns.every((c) => (values[c.id] ?? '').trim() === '');
}

function columnForPath(columns: readonly GridColumn[], path: string): GridColumn | undefined {
  return columns.find((c) => (c.field === '' ? path === '' : path === c.field || path.startsWith(`${c.field}.`) || path.startsWith(`${c.field}[`)));
}

/**
 * checkRow, with a schema transform that throws (an integer id with leading zeros makes LosslessNumber throw)
 * turned into the row's issue instead of taking the screen down.
 */
function safeCheckRow(...args: Parameters<typeof checkRow>): ReturnType<typeof checkRow> {
  try {
    return checkRow(...args);
  } catch (err) {
    return { issues: [codedIssue('(row)', 'other', { text: err instanceof Error ? err.message : String(err) })] };
  }
}

export class GridValidator {
  private readonly op: BatchOperationDef;
  private cache = new WeakMap<CellValues, Checked>();
  /** The columns whose fields name an item in the catalogue (ids, codes): see model/identifiers.ts. */
  readonly identifiers: ReadonlySet<string>;

  constructor(private readonly opts: GridValidatorOptions) {
    const op = batchOperationOf(opts.operation);
    if (!op) throw new Error(`${opts.operation} is not a write operation that takes rows`);
    this.op = op;
    this.identifiers = identifierColumns(opts.item ?? rowSchemaOf(op), opts.columns);
  }

  /** One row on its own (blank rows are not sent and have no issues). */
  check(values: CellValues): Checked {
    const hit = this.cache.get(values);
    if (hit) return hit;
    const { columns, locale } = this.opts;
    let result: Checked;
    if (isBlankRow(values, columns)) result = { issues: null, itemKey: null, identity: null };
    else {
      const cells = new Map<string, IssueMessage>();
      const row: IssueMessage[] = [];
      for (const c of columns) {
        const problem = cellProblem(c, values[c.id] ?? '', locale);
        if (problem) cells.set(c.id, { kind: 'number', problem });
      }
      const input = rowToInput(values, columns);
      const own = this.opts.item?.safeParse(input);
      const checked = own ? (own.success ? { itemKey: null } : { issues: toValidationIssues(own.error) }) : safeCheckRow(this.op, this.opts.common ?? null, input);
      if ('issues' in checked) {
        for (const issue of checked.issues) {
          const col = columnForPath(columns, issue.path);
          const msg: IssueMessage = { kind: 'schema', text: issue.message, path: issue.path, code: issue.code, values: issue.values };
          if (!col) row.push(msg);
          else if (!cells.has(col.id)) cells.set(col.id, msg);
        }
      }
      const count = cells.size + row.length;
      const valid = 'itemKey' in checked && checked.itemKey !== null && 'output' in checked && count === 0;
      result = {
        issues: count === 0 ? null : { cells, row, count },
        itemKey: 'itemKey' in checked ? checked.itemKey : null,
        identity: valid ? itemIdentity(this.opts.operation, this.opts.common ?? null, checked) : null,
      };
    }
    this.cache.set(values, result);
    return result;
  }

  /** Every row, with a later row naming the same item as an earlier one refused as the runner refuses it. */
  validate(rows: readonly GridRow[]): GridValidation {
    const steps = this.validateSteps(rows, Infinity);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same, yielding after every `slice` rows, so a caller can give the UI thread back in between: over 100,000
   * rows even checked ones took the page 200 ms and more in one go.
   */
  *validateSteps(rows: readonly GridRow[], slice = 2000): Generator<void, GridValidation, void> {
    const byRow = new Map<string, RowIssues>();
    const firstOf = new Map<string, number>();
    let total = 0;
    const listOp = this.op.batch.kind === 'list';
    let sample: unknown;
    for (let i = 0; i < rows.length; i++) {
      if (i > 0 && i % slice === 0) yield;
      const r = rows[i]!;
      const { issues, itemKey } = this.check(r.values);
      if (listOp && sample === undefined && issues === null && itemKey !== null) sample = rowToInput(r.values, this.opts.columns);
      let own = issues;
      if (listOp && itemKey !== null) {
        const first = firstOf.get(itemKey);
        if (first === undefined) firstOf.set(itemKey, i);
        else {
          const dup: IssueMessage = { kind: 'duplicate', firstRow: first + 1 };
          own = { cells: own?.cells ?? new Map(), row: [...(own?.row ?? []), dup], count: (own?.count ?? 0) + 1 };
        }
      }
      if (own) {
        byRow.set(r.id, own);
        total += own.count;
      }
    }
    const common = commonFieldIssues(this.op, this.opts.common ?? null, sample === undefined ? [] : [sample]);
    return { byRow, total, rowsWithIssues: byRow.size, pending: false, common };
  }

  /** How many rows have not been checked yet, counting up to `limit` (a cheap look-ahead). */
  countUnchecked(rows: readonly GridRow[], limit: number): number {
    let n = 0;
    for (let i = 0; i < rows.length && n < limit; i++) if (!this.cache.has(rows[i]!.values)) n++;
    return n;
  }
}
