import { describe, expect, it } from 'vitest';
import type { JobState, LedgerEntry } from '../../../shared/ipc';
import { PlanMemo, planSend, sendReasons, type IdentifiedItem } from './send-plan';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  jobId: 'job-1',
  rowKey: 'r1',
  status: 'succeeded',
  values: 'v5',
  item: 'M1',
  sent: { quantity: '5' },
  sentAt: '2026-12-01T10:00:00Z',
  createdAt: '2026-12-01T09:59:00Z',
  reason: null,
  code: null,
  category: null,
  resolvedBy: null,
  ...over,
});
const item = (id: string, key: string | null, values = 'v5'): IdentifiedItem => ({ id, values: {}, identity: key === null ? null : { key, values } });

function plan(items: IdentifiedItem[], entries: Record<string, LedgerEntry | null>, jobs: Record<string, JobState> = {}, editedInPlace = true) {
  return planSend({ items, entryOf: (k) => entries[k], jobStateOf: (j) => jobs[j] ?? 'finished', editedInPlace });
}

describe('a send plan from the ledger', () => {
  it('offers an item the ledger never saw, and waits while the ledger has not answered', () => {
    const p = plan([item('r1', 'M1'), item('r2', 'M2')], { M1: null });
    expect(p.toSend).toEqual(['r1']);
    expect(p.items.get('r2')?.state).toBe('loading');
    expect(p.loading).toBe(true);
  });

  it('never offers an item applied with the same values, from this row or any other, except through "send again"', () => {
    const p = plan([item('r1', 'M1'), item('other-row', 'M2')], { M1: entry(), M2: entry({ rowKey: 'r9', jobId: 'job-2' }) });
    expect(p.toSend).toEqual([]);
    expect(p.applied).toEqual(['r1', 'other-row']);
    expect(p.again).toEqual(['r1', 'other-row']);
  });

  it('leaves an item that may have been applied to Activity (offered only through "send again")', () => {
    const p = plan([item('r1', 'M1')], { M1: entry({ status: 'unknown' }) });
    expect(p.toSend).toEqual([]);
    expect(p.unknown).toEqual(['r1']);
    expect(p.again).toEqual(['r1']);
  });

  it('holds back every item queued or in flight in a running job, and says the screen is live', () => {
    const p = plan([item('r1', 'M1'), item('r2', 'M2')], { M1: entry({ status: 'pending', sentAt: null }), M2: entry({ status: 'pending' }) }, { 'job-1': 'running' });
    expect(p.items.get('r1')?.state).toBe('queued');
    expect(p.items.get('r2')?.state).toBe('sending');
    expect(p.toSend).toEqual([]);
    expect(p.live).toBe(true);
  });

  it('sends again, in the next send, what a stopped job left unsent (cancelled, halted)', () => {
    const p = plan([item('r1', 'M1')], { M1: entry({ status: 'pending', sentAt: null }) }, { 'job-1': 'cancelled' });
    expect(p.toSend).toEqual(['r1']);
    expect(p.leftUnsent).toEqual(['r1']);
    expect(p.live).toBe(false);
  });

  it('retries an unchanged refusal in the job that refused it, under its row key there', () => {
    const p = plan([item('r1', 'M1'), item('r2', 'M2')], { M1: entry({ status: 'failed', rowKey: 'old-1' }), M2: entry({ status: 'failed', rowKey: 'old-2', jobId: 'job-2' }) });
    expect(p.toSend).toEqual([]);
    expect(p.retry).toEqual([{ jobId: 'job-1', keys: ['old-1'] }, { jobId: 'job-2', keys: ['old-2'] }]);
  });

  it('takes an edited refusal as new work', () => {
    const p = plan([item('r1', 'M1', 'v6')], { M1: entry({ status: 'failed' }) });
    expect(p.toSend).toEqual(['r1']);
    expect(p.items.get('r1')).toMatchObject({ state: 'new', sentState: 'failed' });
  });

  it('marks a row edited after it was applied as changed (sent, with a word), but not another row naming the same item', () => {
    const p = plan([item('r1', 'M1', 'v6'), item('fresh', 'M2', 'v7')], { M1: entry(), M2: entry({ rowKey: 'gone' }) });
    expect(p.toSend).toEqual(['r1', 'fresh']);
    expect(p.changed).toEqual(['r1']);
    expect(p.items.get('fresh')).toMatchObject({ state: 'new', sentState: 'succeeded' });
  });

  it('takes other values as new work on a screen whose rows are not edited in place (a form)', () => {
    const p = plan([item('r1', 'M1', 'v6')], { M1: entry() }, {}, false);
    expect(p.changed).toEqual([]);
    expect(p.toSend).toEqual(['r1']);
  });

  it('leaves a second row naming the same item to the screen\'s validation: not counted applied nor sent again', () => {
    const p = planSend({ items: [item('r1', 'O1'), item('r2', 'O1')], entryOf: () => entry({ status: 'succeeded' }), jobStateOf: () => 'finished' });
    expect(p.applied).toEqual(['r1']);
    expect(p.again).toEqual(['r1']);
    expect(p.items.get('r2')).toEqual({ state: 'new' });
    expect(p.toSend).toEqual(['r2']);
  });

  it('counts a row that does not validate as new work (the screen\'s validation holds it back), without looking it up', () => {
    const p = plan([item('r1', null)], {});
    expect(p.toSend).toEqual(['r1']);
    expect(p.loading).toBe(false);
  });

  it('takes an unchanged refusal as new work where the outcome depended on the items sent with it (a merge), still retryable in its job', () => {
    const p = planSend({ items: [item('r1', 'O1')], entryOf: () => entry({ status: 'failed' }), jobStateOf: () => 'finished', refusedIsNewWork: true });
    expect(p.toSend).toEqual(['r1']);
    expect(p.failed).toEqual(['r1']);
    expect(p.retry).toEqual([{ jobId: entry({ status: 'failed' }).jobId, keys: [entry({ status: 'failed' }).rowKey] }]);
    expect(p.items.get('r1')).toMatchObject({ state: 'new', sentState: 'failed' });
  });
});

