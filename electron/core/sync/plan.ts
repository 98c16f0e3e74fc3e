// Which rows of a file a sync sends: each row checked by the catalogue's shared row validation (as every start
// checks it), named by its ledger identity, and asked of the ledger. A row goes only when its values differ from
// what the ledger says was last applied for its item; the rest say why they stay (unchanged, held: an unknown
// outcome the user has not decided, or a job sending the item now; invalid: the row, field and code). An id of an
// id list carries no values beside itself, so it goes until the ledger holds it applied.
import { codedIssue } from '../../../shared/catalogue/fields';
import { RowValidator, batchOperationOf, commonFieldIssues, duplicateItemIssue, type RowCheck } from '../../../shared/catalogue/row-validation';
import { syncRowInput } from '../../../shared/catalogue/sync-rows';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import type { ValidationIssue, WriteOperationId } from '../../../shared/catalogue';
import type { JobState, LedgerEntry } from '../../../shared/ipc';
import { isLiveJobState } from '../../../shared/ipc/operations';
import type { SyncCaller } from './caller';
import { SyncError, syncText, type SyncCode } from './messages';
import { syncShape, type SyncSourceRow } from './read';
import type { Locale } from '../messages';

export interface SyncPlanRow {
  /** The row's key in the job: its sheet row number. */
  readonly key: string;
  readonly sheetRow: number;
  /** The row's text by field, as the file gave it. */
  readonly input: Readonly<Record<string, string>>;
  /** What the job's row carries: the fields, or an id list's one id. */
  readonly jobInput: string | Readonly<Record<string, string>>;
}

export type SyncHeld =
  | { readonly why: 'unchanged'; readonly jobId: string }
  | { readonly why: 'unknown'; readonly jobId: string }
  | { readonly why: 'inFlight'; readonly jobId: string };

export interface SyncPlan {
  readonly operation: WriteOperationId;
  readonly common: Readonly<Record<string, string>>;
  /** The rows to send: changed, or never applied. */
  readonly send: readonly SyncPlanRow[];
  /** Rows the ledger says need nothing, or must not go without the user's word. */
  readonly held: ReadonlyArray<SyncPlanRow & { readonly held: SyncHeld }>;
  /** Rows refused before sending, each issue with its field and code. */
  readonly invalid: ReadonlyArray<SyncPlanRow & { readonly issues: readonly ValidationIssue[] }>;
}

function heldOf(entry: LedgerEntry, same: boolean, jobs: Readonly<Record<string, JobState>>): SyncHeld | null {
  // On its way: a second request would race the first, whatever the values.
  if (entry.status === 'pending' && isLiveJobState(jobs[entry.jobId] ?? 'finished')) return { why: 'inFlight', jobId: entry.jobId };
  if (!same) return null;
  if (entry.status === 'succeeded') return { why: 'unchanged', jobId: entry.jobId };
  if (entry.status === 'unknown') return { why: 'unknown', jobId: entry.jobId };
  return null;
}

/**
 * Plans a sync of `rows` for `operation` with `common` (the fields every request carries, e.g. `store_id`).
 * Common fields that are not valid refuse the whole sync (SyncError COMMON_INVALID); nothing is started here.
 */
export async function planSync(caller: SyncCaller, operation: WriteOperationId, common: Readonly<Record<string, string>>, rows: readonly SyncSourceRow[]): Promise<SyncPlan> {
  const shape = syncShape(operation);
  const op = batchOperationOf(operation);
  if (!op) throw new SyncError('OPERATION_UNSUPPORTED', { operation });
  const commonIssues = commonFieldIssues(op, common, rows.map((r) => syncRowInput(shape, r.input)));
  if (commonIssues.length > 0) throw new SyncError('COMMON_INVALID', { operation, issues: commonIssues.map((i) => `${i.path} ${i.message}`).join('; ') });
  const validator = new RowValidator(op, common);
  const invalid: Array<SyncPlanRow & { issues: ValidationIssue[] }> = [];
  const valid: Array<{ row: SyncPlanRow; id: string; values: string }> = [];
  // Two rows naming one item (the same address twice): which of them the file means is not for the sync to guess.
  const firstRowOf = new Map<string, string>();
  for (const source of rows) {
    const row: SyncPlanRow = { key: String(source.sheetRow), sheetRow: source.sheetRow, input: source.input, jobInput: syncRowInput(shape, source.input) };
    const checked = validator.validate(row.key, row.jobInput);
    const issues = rowIssues(source, checked);
    if (issues.length > 0 || !('output' in checked)) {
      invalid.push({ ...row, issues });
      continue;
    }
    const identity = itemIdentity(operation, common, checked);
    const first = firstRowOf.get(identity.key);
    if (first !== undefined) {
      invalid.push({ ...row, issues: [duplicateItemIssue(first)] });
      continue;
    }
    firstRowOf.set(identity.key, row.key);
    valid.push({ row, id: identity.key, values: identity.values });
  }
  const { found, jobs } = valid.length > 0 ? await caller('ledger.lookup', { operation, items: valid.map((v) => ({ id: v.id, values: v.values })) }) : { found: [], jobs: {} };
  const byId = new Map(found.map((f) => [f.id, f]));
  const send: SyncPlanRow[] = [];
  const held: Array<SyncPlanRow & { held: SyncHeld }> = [];
  for (const v of valid) {
    const f = byId.get(v.id);
    const h = f ? heldOf(f.entry, f.same, jobs) : null;
    if (h) held.push({ ...v.row, held: h });
    else send.push(v.row);
  }
  return { operation, common, send, held, invalid };
}

/**
 * A row's issues as the grid shows them: a cell read could not take (`problems`) says so in its field, the
 * catalogue's rules speak for the other fields and the row.
 */
function rowIssues(source: SyncSourceRow, checked: RowCheck): ValidationIssue[] {
  const own = (source.problems ?? []).map((p) => codedIssue(p.field, p.code));
  const taken = new Set(own.map((i) => i.path));
  const rules = 'issues' in checked ? checked.issues.filter((i) => !taken.has(i.path)) : [];
  return [...own, ...rules];
}

const HELD_CODE: Record<SyncHeld['why'], SyncCode> = { unchanged: 'UNCHANGED', unknown: 'HELD_UNKNOWN', inFlight: 'HELD_IN_FLIGHT' };

/** Why a row stays, in the reader's language. */
export function heldText(held: SyncHeld, locale: Locale): string {
  return syncText(HELD_CODE[held.why], { jobId: held.jobId }, locale);
}
