// The draft's JSON text in pieces: the same text as JSON.stringify, a one-cell edit of a 100,000-row grid is a
// splice of one row, and the work is done in slices that hand the main thread back.
import { describe, expect, it } from 'vitest';
import { DraftText, runNow, splice } from './draft-text';

const grid = (n: number) => ({
  rows: Array.from({ length: n }, (_, i) => ({ id: `r${i}`, values: { msku: `P-${i}`, quantity: String(i % 7), note: i % 3 ? '' : '补货 "第二批"' }, original: null })),
  extra: { store_id: '42' },
  jobId: null,
  sent: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`r${i}`, { values: { quantity: '1' }, jobs: ['job-1'] }])),
});
const apply = (text: string, s: ReturnType<typeof splice>) => text.slice(0, s.at) + s.text + text.slice(s.at + s.remove);

describe('a draft’s text in pieces', () => {
  it('is exactly JSON.stringify of the content, small or large', () => {
    const t = new DraftText();
    for (const value of [null, 3, 'x', [1, 2], { a: [] }, grid(5), grid(1000)]) expect(runNow(t.pieces(value)).join('')).toBe(JSON.stringify(value));
  });

  it('turns a one-cell edit of a 100,000-row grid into a splice of that row alone', () => {
    const t = new DraftText();
    const before = grid(100_000);
    const first = runNow(t.pieces(before));
    const rows = before.rows.slice();
    rows[51_234] = { ...rows[51_234]!, values: { ...rows[51_234]!.values, quantity: '99' } };
    const after = { ...before, rows };
    const next = runNow(t.pieces(after));
    const s = splice(first, next);
    expect(s.text).toBe(JSON.stringify(rows[51_234]));
    expect(s.remove).toBe(JSON.stringify(before.rows[51_234]).length);
    expect(apply(first.join(''), s)).toBe(JSON.stringify(after));
    expect(s.length).toBe(JSON.stringify(after).length);
  });

  it('covers rows inserted and deleted, and nothing changed', () => {
    const t = new DraftText();
    const before = grid(500);
    const a = runNow(t.pieces(before));
    const after = { ...before, rows: [...before.rows.slice(0, 10), { id: 'new', values: { msku: 'N' }, original: null }, ...before.rows.slice(12)] };
    const b = runNow(t.pieces(after));
    expect(apply(a.join(''), splice(a, b))).toBe(JSON.stringify(after));
    expect(splice(b, b)).toMatchObject({ remove: 0, text: '' });
  });

  it('sends each later edit in a run of rows first serialised together as its row alone, too', () => {
    const t = new DraftText();
    let content = grid(2_000);
    let pieces = runNow(t.pieces(content));
    // Row 0 heads a run: replacing it sends its run with it (at most 64 rows), once; every other edit is its row.
    for (const [n, at] of [700, 701, 699, 700, 1_999, 0, 3].entries()) {
      const rows = content.rows.slice();
      rows[at] = { ...rows[at]!, values: { ...rows[at]!.values, note: `edit ${n} "x"` } };
      const next = { ...content, rows };
      const nextPieces = runNow(t.pieces(next));
      const s = splice(pieces, nextPieces);
      expect(nextPieces.join('')).toBe(JSON.stringify(next));
      expect(apply(pieces.join(''), s)).toBe(JSON.stringify(next));
      if (at === 0) expect(s.text.length).toBeLessThan(64 * JSON.stringify(rows[at]).length + 64);
      else expect(s.text).toBe(JSON.stringify(rows[at]));
      content = next;
      pieces = nextPieces;
    }
  });

  it('stays exact through inserts at the top, deletes, sorts and pastes of new rows', () => {
    const t = new DraftText();
    let content = grid(3_000);
    let pieces = runNow(t.pieces(content));
    const steps: Array<(rows: typeof content.rows) => typeof content.rows> = [
      (rows) => [{ id: 'top', values: { msku: 'T', quantity: '1', note: '' }, original: null }, ...rows],
      (rows) => rows.filter((_, i) => i % 97 !== 5),
      (rows) => [...rows].sort((a, b) => b.id.localeCompare(a.id)),
      (rows) => [...rows.slice(0, 1_000), ...grid(300).rows.map((r) => ({ ...r, id: `p${r.id}` })), ...rows.slice(1_000)],
      (rows) => rows.slice(0, 40),
      (rows) => rows.slice(0, 10),
    ];
    for (const step of steps) {
      const next = { ...content, rows: step(content.rows) };
      const nextPieces = runNow(t.pieces(next));
      expect(nextPieces.join('')).toBe(JSON.stringify(next));
      expect(apply(pieces.join(''), splice(pieces, nextPieces))).toBe(JSON.stringify(next));
      content = next;
      pieces = nextPieces;
    }
  });

  it('yields while it walks a large grid, so the work can be cut into slices', () => {
    const gen = new DraftText().pieces(grid(10_000));
    let pauses = 0;
    while (!gen.next().done) pauses++;
    expect(pauses).toBeGreaterThan(10);
  });
});