describe('Retry failed offers only what can succeed', () => {
  it('leaves out refusals the same row would meet again (a list not awaiting shipment, an alias in use)', () => {
    const p = plan([item('r1', 'M1'), item('r2', 'M2'), item('r3', 'M3')], {
      M1: entry({ status: 'failed', code: 'ITEM_NOT_PICKABLE' }),
      M2: entry({ status: 'failed', code: 'ITEM_ADJUSTMENT_PENDING', rowKey: 'r2' }),
      M3: entry({ status: 'failed', code: 'ITEM_ALIAS_TAKEN', rowKey: 'r3' }),
    });
    expect(p.failed).toEqual(['r1', 'r2', 'r3']);
    expect(p.fixRow).toEqual(['r1', 'r3']);
    expect(p.retryable).toEqual(['r2']);
    expect(p.retry).toEqual([{ jobId: 'job-1', keys: ['r2'] }]);
  });

  it('a merge that cannot be made is not retried either, even where refusals are new work', () => {
    const p = planSend({
      items: [item('o1', 'O1'), item('o2', 'O2')],
      entryOf: (k) => entry({ status: 'failed', code: k === 'O1' ? 'ITEM_NOTHING_MERGEABLE' : 'ITEM_FAILED', rowKey: k.toLowerCase() }),
      jobStateOf: () => 'finished',
      refusedIsNewWork: true,
    });
    expect(p.retry).toEqual([{ jobId: 'job-1', keys: ['o2'] }]);
    expect(p.fixRow).toEqual(['o1']);
  });
});

describe('why rows are left to send', () => {
  const left = { changed: ['r1', 'r2'], leftUnsent: ['r3', 'r4', 'r5'] };

  it('counts every row of the send by its reason when the whole grid is sent', () => {
    expect(sendReasons(left, null)).toEqual({ changed: 2, leftUnsent: 3 });
  });

  it('counts only the chosen rows when the user sends a selection', () => {
    expect(sendReasons(left, new Set(['r2', 'r5', 'r9']))).toEqual({ changed: 1, leftUnsent: 1 });
  });
});

