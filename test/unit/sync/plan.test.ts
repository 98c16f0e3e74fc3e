// Which rows a sync sends for a single-body write (a ship-from address: a row goes when its values differ from
// what the ledger says was applied) and for an id list (an id goes until the ledger holds it applied; an unknown
// outcome is held, a refused id goes again), against a ledger the test fills through the same item identity.
import { describe, expect, it } from 'vitest';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';
import type { WriteOperationId } from '../../../shared/catalogue';
import type { LedgerEntry, MethodInput, MethodOutput } from '../../../shared/ipc';
import { planSync } from '../../../electron/core/sync/plan';
import type { SyncCaller, SyncMethod } from '../../../electron/core/sync/caller';
import type { SyncSourceRow } from '../../../electron/core/sync/read';

type Status = LedgerEntry['status'];

/** A ledger holding the rows given, each recorded as the start would record it (its identity and values). */
function ledgerOf(operation: WriteOperationId, common: Record<string, string>, sent: ReadonlyArray<{ input: unknown; status: Status }>): { caller: SyncCaller; asked: string[][] } {
  const op = batchOperationOf(operation)!;
  const entries = new Map<string, LedgerEntry>();
  sent.forEach(({ input, status }, n) => {
    const checked = checkRow(op, common, input);
    if ('issues' in checked) throw new Error(JSON.stringify(checked.issues));
    const { key, values } = itemIdentity(operation, common, checked);
    entries.set(key, { jobId: 'job-20260101T000000-aaaaaaaa', rowKey: String(n), status, values, item: null, sent: null, sentAt: null, createdAt: '2026-01-01T00:00:00Z', reason: null, code: null, category: null, resolvedBy: null });
  });
  const asked: string[][] = [];
  const caller = (async <M extends SyncMethod>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => {
    if (method !== 'ledger.lookup') throw new Error(`unexpected ${method}`);
    const { items } = input as MethodInput<'ledger.lookup'>;
    asked.push(items.map((i) => i.id));
    const found = items.flatMap((i) => {
      const entry = entries.get(i.id);
      return entry ? [{ id: i.id, same: entry.values === i.values, entry }] : [];
    });
    return { found, jobs: { 'job-20260101T000000-aaaaaaaa': 'finished' } } as MethodOutput<'ledger.lookup'> as MethodOutput<M>;
  }) as SyncCaller;
  return { caller, asked };
}

const rowsOf = (inputs: ReadonlyArray<Record<string, string>>): SyncSourceRow[] => inputs.map((input, n) => ({ sheetRow: n + 2, input }));

const address = (id: string, city = 'Austin') => ({ sid: '7', id, alias_name: `A${id}`, country_name: 'United States', sender_name: 'Ann', street_detail1: '1 Road', city, province: 'TX', zip_code: '78701' });

describe('planSync: one request per row (ship-from addresses)', () => {
  it('sends a never-sent address, holds one applied with the same values, sends one whose values changed', async () => {
    const { caller } = ledgerOf('updateShipFromAddress', {}, [
      { input: address('2'), status: 'succeeded' },
      { input: address('3'), status: 'succeeded' },
    ]);
    const plan = await planSync(caller, 'updateShipFromAddress', {}, rowsOf([address('1'), address('2'), address('3', 'Dallas')]));
    expect(plan.send.map((r) => r.input.id)).toEqual(['1', '3']);
    expect(plan.held.map((h) => [h.input.id, h.held.why])).toEqual([['2', 'unchanged']]);
    // The job's row is the address's fields, the whole body of its request.
    expect(plan.send[0]!.jobInput).toEqual(address('1'));
  });

  it('holds an address whose outcome is unknown with the same values', async () => {
    const { caller } = ledgerOf('updateShipFromAddress', {}, [{ input: address('4'), status: 'unknown' }]);
    const plan = await planSync(caller, 'updateShipFromAddress', {}, rowsOf([address('4')]));
    expect(plan.held.map((h) => h.held.why)).toEqual(['unknown']);
    expect(plan.send).toEqual([]);
  });

  it('refuses the second row naming the same address, and a row the body schema refuses, by field', async () => {
    const { caller } = ledgerOf('updateShipFromAddress', {}, []);
    const plan = await planSync(caller, 'updateShipFromAddress', {}, rowsOf([address('5'), address('5', 'Dallas'), { ...address('6'), province: 'Texas' }]));
    expect(plan.send.map((r) => r.sheetRow)).toEqual([2]);
    expect(plan.invalid.map((r) => [r.sheetRow, r.issues.map((i) => [i.path, i.code])])).toEqual([
      [3, [['(row)', 'duplicateItem']]],
      [4, [['province', 'usState']]],
    ]);
  });
});

describe('planSync: one id per row (un-pairing, picking)', () => {
  const common = { storeId: '55', platformCode: '10041' };

  it('sends an id until the ledger holds it applied; a refused id goes again, an unknown one is held', async () => {
    const { caller, asked } = ledgerOf('cancelPairing', common, [
      { input: 'M-2', status: 'succeeded' },
      { input: 'M-3', status: 'failed' },
      { input: 'M-4', status: 'unknown' },
    ]);
    const plan = await planSync(caller, 'cancelPairing', common, rowsOf(['M-1', 'M-2', 'M-3', 'M-4'].map((id) => ({ mskuIdList: id }))));
    expect(plan.send.map((r) => r.jobInput)).toEqual(['M-1', 'M-3']);
    expect(plan.held.map((h) => [h.jobInput, h.held.why])).toEqual([
      ['M-2', 'unchanged'],
      ['M-4', 'unknown'],
    ]);
    // An id is an item of its store and platform: the ledger is asked for it there.
    expect(asked[0]).toHaveLength(4);
    expect(asked[0]![0]).toContain('55');
  });

  it('the same id in another store is another item', async () => {
    const { caller } = ledgerOf('cancelPairing', common, [{ input: 'M-1', status: 'succeeded' }]);
    const plan = await planSync(caller, 'cancelPairing', { ...common, storeId: '56' }, rowsOf([{ mskuIdList: 'M-1' }]));
    expect(plan.send.map((r) => r.jobInput)).toEqual(['M-1']);
  });

  it('refuses an id that is not one and an id given twice; the common fields refuse the whole sync', async () => {
    const { caller } = ledgerOf('picking', {}, []);
    const plan = await planSync(caller, 'picking', {}, rowsOf(['9001', 'SL-1', '9001'].map((id) => ({ shippingIdList: id }))));
    expect(plan.send.map((r) => r.jobInput)).toEqual(['9001']);
    expect(plan.invalid.map((r) => [r.sheetRow, r.issues.map((i) => i.code)])).toEqual([
      [3, ['id']],
      [4, ['duplicateItem']],
    ]);
    await expect(planSync(ledgerOf('cancelPairing', {}, []).caller, 'cancelPairing', { storeId: '55', platformCode: '99999' }, rowsOf([{ mskuIdList: 'M-1' }]))).rejects.toMatchObject({ code: 'COMMON_INVALID' });
  });
});
