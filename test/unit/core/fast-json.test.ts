// The per-chunk fast paths read and write exactly what the lossless code does; only texts with long numbers
// (ids past 2^53) take the lossless parser.
import { describe, expect, it } from 'vitest';
import { canonicalJsonFast, isCanonical, numbersAreShort, parseAnswer, quoteUnsafeNumbers } from '../../../electron/core/fast-json';
import { canonicalJson, parseJson, parseJsonExact } from '../../../shared/json/lossless';

const answers = [
  '{"code":1,"message":"success","data":{"queue_list":[{"msku_id":"1757125318704254","quantity":12,"success":1,"error_msg":""}]}}',
  '{"code":0,"data":{"store_id":110458505618526720}}',
  '{"code":0,"data":{"order_no":103318651460264448,"n":-1.5}}',
  '{"n":1e5,"m":2E-3}',
  '{"n":123456789012345,"m":0.000000000000001}',
  '{"n":1234567890123456}',
  '{"n":12345678901234567}',
  '{"m":0.1234567890123456}',
  '{"s":"quote \\" and backslash \\\\ then 12345678901234567","n":[1,2.5,-3]}',
  '[true,false,null,"e1","1e400"]',
  '{"x":1.0,"y":-0}',
];

describe('parseAnswer', () => {
  it.each(answers)('reads %s as parseJson does', (text) => {
    expect(parseAnswer(text)).toStrictEqual(parseJson(text));
  });

  it('sends a number past 15 digits, or with an exponent, to the lossless parser', () => {
    expect(numbersAreShort('{"id":110458505618526720}')).toBe(false);
    expect(numbersAreShort('{"n":1e5}')).toBe(false);
    expect(numbersAreShort('{"n":123456789012345}')).toBe(true);
    expect(numbersAreShort('{"id":"110458505618526720"}')).toBe(true);
    expect(parseAnswer('{"id":110458505618526720}')).toEqual({ id: '110458505618526720' });
  });

  it('finds a long number or an exponent after white space, at the start, or in an array', () => {
    for (const text of ['{"id": 110458505618526720}', '[ 12345678901234567]', '{"n":\n\t1e5}', '12345678901234567', '[1,\r\n-0.00000000000000001]']) {
      expect(numbersAreShort(text)).toBe(false);
      expect(parseAnswer(text)).toStrictEqual(parseJson(text));
    }
  });

  it('reads random answers as parseJson does', () => {
    for (let i = 0; i < 2_000; i++) {
      const text = JSON.stringify({ z: i % 2 ? Math.floor(Math.random() * 1e15) : Math.random() * 1_000, a: [String(Math.random()), { y: i, b: null, c: 'x/ü\u2028"' }], m: -i });
      expect(parseAnswer(text)).toStrictEqual(parseJson(text));
    }
  });
});

describe('quoteUnsafeNumbers (an answer with a long number, read natively)', () => {
  it('writes each number a double cannot hold as a string of its digits, and nothing else', () => {
    expect(quoteUnsafeNumbers('{"id":110458505618526720,"n":12,"safe":1234567890123456}')).toBe('{"id":"110458505618526720","n":12,"safe":1234567890123456}');
    expect(quoteUnsafeNumbers('[-12345678901234567890, 1e400, 1.5e3, 0.1234567890123456789]')).toBe('[ "-12345678901234567890", "1e400", 1.5e3, "0.1234567890123456789"]'.replace('[ ', '['));
  });

  it('leaves digits inside strings alone, escaped quotes and backslashes included', () => {
    const text = String.raw`{"a":"12345678901234567","b":"x\\","c":"\\\"12345678901234567\"","d":12345678901234567}`;
    expect(quoteUnsafeNumbers(text)).toBe(text.replace(/:12345678901234567}$/, ':"12345678901234567"}'));
    expect(parseAnswer(text)).toStrictEqual(parseJson(text));
  });

  it('leaves a token that is no JSON number for the parser to refuse, as the lossless parser refuses it', () => {
    for (const text of ['{"a":1.2.3.4.5.6.7.8.9}', '{"a":0012345678901234567}', '{"a":12345678901234567-}', '{"a":--12345678901234567}']) {
      expect(() => parseJson(text)).toThrow();
      expect(() => parseAnswer(text)).toThrow();
    }
  });

  it('reads random answers full of long ids as parseJson does', () => {
    const digits = (n: number) => Array.from({ length: n }, (_, k) => String((k === 0 ? 1 : 0) + Math.floor(Math.random() * (k === 0 ? 9 : 10)))).join('');
    const numbers = () => [digits(16 + Math.floor(Math.random() * 6)), `-${digits(19)}`, `${digits(3)}.${digits(15)}`, `${digits(2)}e${Math.floor(Math.random() * 400)}`, digits(5), '0', '-0.5'];
    for (let i = 0; i < 1_000; i++) {
      const ns = numbers();
      const parts = ns.map((v, k) => `"k${k}":${v}`);
      const text = `{${parts.join(',')},"s":"\\\\${ns[0]}\\"${ns[1]}","list":[${ns.join(', ')}]}`;
      expect(parseAnswer(text)).toStrictEqual(parseJson(text));
    }
  });
});

describe('canonicalJsonFast', () => {
  it('renders what canonicalJson renders, lossless numbers and bigints included', () => {
    const values: unknown[] = [
      { b: [{ z: 1, a: 'x/ü' }], a: null },
      parseJsonExact('{"store_id":110458505618526720,"list":[{"b":1.50,"a":2}]}'),
      { n: 12n, s: 'é\u2028' },
      [{ queue_list: [{ quantity: 3, msku_id: '1757125318704254' }] }],
      // Already in order at every depth (rendered as it is), and nearly so.
      { a: 1, b: [{ c: 'x', d: { e: null, f: [1, { g: 2 }] } }] },
      { a: 1, b: [{ d: 'x', c: 2 }] },
      { a: undefined, b: 1 },
      { 2: 'two', 10: 'ten', a: 1 },
      { 1: 'one', b: 2 },
      JSON.parse('{"__proto__":1,"a":2}') as unknown,
      Object.assign(Object.create(null) as object, { a: 1, b: 2 }),
      { a: new Date(0), b: 1 },
      { Z: 1, a: 2, é: 3 },
    ];
    for (const v of values) expect(canonicalJsonFast(v)).toBe(canonicalJson(v));
  });

  it('takes rows already in order as they are (no sorted copy), and sorts the rest', () => {
    expect(isCanonical({ msku_id: 'M1', quantity: 3, warehouse_id: 'W' })).toBe(true);
    expect(isCanonical({ queue_list: [{ msku_id: 'M1', quantity: 3 }], store_id: 1 })).toBe(true);
    expect(isCanonical({ quantity: 3, msku_id: 'M1' })).toBe(false);
    expect(isCanonical({ list: [{ b: 1, a: 2 }] })).toBe(false);
    expect(isCanonical({ a: undefined })).toBe(false);
    expect(isCanonical({ 10: 'x', 9: 'y' })).toBe(false);
    expect(isCanonical({ a: new Date(0) })).toBe(false);
  });
});
