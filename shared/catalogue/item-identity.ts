// What the ledger of what was sent knows an item by, across jobs, tabs, screens and restarts: its identity (the
// operation's scope fields and the catalogue's item key) and a hash of its values. Computed from a row as the
// shared row validation gives it (row-validation.ts `checkRow`), so the main process (building the ledger from
// the journals, refusing a repeat at a start) and a screen (planning a send) name every item the same way.
import type { OperationId } from './index';
import { getOperation } from './index';

export interface ItemIdentity {
  /** The item within its operation: the scope's values, then the item key. */
  readonly key: string;
  /** A hash of everything sent for the item (the row, and the common fields that are not its scope). */
  readonly values: string;
}

/** Between the parts of a key; neither can appear in a trimmed id, code or name a user typed. */
const PART = '\u001f';

/** A number with more digits than a double holds (LosslessNumber) prints its digits. */
function isNumberObject(v: object): boolean {
  return typeof (v as { toString?: unknown }).toString === 'function' && (v as object).toString !== Object.prototype.toString && !Array.isArray(v);
}

/**
 * One text for a value, the same whatever form it took on the way: strings trimmed, numbers and their text
 * alike (`5`, `"5"`, `" 5 "`), keys sorted, empty and absent fields left out. Values the row validation treats as
 * equal read as equal here; values it tells apart (`05` and `5` as a quantity) may still read apart, which only
 * ever sends a value again, never skips one.
 */
export function canonicalText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return JSON.stringify(v.trim());
  if (typeof v === 'number' || typeof v === 'bigint') return JSON.stringify(String(v));
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return `[${v.map(canonicalText).join(',')}]`;
  if (typeof v === 'object') {
    if (isNumberObject(v)) return JSON.stringify(String(v));
    const parts: string[] = [];
    for (const k of Object.keys(v).sort()) {
      const text = canonicalText((v as Record<string, unknown>)[k]);
      if (text !== '' && text !== '""') parts.push(`${JSON.stringify(k)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  }
  return '';
}

/**
 * FNV-1a over the text's UTF-16 units, 64 bits kept as two 32-bit lanes: a short, stable name for a row's values.
 * Two different values sharing it (about one pair in 2^32 among 100,000 items) would read as "sent with these
 * values", which refuses a send the user can still make with "send again": never a send made twice unasked.
 */
export function valuesHash(text: string): string {
  let lo = 0x84222325;
  let hi = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    lo ^= text.charCodeAt(i);
    // × the 64-bit FNV prime 0x100000001b3, in 32-bit halves.
    const loMul = Math.imul(lo, 0x1b3) >>> 0;
    const carry = Math.floor(((lo >>> 0) * 0x1b3) / 0x100000000);
    hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
    lo = loMul;
  }
  return `${(hi >>> 0).toString(36)}.${(lo >>> 0).toString(36)}`;
}

/** The scope's values of a row's common fields, as the identity carries them. */
function scopeText(scope: readonly string[], common: Record<string, unknown> | null): string {
  return scope.map((f) => canonicalText(common?.[f])).join(PART);
}

/**
 * The identity of one valid row: `itemKey` and `row` as the shared row validation gives them (`checkRow`),
 * `common` as the job carries it (what the screen sent beside its rows, unvalidated). Single-body operations
 * carry no common fields apart from the row.
 */
export function itemIdentity(operation: OperationId, common: Record<string, unknown> | null, check: { itemKey: string; output: unknown }): ItemIdentity {
  const op = getOperation(operation);
  const scope = op.ledger?.scope ?? [];
  const list = op.batch?.kind === 'list';
  let others: Record<string, unknown> | null = null;
  if (list && common) {
    for (const [k, v] of Object.entries(common)) {
      if (scope.includes(k) || (op.batch?.kind === 'list' && k === op.batch.field)) continue;
      (others ??= {})[k] = v;
    }
  }
  const values = valuesHash(canonicalText(others ? { common: others, row: check.output } : { row: check.output }));
  const item = op.ledger?.key ? op.ledger.key(check.output, values) : check.itemKey;
  return { key: scope.length > 0 ? `${scopeText(scope, list ? common : null)}${PART}${item}` : item, values };
}
