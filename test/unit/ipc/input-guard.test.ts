// The raw-input guard looks at every element of every array and refuses each prototype-poisoning key on its
// own (a guard that looked at the first row only, or caught `constructor` only next to `prototype`, fails here).
import { describe, expect, it } from 'vitest';
import { guardInput } from '../../../electron/core/ipc/input-guard';

const limits = { maxStringChars: 100, maxNodes: 10_000 };
const rows = (last: unknown) => ({ rows: [{ key: 'a' }, { key: 'b' }, { key: 'c' }, last] });

describe('the input guard', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('refuses a lone %s key, at the top and deep down', (key) => {
    const top = JSON.parse(`{"${key}": "x"}`) as unknown;
    expect(guardInput(top, limits)).toEqual({ path: key, message: `the key "${key}" is not allowed` });
    const deep = JSON.parse(`{"content": {"grid": [[{"ok": 1}], [{"${key}": {}}]]}}`) as unknown;
    expect(guardInput(deep, limits)?.path).toBe(`content.grid[1][0].${key}`);
  });

  it('looks at the last row of an array, not just the first', () => {
    expect(guardInput(rows(JSON.parse('{"__proto__": {"polluted": true}}')), limits)?.path).toBe('rows[3].__proto__');
    expect(guardInput(rows({ key: 'x'.repeat(101) }), limits)).toEqual({ path: 'rows[3].key', message: 'is longer than 100 characters' });
    expect(guardInput(rows(new Date()), limits)).toEqual({ path: 'rows[3]', message: 'must be plain data' });
    expect(guardInput({ list: ['a', 'b', 'c', 'x'.repeat(101)] }, limits)?.path).toBe('list[3]');
  });

  it('finds nesting too deep in a later element', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(guardInput({ rows: [1, 2, deep] }, limits)?.message).toMatch(/nested deeper/);
  });

  it('lets ordinary data through, including keys that merely contain the words', () => {
    expect(guardInput({ rows: [{ constructorName: 'x', proto: 1, 'my prototype': [1, 2, 3] }], name: 'constructor' }, limits)).toBeNull();
  });
});
