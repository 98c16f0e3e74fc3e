// A videox stock row is checked without zod when it is the usual row (plain text cells the schema takes as they
// are): a 100,000-row sync checks every row. Whatever a row holds, that check must decide as zod does: the same
// verdict, the same validated form (field for field, key for key), the same item key and ledger identity; and a
// sync planned with it must send, hold and refuse exactly the rows a sync planned by zod alone does.
import { describe, expect, it, vi } from 'vitest';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import { plainVideoxItem } from '../../../shared/catalogue/operations/videoxStock';
import { batchOperationOf, checkRow, type BatchOperationDef } from '../../../shared/catalogue/row-validation';
import type { LedgerEntry, MethodInput, MethodOutput } from '../../../shared/ipc';
import { planSync } from '../../../electron/core/sync/plan';
import type { SyncCaller, SyncMethod } from '../../../electron/core/sync/caller';
import type { SyncSourceRow } from '../../../electron/core/sync/read';
import { generator } from './helpers';

const op = batchOperationOf('videoxStock')!;
const batch = op.batch.kind === 'list' ? op.batch : null;
if (!batch) throw new Error('videoxStock is a list write');
/** The same operation with its rows left to zod alone. */
const zodOnly: BatchOperationDef = { ...op, batch: { ...batch, plain: undefined } };
const COMMON = { store_id: '7' };

const IDS: unknown[] = [
  'MSKU-1',
  'M_2.b',
  '007',
  '1234567890123456789',
  '00000000000000000001',
  '1.38400326137586E+17',
  '1E+5',
  '1e5',
  ' M-3',
  'M-3 ',
  'M 3',
  '\tM-4',
  '',
  ' ',
  '１２３',
  'Ｍ-5',
  'M-6/7',
  '库存-8',
  'x'.repeat(100),
  'y'.repeat(101),
  '-9',
  12,
  null,
  undefined,
];
const QUANTITIES: unknown[] = [
  '0',
  '5',
  '05',
  '007',
  '000',
  '999999999999999',
  '9999999999999999',
  '9007199254740991',
  '9007199254740993',
  '12345678901234567890',
  '-3',
  '-0',
  '+4',
  '1.5',
  '2.0',
  '1e3',
  ' 7',
  '7 ',
  ' 7 ',
  '',
  ' ',
  '１２',
  '1,000',
  'lots',
  5,
  0,
  -0,
  999_999_999_999_999,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  1e21,
  -1,
  2.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
];
const WAREHOUSES: unknown[] = [...IDS];

const pick = (rnd: () => number, from: readonly unknown[]) => from[Math.floor(rnd() * from.length)];

/** One row as a file, a grid or a caller might give it: each field from its pool, or absent; now and then an extra key. */
function rowOf(rnd: () => number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const fields: Array<[string, readonly unknown[]]> = [
    ['msku_id', IDS],
    ['quantity', QUANTITIES],
    ['warehouse_id', WAREHOUSES],
  ];
  // Any key order: the validated form keeps the schema's.
  if (rnd() < 0.3) fields.reverse();
  for (const [field, pool] of fields) {
    const v = pick(rnd, pool);
    if (v !== undefined || rnd() < 0.2) row[field] = v;
  }
  if (rnd() < 0.05) row.note = 'extra';
  return row;
}

/** What a check decides, keys in order (toStrictEqual alone would not tell `{a, b}` from `{b, a}`). */
function decision(check: ReturnType<typeof checkRow>) {
  if ('issues' in check) return { issues: check.issues };
  const identity = itemIdentity('videoxStock', COMMON, check);
  return { itemKey: check.itemKey, output: check.output, keys: Object.keys(check.output as object), identity };
}

