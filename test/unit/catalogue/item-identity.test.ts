import { describe, expect, it } from 'vitest';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';
import { canonicalText, itemIdentity, valuesHash } from '../../../shared/catalogue/item-identity';
import type { OperationId } from '../../../shared/catalogue';

/** The identity of one row as the main process and a screen both make it: validated first, then named. */
function identityOf(operation: OperationId, common: Record<string, unknown> | null, input: unknown) {
  const op = batchOperationOf(operation);
  if (!op) throw new Error(`${operation} takes no rows`);
  const checked = checkRow(op, common, input);
  if ('issues' in checked) throw new Error(JSON.stringify(checked.issues));
  return itemIdentity(operation, common, checked);
}

describe('an item as the ledger knows it', () => {
  it('is the same item with the same values however its text was typed (spaces, a number or its digits)', () => {
    const a = identityOf('videoxStock', { store_id: '114536789491415026' }, { msku_id: '1795522409972246', quantity: 5 });
    const b = identityOf('videoxStock', { store_id: ' 114536789491415026 ' }, { msku_id: ' 1795522409972246 ', quantity: '5' });
    expect(b).toEqual(a);
  });

  it('is another item in another store (videox), and in another store or platform (un-pairing)', () => {
    const row = { msku_id: '1795522409972246', quantity: 5 };
    expect(identityOf('videoxStock', { store_id: '1' }, row).key).not.toBe(identityOf('videoxStock', { store_id: '2' }, row).key);
    const id = '138400326137585057';
    const here = identityOf('cancelPairing', { storeId: '117404542746562256', platformCode: '10041' }, id);
    expect(identityOf('cancelPairing', { storeId: '117404542746562256', platformCode: '10005' }, id).key).not.toBe(here.key);
    expect(identityOf('cancelPairing', { storeId: '117404542746562257', platformCode: '10041' }, id).key).not.toBe(here.key);
  });

  it('is another item in another warehouse of the same store', () => {
    const common = { store_id: '1' };
    expect(identityOf('videoxStock', common, { msku_id: 'm', quantity: 5, warehouse_id: 'w1' }).key).not.toBe(
      identityOf('videoxStock', common, { msku_id: 'm', quantity: 5, warehouse_id: 'w2' }).key,
    );
  });

  it('keeps the item and changes the values when only a value changes (a quantity, a name, the queue type)', () => {
    const five = identityOf('videoxStock', { store_id: '1' }, { msku_id: 'm', quantity: 5 });
    const six = identityOf('videoxStock', { store_id: '1' }, { msku_id: 'm', quantity: 6 });
    expect(six.key).toBe(five.key);
    expect(six.values).not.toBe(five.values);
    const one = identityOf('retailxStock', { queue_type: 1 }, { variant_unique_id: '894930744178', adjust_value: '7' });
    const two = identityOf('retailxStock', { queue_type: 2 }, { variant_unique_id: '894930744178', adjust_value: '7' });
    expect(two.key).toBe(one.key);
    expect(two.values).not.toBe(one.values);
    const rename = (name: string) => identityOf('renameShipments', null, { sid: '113357389420311322', shipmentConfirmationId: 'FBAPKCPXYC1V', shipmentName: name });
    expect(rename('B').key).toBe(rename('A').key);
    expect(rename('B').values).not.toBe(rename('A').values);
  });

  it('names a new cargo draft by its content (the same content twice is one item, other content another) and an existing draft by its id', () => {
    const body = (remark: string, inbound?: string) => ({
      store_id: '111670442258275665',
      cargo_remark: remark,
      ...(inbound ? { inbound_order_id: inbound } : {}),
      return_address: {
        address_alias: 'a', address_id: '1', city: 'c', mobile: '1', postal_code: '1', province: 'p',
        receive_or_delivery_country: 'US', receive_or_delivery_country_name: 'United States', street_detail: 's',
      },
      cargo_goods_list: [
        { box_num: '1', single_box_num: '1', declare_num: '1', expected_arrival_time: '2024-11-11 08:00:00', msku: 'm', picture_url: 'https://x/y.png', product_desc: 'd', product_id: '1', product_name: 'n', sku: 's', product_type: 'GTIN', gtin: 'g', value_added_service: '0' },
      ],
    });
    expect(identityOf('cargoStorage', null, body('x')).key).toBe(identityOf('cargoStorage', null, body('x')).key);
    expect(identityOf('cargoStorage', null, body('y')).key).not.toBe(identityOf('cargoStorage', null, body('x')).key);
    expect(identityOf('cargoStorage', null, body('y', '202309150022')).key).toBe(identityOf('cargoStorage', null, body('x', '202309150022')).key);
  });

  it('names an id past 2^53 by its digits (a number object prints them)', () => {
    const big = identityOf('renameShipments', null, { sid: '113357389420311322', shipmentConfirmationId: 'F', shipmentName: 'n' });
    expect(big.key).toContain('113357389420311322');
  });
});

