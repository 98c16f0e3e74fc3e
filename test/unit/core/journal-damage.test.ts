// A representative journal damaged one line at a time (torn, garbled, missing, repeated), and cut by a crash at
// every line: the job always keeps its full count, and no row that may have been sent is ever pending.
import { describe, expect, it } from 'vitest';
import { frameLine } from '../../../electron/core/journal/frame';
import { JournalCorruptError, replay } from '../../../electron/core/journal/replay';

const KEYS = Array.from({ length: 12 }, (_, i) => `r${i + 1}`);
const meta = { jobId: 'job-1', operation: 'picking', label: 'damage', createdAt: '2024-07-08T10:00:00.000Z', total: 12, common: null, context: null };
const o = (key: string, status: string) => ({ key, status, reason: null, code: null, category: null, info: null, requestId: null });

/**
 * A picking job's life: rows in three blocks and the seal; run 1 (a chunk in flight when the process stopped,
 * closed at the next start), a reconciliation, run 2 retrying a failed row, run 3 with a chunk in flight again.
 */
const RECORDS: Array<Record<string, unknown>> = [
  { t: 'job', v: 2, ...meta },
  { t: 'rows', from: 0, rows: KEYS.slice(0, 4).map((key) => ({ key, input: key.slice(1) })) },
  { t: 'rows', from: 4, rows: KEYS.slice(4, 8).map((key) => ({ key, input: key.slice(1) })) },
  { t: 'rows', from: 8, rows: KEYS.slice(8).map((key) => ({ key, input: key.slice(1) })) },
  { t: 'sealed', ...meta },
  { t: 'run', run: 1, at: 'x', retry: null },
  { t: 'intent', chunk: '1.1', at: 'x', keys: ['r1', 'r2'] },
  { t: 'outcome', chunk: '1.1', at: 'x', attempts: 1, rows: [o('r1', 'succeeded'), o('r2', 'failed')] },
  { t: 'intent', chunk: '1.2', at: 'x', keys: ['r3', 'r4'] },
  { t: 'outcome', chunk: '1.2', at: 'x', attempts: 1, rows: [o('r3', 'unknown'), o('r4', 'succeeded')] },
  { t: 'intent', chunk: '1.3', at: 'x', keys: ['r5', 'r6'] },
  { t: 'end', run: 1, at: 'x', state: 'interrupted', error: null },
  { t: 'resolve', at: 'x', by: 'reconcile', rows: [o('r3', 'unknown'), o('r5', 'succeeded'), o('r6', 'pending')] },
  { t: 'run', run: 2, at: 'x', retry: ['r2'] },
  { t: 'intent', chunk: '2.1', at: 'x', keys: ['r2', 'r6', 'r7', 'r8'] },
  { t: 'outcome', chunk: '2.1', at: 'x', attempts: 1, rows: [o('r2', 'succeeded'), o('r6', 'succeeded'), o('r7', 'failed'), o('r8', 'succeeded')] },
  { t: 'end', run: 2, at: 'x', state: 'cancelled', error: null },
  { t: 'run', run: 3, at: 'x', retry: ['r7'] },
  { t: 'intent', chunk: '3.1', at: 'x', keys: ['r7', 'r9'] },
  { t: 'end', run: 3, at: 'x', state: 'interrupted', error: null },
];
const LINES = RECORDS.map((r, i) => frameLine(i + 1, JSON.stringify(r)));
const NEVER_SENT = ['r10', 'r11', 'r12'];

const statuses = (text: string) => Object.fromEntries([...replay(text).model.rows.values()].map((r) => [r.key, r.status]));
const pendingOf = (text: string) => [...replay(text).model.rows.values()].filter((r) => r.status === 'pending').map((r) => r.key);

/** Rows whose last word in these records is "sent" (an intent) or a settled status; pending is allowed only for the rest. */
function mayBePending(records: ReadonlyArray<Record<string, unknown>>): Set<string> {
  const last = new Map<string, string>();
  for (const r of records) {
    if (r.t === 'intent') for (const k of r.keys as string[]) last.set(k, 'sent');
    if (r.t === 'outcome' || r.t === 'resolve') for (const x of r.rows as Array<{ key: string; status: string }>) last.set(x.key, x.status);
    if (r.t === 'run') for (const k of (r.retry as string[] | null) ?? []) last.set(k, 'pending');
  }
  return new Set(KEYS.filter((k) => (last.get(k) ?? 'pending') === 'pending'));
}

