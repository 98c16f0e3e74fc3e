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

/** Object keys as JSON text, kept for the few field names the catalogue has (a bounded cache). */
const quotedKeys = new Map<string, string>();
function keyText(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quotedKeys.size < 1000) quotedKeys.set(k, q);
  }
  return q;
}

/**
 * One text for a value, the same whatever form it took on the way: strings trimmed, numbers and their text
 * alike (`5`, `"5"`, `" 5 "`), keys sorted, empty and absent fields left out. Values the row validation treats as
 * equal read as equal here; values it tells apart (`05` and `5` as a quantity) may still read apart, which only
 * ever sends a value again, never skips one. Built by appending (no arrays joined): a 100,000-row start names
 * every row.
 */
export function canonicalText(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v.trim());
    case 'number':
    case 'bigint':
      return JSON.stringify(String(v));
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return '';
      if (Array.isArray(v)) {
        let s = '[';
        for (let i = 0; i < v.length; i++) s += (i > 0 ? ',' : '') + canonicalText(v[i]);
        return `${s}]`;
      }
      if (isNumberObject(v)) return JSON.stringify(String(v));
      const keys = Object.keys(v);
      // Sorted only when out of order: a validated row's keys come in its schema's order, already sorted most
      // often, and the engine's sort allocates a work area per call (most of a 10,000-row start's garbage).
      if (!inOrder(keys)) keys.sort();
      let s = '{';
      let first = true;
      for (const k of keys) {
        const text = canonicalText((v as Record<string, unknown>)[k]);
        if (text === '' || text === '""') continue;
        s += `${first ? '' : ','}${keyText(k)}:${text}`;
        first = false;
      }
      return `${s}}`;
    }
    default:
      return '';
  }
}

/** Whether `sort()` would leave the keys as they are (it compares by UTF-16 code units, as `<` does). */
function inOrder(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (!((keys[i - 1] as string) < (keys[i] as string))) return false;
  return true;
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
/** `n.toString(36)` for an unsigned 32-bit integer, without the engine's general radix conversion (slow). */
function base36(n: number): string {
  if (n === 0) return '0';
  let s = '';
  while (n > 0) {
    const q = (n / 36) >>> 0;
    s = BASE36.charAt(n - q * 36) + s;
    n = q;
  }
  return s;
}

/**
 * FNV-1a over the text's UTF-16 units, 64 bits kept as two 32-bit lanes: a short, stable name for a row's values.
 * Two different values sharing it (about one pair in 2^32 among 100,000 items) would read as "sent with these
 * values", which refuses a send the user can still make with "send again": never a send made twice unasked.
 * Computed in four 16-bit limbs (integer arithmetic only: every product stays below 2^31).
 */
export function valuesHash(text: string): string {
  // The offset basis cbf29ce4 84222325, low limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < text.length; i++) {
    h0 ^= text.charCodeAt(i);
    // × the 64-bit FNV prime 0x100000001b3 = 2^40 + 0x1b3: each limb × 0x1b3, and limbs 0 and 1 shifted 40 bits
    // (limb 2 and 3, 8 bits up), carries passed upwards, the part past 64 bits dropped.
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    h0 = t0 & 0xffff;
    t2 += t1 >>> 16;
    h1 = t1 & 0xffff;
    h3 = (t3 + (t2 >>> 16)) & 0xffff;
    h2 = t2 & 0xffff;
  }
  return `${base36(((h3 << 16) | h2) >>> 0)}.${base36(((h1 << 16) | h0) >>> 0)}`;
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
  return identityNamer(operation, common)(check);
}

/**
 * `itemIdentity` for many rows of one operation and one common part: what the rows share (the scope's text, the
 * common fields that are values) is made once, so a 100,000-row plan or start does not make it per row.
 */
export function identityNamer(operation: OperationId, common: Record<string, unknown> | null): (check: { itemKey: string; output: unknown }) => ItemIdentity {
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
  const commonPart = others ? `"common":${canonicalText(others)}` : '';
  const scopePrefix = scope.length > 0 ? `${scopeText(scope, list ? common : null)}${PART}` : '';
  const ledger = op.ledger;
  return (check) => {
    // canonicalText({ common: others, row }) written out (no wrapper made per row): its keys in order, a part
    // left out when its text is empty.
    const row = canonicalText(check.output);
    const rowPart = row === '' || row === '""' ? '' : `"row":${row}`;
    const values = valuesHash(`{${commonPart}${commonPart && rowPart ? ',' : ''}${rowPart}}`);
    const item = ledger?.key ? ledger.key(check.output, values) : check.itemKey;
    return { key: scopePrefix + item, values };
  };
}