describe('videox plain row check', () => {
  it('decides as zod does, for 20,000 generated rows of every shape, and vouches for the plain ones', () => {
    const rnd = generator(33);
    let vouched = 0;
    for (let i = 0; i < 20_000; i++) {
      const input = rowOf(rnd);
      const plain = plainVideoxItem(input);
      if (plain) vouched++;
      expect(decision(checkRow(op, COMMON, input)), JSON.stringify(input)).toStrictEqual(decision(checkRow(zodOnly, COMMON, input)));
    }
    // Not a vacuous equality: a good share of the rows took the plain check.
    expect(vouched).toBeGreaterThan(200);
  });

  it('vouches for leading zeros, long digit ids and an absent warehouse as zod reads them; leaves the rest to zod', () => {
    expect(plainVideoxItem({ msku_id: '00012345678901234567', quantity: '007', warehouse_id: '0001' })).toStrictEqual({ msku_id: '00012345678901234567', quantity: 7, warehouse_id: '0001' });
    expect(plainVideoxItem({ quantity: '999999999999999', msku_id: 'M-1' })).toStrictEqual({ msku_id: 'M-1', quantity: 999_999_999_999_999 });
    for (const quantity of ['9999999999999999', '-3', '1.5', ' 7', '１２', '', -1, 2.5, 2 ** 53, Number.NaN]) expect(plainVideoxItem({ msku_id: 'M-1', quantity }), String(quantity)).toBeNull();
    // A number cell that is a safe integer ≥ 0 is what `int` returns unchanged: vouched for as it is.
    expect(plainVideoxItem({ msku_id: 'M-1', quantity: 5 })).toStrictEqual({ msku_id: 'M-1', quantity: 5 });
    expect(Object.is(plainVideoxItem({ msku_id: 'M-1', quantity: -0 })?.quantity, -0)).toBe(true);
    for (const msku_id of [' M-1', 'M 1', '１２３', '1.38400326137586E+17', '', 'y'.repeat(101)]) expect(plainVideoxItem({ msku_id, quantity: '1' }), msku_id).toBeNull();
    expect(plainVideoxItem({ msku_id: 'M-1', quantity: '1', warehouse_id: '' })).toBeNull();
    expect(plainVideoxItem({ msku_id: 'M-1', quantity: '1', note: 'x' })).toBeNull();
  });

  it('is how a usual row is checked: zod is not asked', () => {
    const spy = vi.spyOn(batch.item, 'safeParse');
    expect(checkRow(op, COMMON, { msku_id: 'M-1', quantity: '3', warehouse_id: '1001' })).toStrictEqual({ itemKey: 'M-1@1001', output: { msku_id: 'M-1', quantity: 3, warehouse_id: '1001' } });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

type Status = LedgerEntry['status'];
const JOB = 'job-20260101T000000-aaaaaaaa';

/** A ledger holding each row given (identity and values as a start records them), answering as ledger.lookup does. */
function ledgerOf(sent: ReadonlyArray<{ input: unknown; status: Status }>, order: 'asked' | 'reversed' = 'asked'): SyncCaller {
  const entries = new Map<string, LedgerEntry>();
  sent.forEach(({ input, status }, n) => {
    const checked = checkRow(zodOnly, COMMON, input);
    if ('issues' in checked) return;
    const { key, values } = itemIdentity('videoxStock', COMMON, checked);
    entries.set(key, { jobId: JOB, rowKey: String(n), status, values, item: null, sent: null, sentAt: null, createdAt: '2026-01-01T00:00:00Z', reason: null, code: null, category: null, resolvedBy: null });
  });
  return (async <M extends SyncMethod>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => {
    if (method !== 'ledger.lookup') throw new Error(`unexpected ${method}`);
    const { items } = input as MethodInput<'ledger.lookup'>;
    const found = items.flatMap((i) => {
      const entry = entries.get(i.id);
      return entry ? [{ id: i.id, same: entry.values === i.values, entry }] : [];
    });
    if (order === 'reversed') found.reverse();
    return { found, jobs: { [JOB]: 'finished' } } as MethodOutput<'ledger.lookup'> as MethodOutput<M>;
  }) as SyncCaller;
}

/**
 * Text cells as a file gives them: mostly a usual row of a few hundred items (so a file repeats items, and a
 * ledger holds some with the same values and some with others), else any generated row, its values as text.
 */
function fileRowOf(rnd: () => number): Record<string, string> {
  if (rnd() < 0.7) {
    const warehouse = pick(rnd, ['1001', '1002', undefined]);
    const row: Record<string, string> = { msku_id: `M-${Math.floor(rnd() * 600)}`, quantity: String(pick(rnd, ['0', '5', '05', '12'])) };
    return typeof warehouse === 'string' ? { ...row, warehouse_id: warehouse } : row;
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rowOf(rnd))) if (k !== 'note' && v !== undefined && v !== null) out[k] = String(v);
  return out;
}

describe('planSync with the plain row check', () => {
  it('sends, holds and refuses exactly the rows zod alone would, each invalid row with its file row and issues', async () => {
    const rnd = generator(31);
    // Few distinct items, so duplicates, unchanged and changed rows all occur.
    const rows: SyncSourceRow[] = Array.from({ length: 3000 }, (_, n) => ({ sheetRow: n + 2, input: fileRowOf(rnd) }));
    const earlier = rows.filter((_, n) => n % 3 === 0).map((r, n) => ({ input: n % 2 === 0 ? r.input : { ...r.input, quantity: '1' }, status: (n % 5 === 0 ? 'unknown' : 'succeeded') as Status }));
    const caller = ledgerOf(earlier);
    const view = (plan: Awaited<ReturnType<typeof planSync>>) => ({
      send: plan.send.map((r) => [r.sheetRow, r.jobInput]),
      held: plan.held.map((r) => [r.sheetRow, r.held]),
      invalid: plan.invalid.map((r) => [r.sheetRow, r.issues]),
    });
    const fast = view(await planSync(caller, 'videoxStock', COMMON, rows));
    const spy = vi.spyOn(batch, 'plain').mockReturnValue(null);
    const slow = view(await planSync(caller, 'videoxStock', COMMON, rows));
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(fast).toStrictEqual(slow);
    // Every kind of decision is in the file.
    expect([fast.send.length, fast.held.length, fast.invalid.length].every((n) => n > 50)).toBe(true);
    expect(fast.send.length + fast.held.length + fast.invalid.length).toBe(rows.length);
    // The ledger answers in the rows' order; an answer in another order is read by id, to the same plan.
    expect(view(await planSync(ledgerOf(earlier, 'reversed'), 'videoxStock', COMMON, rows))).toStrictEqual(fast);
  });
});
