// Which rows of a file a sync sends: each row checked by the catalogue's shared row validation (as every start
// checks it), named by its ledger identity, and asked of the ledger. A row goes only when its values differ from
// what the ledger says was last applied for its item; the rest say why they stay (unchanged, held: an unknown
// outcome the user has not decided, or a job sending the item now; invalid: the row, field and code). An id of an
// id list carries no values beside itself, so it goes until the ledger holds it applied.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { codedIssue } from '../../../shared/catalogue/fields';
import { RowValidator, batchOperationOf, commonFieldIssues, duplicateItemIssue, type RowCheck } from '../../../shared/catalogue/row-validation';
import { syncRowInput } from '../../../shared/catalogue/sync-rows';
import { identityNamer } from '../../../shared/catalogue/item-identity';
import type { ValidationIssue, WriteOperationId } from '../../../shared/catalogue';
import type { JobState, LedgerEntry, LedgerLookupOutput } from '../../../shared/ipc';
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

/** Rows checked between two turns of the loop (4–5 ms of usual rows, about 15 ms of rows only zod reads). */
const SLICE = 1000;

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
  const identityOf = identityNamer(operation, common);
  const invalid: Array<SyncPlanRow & { issues: ValidationIssue[] }> = [];
  const valid: Array<{ row: SyncPlanRow; id: string; values: string }> = [];
  // Two rows naming one item (the same address twice): which of them the file means is not for the sync to guess.
  const firstRowOf = new Map<string, string>();
  for (let n = 0; n < rows.length; n++) {
    // The loop's turn between slices: a 100,000-row file is checked a slice at a time, never in one hold.
    if (n > 0 && n % SLICE === 0) await nextTurn();
    const source = rows[n]!;
    const row: SyncPlanRow = { key: String(source.sheetRow), sheetRow: source.sheetRow, input: source.input, jobInput: syncRowInput(shape, source.input) };
    const checked = validator.validate(row.key, row.jobInput);
    const issues = rowIssues(source, checked);
    if (issues.length > 0 || !('output' in checked)) {
      invalid.push({ ...row, issues });
      continue;
    }
    const identity = identityOf(checked);
    const first = firstRowOf.get(identity.key);
    if (first !== undefined) {
      invalid.push({ ...row, issues: [duplicateItemIssue(first)] });
      continue;
    }
    firstRowOf.set(identity.key, row.key);
    valid.push({ row, id: identity.key, values: identity.values });
  }
  const { found, jobs } = valid.length > 0 ? await caller('ledger.lookup', { operation, items: valid.map((v) => ({ id: v.id, values: v.values })) }) : { found: [], jobs: {} };
  const foundOf = foundInOrder(valid, found) ?? foundById(valid, found);
  const send: SyncPlanRow[] = [];
  const held: Array<SyncPlanRow & { held: SyncHeld }> = [];
  for (let i = 0; i < valid.length; i++) {
    const { row } = valid[i]!;
    const f = foundOf[i];
    const h = f ? heldOf(f.entry, f.same, jobs) : null;
    if (h) held.push({ key: row.key, sheetRow: row.sheetRow, input: row.input, jobInput: row.jobInput, held: h });
    else send.push(row);
  }
  return { operation, common, send, held, invalid };
}

type Found = LedgerLookupOutput['found'][number];

/**
 * What the ledger found for each row, when its answer lists them in the rows' order (the ledger answers so): one
 * walk, no map of 100,000 ids. Null when it does not (an answer in another order is read by id).
 */
function foundInOrder(valid: ReadonlyArray<{ id: string }>, found: readonly Found[]): Array<Found | undefined> | null {
  const out = new Array<Found | undefined>(valid.length);
  let j = 0;
  for (let i = 0; i < valid.length && j < found.length; i++) if (found[j]!.id === valid[i]!.id) out[i] = found[j++];
  // Every id is a row's once (a second row naming an item is refused above), so each found entry is its row's.
  return j === found.length ? out : null;
}

function foundById(valid: ReadonlyArray<{ id: string }>, found: readonly Found[]): Array<Found | undefined> {
  const byId = new Map(found.map((f) => [f.id, f]));
  return valid.map((v) => byId.get(v.id));
}

/** A valid row's issues (shared, never changed: a row with issues gets an array of its own). */
const NO_ISSUES: ValidationIssue[] = [];

/**
 * A row's issues as the grid shows them: a cell read could not take (`problems`) says so in its field, the
 * catalogue's rules speak for the other fields and the row.
 */
function rowIssues(source: SyncSourceRow, checked: RowCheck): ValidationIssue[] {
  if (source.problems === undefined && !('issues' in checked)) return NO_ISSUES;
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
