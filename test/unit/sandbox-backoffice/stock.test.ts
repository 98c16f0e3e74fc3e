import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../../shared/json/lossless';
import { data, harness, view, type Harness, type Rec } from './helpers';

type Videox = { storeId: string; mskuId: string; stock: Record<string, number>; pending: unknown[] };
type Store = { id: string; kind: string; warehouses: Array<{ id: string; isDefault: boolean }> };
type Variant = { variantUniqueId: string; storeName: string; availableNumber: number; pending: unknown };

const PENDING = '当前库存调整未完成，不支持修改';

function videoxFixture(h: Harness) {
  const store = view<Store>(h.bo, 'stores').find((s) => s.kind === 'videox') as Store;
  const listings = view<Videox>(h.bo, 'videox').filter((v) => v.storeId === store.id);
  const defaultWh = store.warehouses.find((w) => w.isDefault)?.id as string;
  const otherWh = store.warehouses.find((w) => !w.isDefault)?.id as string;
  const stockOf = (mskuId: string, wh: string) => view<Videox>(h.bo, 'videox').find((v) => v.mskuId === mskuId)?.stock[wh];
  return { store, listings, defaultWh, otherWh, stockOf, storeId: new LosslessNumber(store.id) };
}

describe('videox stock change (4.5)', () => {
  it('answers code 1 with one accepted queue entry per element, the default warehouse filled in', () => {
    const h = harness();
    const { listings, defaultWh, storeId } = videoxFixture(h);
    const msku = listings[0]?.mskuId as string;
    const { answer, applied } = h.call('videoxStock', { store_id: storeId, queue_list: [{ msku_id: msku, quantity: 7 }] });
    expect(answer).toMatchObject({ code: 1, msg: 'success' });
    const d = data(answer);
    expect(d).toMatchObject({ success: true, traceId: answer.request_id });
    expect(d.queue_list).toEqual([{ msku_id: msku, warehouse_id: defaultWh, quantity: 7, success: 1, error_msg: '', queue_id: expect.stringMatching(/^\d+$/) }]);
    expect(applied).toEqual({ appliedKeys: [msku], rejected: [] });
  });

  it('changes availableNumber only once the apply delay has passed on the injected clock', () => {
    const h = harness({ applyDelayMs: 5000 });
    const { listings, otherWh, storeId, stockOf } = videoxFixture(h);
    const msku = listings[1]?.mskuId as string;
    const before = stockOf(msku, otherWh);
    const target = (before ?? 0) + 11;
    h.call('videoxStock', { store_id: storeId, queue_list: [{ msku_id: msku, quantity: target, warehouse_id: otherWh }] });
    h.clock.ms += 4999;
    expect(stockOf(msku, otherWh)).toBe(before);
    h.clock.ms += 1;
    expect(stockOf(msku, otherWh)).toBe(target);
  });

  it('fails a negative quantity, an unknown msku_id and an unknown warehouse per entry (success 0), not the call', () => {
    const h = harness();
    const { listings, storeId } = videoxFixture(h);
    const msku = listings[0]?.mskuId as string;
    const { answer, applied } = h.call('videoxStock', {
      store_id: storeId,
      queue_list: [
        { msku_id: msku, quantity: -1 },
        { msku_id: '404', quantity: 1 },
        { msku_id: msku, quantity: 1, warehouse_id: '999' },
      ],
    });
    expect(answer.code).toBe(1);
    const entries = data(answer).queue_list as Rec[];
    expect(entries.map((e) => [e.success, e.error_msg, e.queue_id])).toEqual([
      [0, 'quantity must be >= 0', ''],
      [0, 'msku_id not found in the store', ''],
      [0, 'warehouse_id 999 not found in the store', ''],
    ]);
    expect(applied?.rejected.map((r) => r.key)).toEqual([msku, '404', `${msku}@999`]);
  });

  it('keys a row msku_id@warehouse_id only when the request gave warehouse_id', () => {
    const h = harness();
    const { listings, otherWh, storeId } = videoxFixture(h);
    const [a, b] = [listings[0]?.mskuId, listings[1]?.mskuId] as [string, string];
    const { applied } = h.call('videoxStock', { store_id: storeId, queue_list: [{ msku_id: a, quantity: 1 }, { msku_id: b, quantity: 2, warehouse_id: otherWh }] });
    expect(applied?.appliedKeys).toEqual([a, `${b}@${otherWh}`]);
  });

  it('refuses a store that is not a videox store with code 500', () => {
    const h = harness();
    const { answer, applied } = h.call('videoxStock', { store_id: '1', queue_list: [{ msku_id: '1', quantity: 1 }] });
    expect(answer).toMatchObject({ code: 500, data: null });
    expect(applied).toBeNull();
  });
});