function flip(line: string, at: number): string {
  const c = line[at] === 'a' ? 'b' : 'a';
  return line.slice(0, at) + c + line.slice(at + 1);
}

const damages: Record<string, (i: number) => string> = {
  'torn in place': (i) => LINES.map((l, j) => (j === i ? `${l.slice(0, Math.floor(l.length / 2))}\n` : l)).join(''),
  'garbled (one character)': (i) => LINES.map((l, j) => (j === i ? flip(l, Math.floor(l.length / 3)) : l)).join(''),
  missing: (i) => LINES.filter((_, j) => j !== i).join(''),
  duplicated: (i) => LINES.flatMap((l, j) => (j === i ? [l, l] : [l])).join(''),
};

describe('a damaged journal never shrinks a job, and never makes a sent row pending', () => {
  it('reads the undamaged journal as the job left it', () => {
    const text = LINES.join('');
    expect(statuses(text)).toEqual({
      r1: 'succeeded', r2: 'succeeded', r3: 'unknown', r4: 'succeeded', r5: 'succeeded', r6: 'succeeded',
      r7: 'unknown', r8: 'succeeded', r9: 'unknown', r10: 'pending', r11: 'pending', r12: 'pending',
    });
    expect(replay(text).model.damage).toBeNull();
  });

  for (const [kind, damage] of Object.entries(damages)) {
    it(`${kind}: every line in turn`, () => {
      for (let i = 0; i < LINES.length; i++) {
        const text = damage(i);
        const { model } = replay(text);
        const where = `${kind}, line ${i + 1} (${String(RECORDS[i]?.t)})`;
        expect(model.countsNow().total, where).toBe(12);
        expect(pendingOf(text).filter((k) => !NEVER_SENT.includes(k)), where).toEqual([]);
        if (kind === 'duplicated') {
          expect(model.damage, where).toBeNull();
          expect(statuses(text), where).toEqual(statuses(LINES.join('')));
        } else if (!(kind === 'missing' && i === LINES.length - 1)) {
          // The last line of a journal gone without a trace is the one loss no file can show: it is an `end`
          // here (recover() writes one after a crash), and losing it makes the job interrupted, nothing more.
          expect(model.damage, where).not.toBeNull();
        }
      }
    });
  }

  it('a crash cut at every line: the count holds, and only rows never sent (or read back as not applied) are pending', () => {
    for (let i = 1; i < LINES.length; i++) {
      const line = LINES[i] as string;
      const text = LINES.slice(0, i).join('') + line.slice(0, Math.floor(line.length / 2));
      const { model } = replay(text);
      const where = `cut in line ${i + 1} (${String(RECORDS[i]?.t)})`;
      expect(model.countsNow().total, where).toBe(12);
      const allowed = mayBePending(RECORDS.slice(0, i));
      expect(pendingOf(text).filter((k) => !allowed.has(k)), where).toEqual([]);
    }
  });

  it('a crash while the rows were written: the job is damaged, with the rows that never reached the disk', () => {
    const text = LINES.slice(0, 2).join('') + (LINES[2] as string).slice(0, 40);
    const { model } = replay(text);
    expect(model.summary()).toMatchObject({ total: 12, pending: 4, missing: 8 });
    expect(model.damage).toEqual({
      missingRows: 8,
      problems: [{ kind: 'rows-missing', line: null, fromRow: 5, toRow: 12, message: 'rows 5–12 never reached the disk' }],
    });
  });

  it('an unreadable rows line: its rows are counted as missing and named', () => {
    const text = damages['garbled (one character)']?.(2) as string;
    const { model } = replay(text);
    expect(model.summary()).toMatchObject({ total: 12, missing: 4 });
    expect(model.damage?.problems.map((p) => p.message)).toEqual([expect.stringMatching(/^line 3 fails its checksum/), 'rows 5–8 are lost in the damaged lines']);
  });

  it('an unreadable intent: rows that were pending before it become unknown (they may have been sent), with the line', () => {
    const text = damages['garbled (one character)']?.(18) as string;
    const rows = replay(text).model.rows;
    for (const key of ['r7', 'r9', 'r10']) {
      expect(rows.get(key), key).toMatchObject({ status: 'unknown', code: 'JOURNAL_DAMAGED' });
      expect(rows.get(key)?.reason, key).toContain('(line 19)');
    }
  });

  it('refuses a file in which not even the job can be read', () => {
    expect(() => replay((LINES[0] as string).slice(0, 30))).toThrow(JournalCorruptError);
  });
});