describe('a plan kept from one ledger push to the next (PlanMemo)', () => {
  // A small seeded generator: the same sequence every run.
  function random(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }
  const STATUSES = ['pending', 'succeeded', 'failed', 'unknown'] as const;
  const JOB_STATES: JobState[] = ['running', 'cancelling', 'finished', 'cancelled', 'halted'];
  const CODES = [null, 'BALANCE_SHORT', 'TRANSPORT', '1001'];
  // (The revision says which of the memo's plans it is: bookkeeping, not the plan.)
  const whole = ({ revision: _revision, ...p }: ReturnType<typeof planSend>) => ({ ...p, items: [...p.items] });

  it('is the plan made afresh, through edits, pushes and job states changing', () => {
    const rnd = random(33);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const newItem = (i: number): IdentifiedItem => (rnd() < 0.1 ? item(`r${i}`, null) : item(`r${i}`, `M${Math.floor(rnd() * 40)}`, pick(['v1', 'v2'])));
    let items = Array.from({ length: 60 }, (_, i) => newItem(i));
    const entries = new Map<string, LedgerEntry | null>();
    const jobs = new Map<string, JobState>();
    const memo = new PlanMemo();
    let previous: ReturnType<typeof planSend> | null = null;
    for (let step = 0; step < 300; step++) {
      const roll = rnd();
      if (roll < 0.5) {
        // A push: a few entries change, or arrive.
        for (let n = 0; n < 5; n++) {
          const key = `M${Math.floor(rnd() * 40)}`;
          entries.set(key, rnd() < 0.15 ? null : entry({ jobId: pick(['job-1', 'job-2', 'job-3']), rowKey: `r${Math.floor(rnd() * 60)}`, status: pick(STATUSES), values: pick(['v1', 'v2']), sentAt: rnd() < 0.5 ? null : '2026-12-01T10:00:00Z', code: pick(CODES) }));
        }
      } else if (roll < 0.75) {
        jobs.set(pick(['job-1', 'job-2', 'job-3']), pick(JOB_STATES));
      } else {
        // An edit: some rows replaced, one removed or added, the list new.
        items = items.map((it, i) => (rnd() < 0.05 ? newItem(i) : it));
        if (rnd() < 0.3) items = items.filter((_, i) => i !== Math.floor(rnd() * items.length));
        if (rnd() < 0.3) items = [...items, newItem(100 + step)];
      }
      const input = { items, entryOf: (k: string) => entries.get(k), jobStateOf: (j: string) => jobs.get(j), editedInPlace: step % 50 < 40, refusedIsNewWork: step % 70 < 20 };
      const before = new Map(previous ? [...previous.items] : []);
      const kept = planSend(input, memo);
      expect(whole(kept)).toEqual(whole(planSend(input)));
      // What it says it judged again holds every id whose planned item is another object than in the plan before.
      const rejudged = kept.revision?.rejudged;
      if (rejudged) for (const [id, p] of kept.items) if (before.get(id) !== p) expect(rejudged).toContain(id);
      else expect(previous === null || previous.items !== kept.items).toBe(true);
      previous = kept;
      // The lists made in the plan's one pass are what a walk of every row finds (what the screens did before).
      // (In the order of each id's last row, the row that stands for it.)
      const lastRow = new Map(items.map((it, i) => [it.id, i]));
      const planned = [...kept.items].sort(([a], [b]) => (lastRow.get(a) ?? 0) - (lastRow.get(b) ?? 0));
      const failed = new Set(kept.failed);
      expect(kept.shownFailed).toEqual(planned.filter(([, p]) => p.state === 'failed' || (p.state === 'new' && p.sentState === 'failed')).map(([id]) => id));
      expect(kept.editedRefusals).toEqual(planned.filter(([id, p]) => p.state === 'new' && p.sentState === 'failed' && !failed.has(id)).map(([id]) => id));
    }
  });

  it('judges again only the rows a push names: every other row keeps its planned item, the same object', () => {
    const items = [item('r1', 'M1'), item('r2', 'M2'), item('r3', 'M3')];
    const entries: Record<string, LedgerEntry | null> = { M1: entry({ status: 'pending', sentAt: null }), M2: entry({ status: 'pending', sentAt: null }), M3: null };
    const memo = new PlanMemo();
    const input = () => ({ items, entryOf: (k: string) => entries[k], jobStateOf: () => 'running' as const });
    const first = planSend(input(), memo);
    entries.M2 = entry({ status: 'failed', code: 'TRANSPORT' });
    const second = planSend(input(), memo);
    expect(second.items.get('r1')).toBe(first.items.get('r1'));
    expect(second.items.get('r3')).toBe(first.items.get('r3'));
    expect(second.items.get('r2')).not.toBe(first.items.get('r2'));
    expect(second.items.get('r2')?.state).toBe('failed');
  });
});
