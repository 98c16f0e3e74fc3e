import { describe, expect, it } from 'vitest';
import { canonicalJson, LosslessNumber, parseJson, parseJsonExact, plainValue, stringifyJson } from '../../shared/json/lossless';

describe('lossless JSON', () => {
  it('keeps store ids above 2^53 exact through parse and serialise', () => {
    const text = '{"storeId":110458505618526720,"orders":[103318651460264448,103318391748825088]}';
    const parsed = parseJson(text) as { storeId: unknown; orders: unknown[] };
    expect(parsed.storeId).toBe('110458505618526720');
    expect(parsed.orders).toEqual(['103318651460264448', '103318391748825088']);
    // what JSON.parse would have done to the order number:
    expect(String((JSON.parse(text) as { orders: number[] }).orders[0])).toBe('103318651460264450');
  });

  it('turns safe numbers into numbers', () => {
    expect(parseJson('{"a":42,"b":1.5,"c":-7}')).toEqual({ a: 42, b: 1.5, c: -7 });
  });

  it('writes an integer id held as a string to the body as a bare number without passing through a double', () => {
    const body = { storeId: new LosslessNumber('110458505618526720'), name: 'x' };
    expect(stringifyJson(body)).toBe('{"storeId":110458505618526720,"name":"x"}');
  });

  it('round-trips every number with its exact text when asked to', () => {
    const text = '{"price":1.50,"id":110458505618526720,"n":[0.1000000000000000055]}';
    expect(stringifyJson(parseJsonExact(text))).toBe(text);
  });

  it('canonical form sorts keys at every depth and stays compact, raw UTF-8, "/" unescaped', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 'a/b 中' } })).toBe('{"a":{"c":"a/b 中","d":[{"y":2,"z":1}]},"b":1}');
  });

  it('treats a __proto__ key as data, not as the prototype', () => {
    const parsed = parseJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"polluted":true}}');
  });

  it('writes a bigint as its bare digits', () => {
    expect(stringifyJson({ id: 110458505618526720n, list: [1n] })).toBe('{"id":110458505618526720,"list":[1]}');
  });

  it('reads an exact parse the way parseJson reads the text, __proto__ keys included', () => {
    const text = '{"id":110458505618526720,"n":[1.50,-7],"__proto__":{"x":2},"s":"1"}';
    const plain = plainValue(parseJsonExact(text));
    expect(plain).toEqual(parseJson(text));
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(canonicalJson(plain)).toBe(canonicalJson(parseJson(text)));
  });
});
