// <jobId>.ledger: what the ledger of what was sent (electron/core/ledger/) reads of a job of an earlier session,
// one line per row that names an item: its key, its identity and values' hash (shared item-identity.ts, from
// the row validated with the job's common fields exactly as a start validates it), its status as the replay
// gives it (a damaged journal's may-have-been-sent rows are unknown), the item and values as the user knows
// them, when it was sent and how it ended. Derived from the same full replay as the rows file and the summary
// (summary.ts), written before the summary and trusted only while the summary matches its journal.
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';
import type { JobModel, RowState } from '../job/job-model';
import type { RowStatus } from '../job/types';

export const ledgerFileOf = (journalFile: string): string => journalFile.replace(/\.jsonl$/, '.ledger');

export type LedgerStatus = Exclude<RowStatus, 'invalid'>;
export type LedgerCategory = 'not-executed' | 'executed' | 'unknown-outcome';

/** One row of a job as the ledger holds it. */
export interface LedgerLine {
  rowKey: string;
  /** The item's identity within its operation. */
  id: string;
  values: string;
  status: LedgerStatus;
  item: string | null;
  sent: Record<string, string> | null;
  sentAt: string | null;
  reason: string | null;
  code: string | null;
  category: LedgerCategory | null;
  resolvedBy: 'reconcile' | 'user' | null;
}

/** The identity of a row of a job read back from its journal: validated as a start validates it, or null. */
export function identityOfRow(model: JobModel, row: RowState): { key: string; values: string } | null {
  if (row.identity !== null) return row.identity;
  if (row.status === 'invalid' || row.input === null) return null;
  const op = batchOperationOf(model.meta.operation);
  if (op === null) return null;
  const checked = checkRow(op, model.meta.common, row.input);
  return 'issues' in checked ? null : itemIdentity(model.meta.operation, model.meta.common, checked);
}

/**
 * The ledger file's text for a replayed job and how many rows it names. Validation is a few microseconds a row, so
 * off a worker the loop gets its turn every 8 ms.
 */
export async function renderLedger(model: JobModel, sliceMs = 8): Promise<{ text: string; count: number }> {
  const parts: string[] = [];
  let sliceStart = performance.now();
  let i = 0;
  for (const row of model.rows.values()) {
    if ((++i & 255) === 0 && performance.now() - sliceStart > sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
    if (row.status === 'invalid') continue;
    const identity = identityOfRow(model, row);
    if (identity === null) continue;
    const d = model.describeRow(row);
    const sent = d && Object.keys(d.sent).length > 0 ? d.sent : null;
    parts.push(
      JSON.stringify([row.key, identity.key, identity.values, row.status, d?.item ?? null, sent, row.sentAt, row.reason, row.code, row.category, row.resolvedBy]),
      '\n',
    );
  }
  return { text: parts.join(''), count: parts.length / 2 };
}

const STATUSES: Readonly<Record<string, LedgerStatus>> = { pending: 'pending', succeeded: 'succeeded', failed: 'failed', unknown: 'unknown' };
const CATEGORIES: Readonly<Record<string, LedgerCategory>> = { 'not-executed': 'not-executed', executed: 'executed', 'unknown-outcome': 'unknown-outcome' };
const RESOLVED: Readonly<Record<string, 'reconcile' | 'user'>> = { reconcile: 'reconcile', user: 'user' };

/** A ledger file that does not hold what its summary says (replaced, cut, or not ours): its summary is made again. */
export class LedgerFileError extends Error {
  override readonly name = 'LedgerFileError';
}

const textOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

function sentOf(v: unknown): Record<string, string> | null | undefined {
  if (v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) return undefined;
  for (const x of Object.values(v as Record<string, unknown>)) if (typeof x !== 'string') return undefined;
  return v as Record<string, string>;
}

/** One line read back, checked field by field (a zod parse of 500,000 lines would cost the main thread seconds). */
function lineOf(v: unknown): LedgerLine {
  if (!Array.isArray(v) || v.length !== 11) throw new LedgerFileError('a ledger line is not a row');
  const [rowKey, id, values, status, item, sent, sentAt, reason, code, category, resolvedBy] = v as unknown[];
  const s = typeof status === 'string' ? STATUSES[status] : undefined;
  const c = category === null ? null : typeof category === 'string' ? CATEGORIES[category] : undefined;
  const by = resolvedBy === null ? null : typeof resolvedBy === 'string' ? RESOLVED[resolvedBy] : undefined;
  const sentValues = sentOf(sent);
  if (
    typeof rowKey !== 'string' || typeof id !== 'string' || id === '' || typeof values !== 'string' || s === undefined || c === undefined || by === undefined ||
    sentValues === undefined || !textOrNull(item) || !textOrNull(sentAt) || !textOrNull(reason) || !textOrNull(code)
  ) {
    throw new LedgerFileError('a ledger line does not hold a row of the ledger');
  }
  return { rowKey, id, values, status: s, item, sent: sentValues, sentAt, reason, code, category: c, resolvedBy: by };
}

/** The SHA-1 of a ledger file's text, as its summary names it. */
export const ledgerDigest = (text: string): string => createHash('sha1').update(text).digest('hex');

const READ_BLOCK = 256 * 1024;

/**
 * The rows of a ledger file as its summary names it (`bytes`, `count`, `sha1`: refusals rest on it, so a file of
 * the right size holding other rows is not taken either), a block of whole lines at a time (about 1,700 rows, one
 * JSON parse: the lines are JSON arrays, joined into one). LedgerFileError when it holds anything else, possibly
 * after some blocks were given: the caller takes back what it took.
 */
export async function* readLedgerBlocks(file: string, expected: { bytes: number; count: number; sha1: string }): AsyncGenerator<LedgerLine[]> {
  let fh;
  try {
    fh = await open(file, 'r');
  } catch {
    throw new LedgerFileError('the ledger file cannot be opened');
  }
  try {
    const size = (await fh.stat()).size;
    if (size !== expected.bytes) throw new LedgerFileError(`the ledger file has ${size} bytes, its summary names ${expected.bytes}`);
    const hash = createHash('sha1');
    let pos = 0;
    let n = 0;
    let carry = Buffer.alloc(0);
    while (pos < size) {
      const block = Buffer.alloc(Math.min(READ_BLOCK, size - pos));
      const { bytesRead } = await fh.read(block, 0, block.length, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      const got = block.subarray(0, bytesRead);
      hash.update(got);
      const data = carry.length > 0 ? Buffer.concat([carry, got]) : got;
      const end = data.lastIndexOf(0x0a);
      if (end < 0) {
        carry = Buffer.from(data);
        continue;
      }
      carry = Buffer.from(data.subarray(end + 1));
      let parsed: unknown;
      try {
        parsed = JSON.parse(`[${data.toString('utf8', 0, end).replaceAll('\n', ',')}]`);
      } catch {
        throw new LedgerFileError('a ledger line is not JSON');
      }
      const rows = (parsed as unknown[]).map(lineOf);
      n += rows.length;
      yield rows;
    }
    if (carry.length > 0) throw new LedgerFileError('the ledger file ends in a torn line');
    if (n !== expected.count) throw new LedgerFileError(`the ledger file names ${n} rows, its summary ${expected.count}`);
    if (hash.digest('hex') !== expected.sha1) throw new LedgerFileError('the ledger file is not the one its summary was made with');
  } finally {
    await fh.close();
  }
}