function variants(h: Harness) {
  return view<Variant>(h.bo, 'retailx');
}

describe('retailx stock change (4.7)', () => {
  it('sets the absolute quantity once the apply delay has passed', () => {
    const h = harness({ applyDelayMs: 2000 });
    const v = variants(h)[0] as Variant;
    const target = v.availableNumber + 5;
    const { answer, applied } = h.call('retailxStock', { queue_type: 1, data: [{ variant_unique_id: v.variantUniqueId, adjust_value: String(target) }] });
    expect(answer).toMatchObject({ code: 0, total: 1, data: { success_num: 1, fail_num: 0, failure_info: [] } });
    expect(applied?.appliedKeys).toEqual([v.variantUniqueId]);
    h.clock.ms += 1999;
    expect(variants(h)[0]?.availableNumber).toBe(v.availableNumber);
    h.clock.ms += 1;
    expect(variants(h)[0]?.availableNumber).toBe(target);
  });

  it('fails a second adjustment of a variant while the first is pending, code 0, and accepts it after', () => {
    const h = harness({ applyDelayMs: 2000 });
    const v = variants(h)[1] as Variant;
    const body = { queue_type: 1, data: [{ variant_unique_id: v.variantUniqueId, adjust_value: '3' }] };
    h.call('retailxStock', body);
    h.clock.ms += 1000;
    const second = h.call('retailxStock', { ...body, data: [{ variant_unique_id: v.variantUniqueId, adjust_value: '4' }] });
    expect(second.answer).toMatchObject({
      code: 0,
      data: { success_num: 0, fail_num: 1, failure_info: [{ msku: v.variantUniqueId, store_name: v.storeName, failure_reason: PENDING }] },
    });
    expect(second.applied?.rejected).toEqual([{ key: v.variantUniqueId, reason: PENDING }]);
    h.clock.ms += 1000;
    expect(variants(h)[1]?.availableNumber).toBe(3);
    expect(h.call('retailxStock', body).applied?.appliedKeys).toEqual([v.variantUniqueId]);
  });

  it('holds accepted changes "still adjusting" while told to, however long, and applies them all once the hold ends', () => {
    let hold = true;
    const h = harness({ applyDelayMs: 2000, holdStockChanges: () => hold });
    const v = variants(h)[4] as Variant;
    const body = (value: string) => ({ queue_type: 1, data: [{ variant_unique_id: v.variantUniqueId, adjust_value: value }] });
    expect(h.call('retailxStock', body('8')).applied?.appliedKeys).toEqual([v.variantUniqueId]);
    h.clock.ms += 3_600_000; // an hour: far past the apply delay, still held
    expect(h.call('retailxStock', body('9')).applied?.rejected).toEqual([{ key: v.variantUniqueId, reason: PENDING }]);
    expect(variants(h)[4]?.availableNumber).toBe(v.availableNumber);
    // The hold ends before the delay is over for a change accepted just now: it applies at once too.
    h.clock.ms = 0;
    hold = false;
    expect(variants(h)[4]?.availableNumber).toBe(8);
    expect(h.call('retailxStock', body('10')).applied?.appliedKeys).toEqual([v.variantUniqueId]);
    expect(variants(h)[4]?.availableNumber).toBe(8);
  });

  it('fails the same variant twice in one batch: the second is pending behind the first', () => {
    const h = harness();
    const id = variants(h)[2]?.variantUniqueId as string;
    const { applied } = h.call('retailxStock', { queue_type: 2, data: [{ variant_unique_id: id, adjust_value: '1' }, { variant_unique_id: id, adjust_value: '2' }] });
    expect(applied).toEqual({ appliedKeys: [id], rejected: [{ key: id, reason: PENDING }] });
  });

  it('names a failure by the variant_unique_id that was sent', () => {
    const { answer } = harness().call('retailxStock', { queue_type: 1, data: [{ variant_unique_id: 'no-such-variant', adjust_value: '1' }] });
    expect(data(answer).failure_info).toEqual([{ msku: 'no-such-variant', store_name: '', failure_reason: 'variant_unique_id not found' }]);
  });

  it('fails a negative or non-numeric adjust_value per item', () => {
    const h = harness();
    const id = variants(h)[3]?.variantUniqueId as string;
    const { answer } = h.call('retailxStock', { queue_type: 1, data: [{ variant_unique_id: id, adjust_value: '-2' }] });
    expect(answer.code).toBe(0);
    expect(data(answer).fail_num).toBe(1);
  });

  it('accepts queue_type 1 and 2 only', () => {
    const h = harness();
    const { answer } = h.call('retailxStock', { queue_type: 3, data: [{ variant_unique_id: '1', adjust_value: '1' }] });
    expect(answer).toMatchObject({ code: 102, message: expect.stringContaining('queue_type') });
  });
});
