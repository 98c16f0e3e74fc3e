// The browser host reads a body carrying one long list a slice at a time: the value is JSON.parse's, a body is
// refused exactly when JSON.parse refuses it, and the loop gets turns while a big body is read.
import { describe, expect, it } from 'vitest';
import { parseListBody } from '../../../electron/hosts/loopback/list-body';

const SMALL = { elementsPerSlice: 3, slicedFromBytes: 0 };

async function outcome(text: string, field = 'rows', opts = SMALL): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await parseListBody(Buffer.from(text, 'utf8'), field, opts) };
  } catch (err) {
    expect(err).toBeInstanceOf(SyntaxError);
    return { ok: false };
  }
}

function native(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function expectSameAsNative(text: string, field = 'rows'): Promise<void> {
  const mine = await outcome(text, field);
  const theirs = native(text);
  expect(mine.ok, text).toBe(theirs.ok);
  if (mine.ok && theirs.ok) expect(mine.value, text).toStrictEqual(theirs.value);
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `r${i}`, input: { msku_id: String(1795522409972246 + i), quantity: i % 500 } }));

describe('a list body read in slices', () => {
  it('gives what JSON.parse gives, the list in its order, whatever the slice size', async () => {
    const body = { operation: 'videoxStock', common: { store_id: '114536789491415026' }, rows: rows(10), label: { id: 'x', values: { n: 10 } } };
    const text = JSON.stringify(body);
    for (const elementsPerSlice of [1, 2, 3, 10, 11, 1000]) {
      expect(await parseListBody(Buffer.from(text), 'rows', { elementsPerSlice, slicedFromBytes: 0 })).toStrictEqual(body);
    }
    // Keys keep their order, the list's own place included.
    expect(Object.keys((await parseListBody(Buffer.from(text), 'rows', SMALL)) as object)).toEqual(['operation', 'common', 'rows', 'label']);
  });

  it('reads strings with escapes, quotes, brackets and non-ASCII text as JSON.parse does', async () => {
    const tricky = ['a"b', 'c\\', '\\"', '[{,]}', '仓库 A-02', '\u2028', '😀', 'x\\\\"y', ''];
    const body = { rows: tricky.map((s, i) => ({ key: s + i, input: { note: s, nested: [s, { s }] } })), ['r\\"ows']: [1], after: '],}' };
    await expectSameAsNative(JSON.stringify(body));
    await expectSameAsNative(JSON.stringify(body, null, 2));
    await expectSameAsNative(` \n\t${JSON.stringify(body, null, '\t')}\r\n `);
    // The field named with escapes is still the field.
    await expectSameAsNative('{"r\\u006fws":[{"key":"a"},{"key":"b"},{"key":"c"},{"key":"d"}]}');
  });

  it('leaves bodies it cannot slice to JSON.parse: no list, a list named twice, not an array, not an object', async () => {
    for (const text of [
      '{"operation":"x"}',
      '{}',
      '{"rows":[1,2,3,4],"rows":[5,6,7,8]}',
      '{"rows":{"0":1}}',
      '{"rows":"[1,2,3]"}',
      '[1,2,3,4,5]',
      '"rows"',
      'null',
      '{"rows":[],"n":1}',
      '{"rows":[ ]}',
      '{"__proto__":{"polluted":1},"rows":[1,2,3,4,5]}',
    ]) {
      await expectSameAsNative(text);
    }
    // An own __proto__ stays an own key (the dispatcher's guard refuses it), and nothing is polluted.
    const parsed = (await parseListBody(Buffer.from('{"__proto__":{"polluted":1},"rows":[1,2,3,4,5]}'), 'rows', SMALL)) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses every broken body JSON.parse refuses, wherever it is broken', async () => {
    const good = JSON.stringify({ operation: 'videoxStock', rows: rows(8), common: { store_id: '1' } });
    await expectSameAsNative(good);
    // Every cut, and a byte changed at every place: each outcome is JSON.parse's.
    for (let i = 0; i < good.length; i++) {
      await expectSameAsNative(good.slice(0, i));
      for (const bad of [',', ']', '}', '"', ':', ' ', 'x', '\\', '[', '{']) await expectSameAsNative(good.slice(0, i) + bad + good.slice(i + 1));
    }
    for (const text of ['{"rows":[1,,2]}', '{"rows":[1,2,]}', '{"rows":[,1]}', '{"rows":[1 2]}', '{"rows":[1,2],}', '{"rows":[1,2]} x', '{"rows":[1,2]', '\ufeff{"rows":[1,2,3,4]}']) {
      await expectSameAsNative(text);
    }
  }, 120_000);

  it('gives the loop its turns while a big body is read', async () => {
    const text = JSON.stringify({ operation: 'videoxStock', common: { store_id: '1' }, rows: rows(100_000) });
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    // A turn after every slice of 1,000 (by default one after every 4 ms, which no clock the test holds can pin).
    const parsed = (await parseListBody(Buffer.from(text), 'rows', { turnMs: 0 })) as { rows: unknown[] };
    counting = false;
    expect(parsed.rows).toHaveLength(100_000);
    expect(parsed).toStrictEqual(JSON.parse(text));
    // 100 slices scanned and 100 parsed, each followed by a turn: read in one task, the loop would not turn at all.
    expect(turns).toBeGreaterThanOrEqual(190);
  }, 60_000);
});
