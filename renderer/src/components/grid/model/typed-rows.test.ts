import { describe, expect, it } from 'vitest';
import { sameTypedRows } from './typed-rows';
import type { GridRow } from './types';

describe('rows as typed', () => {
  const v1 = { q: '1' };
  const v2 = { q: '2' };
  const rows: GridRow[] = [{ id: 'a', values: v1 }, { id: 'b', values: v2 }];

  it('are the same when rows only gained their sent originals', () => {
    expect(sameTypedRows(rows, [{ ...rows[0]!, original: { q: '1' } }, rows[1]!])).toBe(true);
  });

  it('differ when a value was typed, a row went, came or moved, or an id changed', () => {
    expect(sameTypedRows(rows, [rows[0]!, { id: 'b', values: { q: '2' } }])).toBe(false);
    expect(sameTypedRows(rows, [rows[0]!])).toBe(false);
    expect(sameTypedRows(rows, [rows[1]!, rows[0]!])).toBe(false);
    expect(sameTypedRows(rows, [rows[0]!, { id: 'c', values: v2 }])).toBe(false);
  });
});