describe('the values text and its hash', () => {
  it('sorts keys, trims text, leaves out empty and absent fields, reads numbers and their text alike', () => {
    expect(canonicalText({ b: ' x ', a: 5, c: '', d: null, e: undefined })).toBe(canonicalText({ a: '5', b: 'x' }));
    expect(canonicalText(['1', 2])).toBe(canonicalText([1, ' 2']));
    expect(canonicalText({ a: '05' })).not.toBe(canonicalText({ a: '5' }));
  });

  it('is short and stable, and tells apart texts that differ in one character', () => {
    expect(valuesHash('abc')).toBe(valuesHash('abc'));
    expect(valuesHash('abc')).not.toBe(valuesHash('abd'));
    expect(valuesHash('x'.repeat(100_000)).length).toBeLessThanOrEqual(20);
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(valuesHash(`{"row":{"msku_id":"${i}","quantity":"${i % 97}"}}`));
    expect(seen.size).toBe(100_000);
  });

  it('is FNV-1a 64 (the published test vectors, over ASCII)', () => {
    // FNV-1a 64 of "" is cbf29ce484222325, of "a" af63dc4c8601ec8c, of "foobar" 85944171f73967e8.
    const hex = (h: string) => h.split('.').map((p) => parseInt(p, 36).toString(16).padStart(8, '0')).join('');
    expect(hex(valuesHash(''))).toBe('cbf29ce484222325');
    expect(hex(valuesHash('a'))).toBe('af63dc4c8601ec8c');
    expect(hex(valuesHash('foobar'))).toBe('85944171f73967e8');
  });
});

/** The definitions as first written (arrays joined, 32-bit lanes with a float carry, the engine's radix 36). */
const reference = {
  canonicalText(v: unknown): string {
    if (v === null || v === undefined) return '';
    if (typeof v === 'string') return JSON.stringify(v.trim());
    if (typeof v === 'number' || typeof v === 'bigint') return JSON.stringify(String(v));
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (Array.isArray(v)) return `[${v.map((x) => reference.canonicalText(x)).join(',')}]`;
    if (typeof v === 'object') {
      if (typeof (v as { toString?: unknown }).toString === 'function' && v.toString !== Object.prototype.toString) return JSON.stringify(String(v));
      const parts: string[] = [];
      for (const k of Object.keys(v).sort()) {
        const text = reference.canonicalText((v as Record<string, unknown>)[k]);
        if (text !== '' && text !== '""') parts.push(`${JSON.stringify(k)}:${text}`);
      }
      return `{${parts.join(',')}}`;
    }
    return '';
  },
  valuesHash(text: string): string {
    let lo = 0x84222325;
    let hi = 0xcbf29ce4;
    for (let i = 0; i < text.length; i++) {
      lo ^= text.charCodeAt(i);
      const loMul = Math.imul(lo, 0x1b3) >>> 0;
      const carry = Math.floor(((lo >>> 0) * 0x1b3) / 0x100000000);
      hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
      lo = loMul;
    }
    return `${(hi >>> 0).toString(36)}.${(lo >>> 0).toString(36)}`;
  },
};

describe('the fast text and hash (a 100,000-row start names every row)', () => {
  /** A small seeded generator, so a failure names a text that can be made again. */
  function seeded(seed: number) {
    let s = seed >>> 0;
    return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  }

  it('gives the very hash of the straightforward definition, over ASCII, CJK and lone surrogates', () => {
    const rnd = seeded(25);
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      const n = Math.floor(rnd() * 90);
      for (let j = 0; j < n; j++) text += String.fromCharCode(rnd() < 0.7 ? 32 + Math.floor(rnd() * 95) : Math.floor(rnd() * 0x10000));
      expect(valuesHash(text), JSON.stringify(text)).toBe(reference.valuesHash(text));
    }
  });

  it('gives the very text of the straightforward definition, for rows of every shape', () => {
    const big = { toString: () => '1234567890123456789' };
    const values: unknown[] = [
      { b: ' x ', a: 5, c: '', d: null, e: undefined },
      ['1', 2, null, '', [], {}, [[' ']]],
      { é: 1, 'a b': [' '], z: { y: { x: '' } }, '"q"': 'v' },
      5n, true, false, '', '  ', [undefined], { id: big }, { row: { msku_id: ' M1 ', quantity: 0, warehouse_id: undefined } },
    ];
    const rnd = seeded(7);
    for (let i = 0; i < 2000; i++) values.push({ row: { msku_id: `M${i}`, quantity: rnd() < 0.5 ? i : String(i), ...(rnd() < 0.3 ? { warehouse_id: ` w${i % 3} ` } : {}) }, common: rnd() < 0.5 ? { queue_type: 1 } : undefined });
    for (const v of values) expect(canonicalText(v)).toBe(reference.canonicalText(v));
  });

  it('hashes the very text the straightforward definition of the values gives (the row, and the common fields not in scope)', () => {
    const cases: Array<[OperationId, Record<string, unknown> | null, unknown]> = [
      ['videoxStock', { store_id: '1' }, { msku_id: ' m ', quantity: 5, warehouse_id: 'w' }],
      ['retailxStock', { queue_type: 2 }, { variant_unique_id: '894930744178', adjust_value: '7' }],
      ['cancelPairing', { storeId: '117404542746562256', platformCode: '10041' }, '138400326137585057'],
      ['mergeOrders', { platform_code: '10002' }, '1001'],
      ['renameShipments', null, { sid: '113357389420311322', shipmentConfirmationId: 'F', shipmentName: 'n' }],
      ['picking', null, '675'],
    ];
    for (const [operation, common, input] of cases) {
      const op = batchOperationOf(operation);
      if (!op) throw new Error(operation);
      const checked = checkRow(op, common, input);
      if ('issues' in checked) throw new Error(`${operation}: ${JSON.stringify(checked.issues)}`);
      const batch = op.batch;
      const scope = op.ledger?.scope ?? [];
      const others = batch.kind === 'list' && common ? Object.fromEntries(Object.entries(common).filter(([k]) => !scope.includes(k) && k !== batch.field)) : {};
      const text = reference.canonicalText(Object.keys(others).length > 0 ? { common: others, row: checked.output } : { row: checked.output });
      expect(itemIdentity(operation, common, checked).values, operation).toBe(reference.valuesHash(text));
    }
  });
});
