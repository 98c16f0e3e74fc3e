import { describe, expect, it } from 'vitest';
import type { LedgerEntry, MethodInput, MethodOutput } from '../../../shared/ipc';
import { fakeBridge } from '../testing/fake-bridge';
import { LedgerMirror, LOOKUP_BATCH, ledgerMirror } from './ledger-mirror';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  jobId: 'job-1', rowKey: 'r1', status: 'succeeded', values: 'v', item: null, sent: null, sentAt: null, createdAt: '2026-12-01T10:00:00Z',
  reason: null, code: null, category: null, resolvedBy: null, ...over,
});

/** A scheduler the test runs by hand: nothing is asked until the test says so. */
function manual() {
  const runs: Array<() => void> = [];
  return { schedule: (run: () => void) => void runs.push(run), run: () => runs.splice(0).forEach((r) => r()) };
}

describe('the page mirror of the ledger', () => {
  it('asks for every item once, in one batch, and knows the ones never sent', async () => {
    const bridge = fakeBridge({ 'ledger.lookup': ({ items }) => ({ found: items.filter((i) => i.id === 'A').map((i) => ({ id: i.id, same: true, entry: entry() })), jobs: { 'job-1': 'finished' } }) });
    const clock = manual();
    const m = new LedgerMirror(bridge, 'videoxStock', clock.schedule);
    m.want([{ key: 'A', values: 'v' }, { key: 'B', values: 'v' }]);
    m.want([{ key: 'A', values: 'v' }]);
    expect(m.entry('A')).toBeUndefined();
    clock.run();
    await m.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(bridge.callsOf('ledger.lookup')).toHaveLength(1);
    expect(m.entry('A')?.jobId).toBe('job-1');
    expect(m.entry('B')).toBeNull();
    expect(m.jobState('job-1')).toBe('finished');
    m.want([{ key: 'A', values: 'other' }]);
    clock.run();
    expect(bridge.callsOf('ledger.lookup')).toHaveLength(1);
  });

  it('asks a big grid in bounded batches', async () => {
    const bridge = fakeBridge({ 'ledger.lookup': () => ({ found: [], jobs: {} }) });
    const m = new LedgerMirror(bridge, 'videoxStock', () => undefined);
    m.want(Array.from({ length: LOOKUP_BATCH * 2 + 1 }, (_, i) => ({ key: `k${i}`, values: 'v' })));
    await m.flush();
    expect((bridge.callsOf('ledger.lookup') as Array<MethodInput<'ledger.lookup'>>).map((c) => c.items.length)).toEqual([LOOKUP_BATCH, LOOKUP_BATCH, 1]);
    expect(m.entry(`k${LOOKUP_BATCH * 2}`)).toBeNull();
  });

  it('takes a push over an answer that was asked before it (another tab applied the row meanwhile)', async () => {
    let answer!: (out: MethodOutput<'ledger.lookup'>) => void;
    const bridge = fakeBridge({ 'ledger.lookup': () => new Promise((resolve) => (answer = resolve)) });
    const m = new LedgerMirror(bridge, 'videoxStock', () => undefined);
    m.want([{ key: 'A', values: 'v' }]);
    const asked = m.flush();
    m.apply({ operation: 'videoxStock', entries: [{ id: 'A', entry: entry({ jobId: 'job-2' }) }], jobs: { 'job-2': 'running' }, lookupAgain: false });
    answer({ found: [], jobs: {} });
    await asked;
    expect(m.entry('A')?.jobId).toBe('job-2');
  });

  it('follows pushes and job events for its own operation only, and forgets all on another profile', () => {
    const bridge = fakeBridge({});
    const m = ledgerMirror(bridge, 'videoxStock');
    bridge.emit('ledger.changed', { operation: 'retailxStock', entries: [{ id: 'A', entry: entry() }], jobs: {}, lookupAgain: false });
    expect(m.entry('A')).toBeUndefined();
    bridge.emit('ledger.changed', { operation: 'videoxStock', entries: [{ id: 'A', entry: entry() }], jobs: { 'job-1': 'running' }, lookupAgain: false });
    expect(m.entry('A')?.status).toBe('succeeded');
    bridge.emit('job.finished', { jobId: 'job-1', state: 'finished' } as never);
    expect(m.jobState('job-1')).toBe('finished');
    bridge.emit('profile.changed', { profileId: 'p2' } as never);
    expect(m.entry('A')).toBeUndefined();
    expect(ledgerMirror(bridge, 'videoxStock')).toBe(m);
  });

  it('is read at once and heard once for a burst; after a long render, the next is heard only as long again later', () => {
    let now = 0;
    const timers: Array<{ at: number; run: () => void }> = [];
    const pacing = { now: () => now, later: (run: () => void, ms: number) => void timers.push({ at: now + ms, run }) };
    const due = () => {
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > now) return;
        timers.shift();
        next.run();
      }
    };
    const m = new LedgerMirror(fakeBridge({}), 'videoxStock', () => undefined, pacing);
    const heard: number[] = [];
    // A listener that renders a big grid: 600 ms of the page's time.
    m.subscribe(() => {
      heard.push(m.version);
      now += 600;
    });
    const push = (id: string) => m.apply({ operation: 'videoxStock', entries: [{ id, entry: entry() }], jobs: {}, lookupAgain: false });
    push('A');
    push('B');
    expect(m.entry('B')?.status).toBe('succeeded');
    expect(heard).toEqual([]);
    due();
    expect(heard).toEqual([m.version]);
    // Pushes queued while it rendered: taken together, 250 ms (the most) after the render ended.
    push('C');
    push('D');
    due();
    expect(heard).toHaveLength(1);
    now += 249;
    due();
    expect(heard).toHaveLength(1);
    now += 1;
    due();
    expect(heard).toEqual([2, 4]);
  });

  it('asks again, with the next want, what a failed lookup asked', async () => {
    let fail = true;
    const bridge = fakeBridge({
      'ledger.lookup': () => {
        if (fail) throw new Error('host away');
        return { found: [], jobs: {} };
      },
    });
    const m = new LedgerMirror(bridge, 'videoxStock', () => undefined);
    m.want([{ key: 'A', values: 'v' }]);
    await m.flush();
    expect(m.error).toBeInstanceOf(Error);
    expect(m.entry('A')).toBeUndefined();
    fail = false;
    m.want([{ key: 'A', values: 'v' }]);
    await m.flush();
    expect(m.entry('A')).toBeNull();
    expect(m.error).toBeNull();
  });

  it('asks again for everything it holds when the main process says too much changed to push', async () => {
    let jobOf = 'job-1';
    const bridge = fakeBridge({ 'ledger.lookup': ({ items }) => ({ found: items.map((i) => ({ id: i.id, same: true, entry: entry({ jobId: jobOf }) })), jobs: { [jobOf]: 'running' } }) });
    const m = new LedgerMirror(bridge, 'videoxStock', () => undefined);
    m.want([{ key: 'A', values: 'v' }, { key: 'B', values: 'v' }]);
    await m.flush();
    expect(m.entry('A')?.jobId).toBe('job-1');
    jobOf = 'job-2';
    m.apply({ operation: 'videoxStock', entries: [], jobs: {}, lookupAgain: true });
    // Not known until asked again: nothing is offered meanwhile.
    expect(m.entry('A')).toBeUndefined();
    await m.flush();
    expect(m.entry('A')?.jobId).toBe('job-2');
    expect(m.entry('B')?.jobId).toBe('job-2');
  });

  it('sets aside a lookup that was on its way when told to look again, and asks every item again, once', async () => {
    let answerFirst: (() => void) | null = null;
    const asked: string[][] = [];
    const bridge = {
      ...fakeBridge({}),
      call: (_method: 'ledger.lookup', input: MethodInput<'ledger.lookup'>): Promise<MethodOutput<'ledger.lookup'>> => {
        asked.push(input.items.map((i) => i.id));
        const jobId = asked.length === 1 ? 'job-old' : 'job-new';
        const answer = { found: input.items.map((i) => ({ id: i.id, same: true, entry: entry({ jobId }) })), jobs: { [jobId]: 'running' as const } };
        return asked.length === 1 ? new Promise((resolve) => (answerFirst = () => resolve(answer))) : Promise.resolve(answer);
      },
    };
    const m = new LedgerMirror(bridge, 'videoxStock', () => undefined);
    m.want([{ key: 'A', values: 'v' }, { key: 'B', values: 'v' }]);
    const first = m.flush();
    m.apply({ operation: 'videoxStock', entries: [], jobs: {}, lookupAgain: true });
    // Wanted again meanwhile: already to be asked, not a second time.
    m.want([{ key: 'A', values: 'v' }, { key: 'C', values: 'v' }]);
    await m.flush();
    expect(asked).toEqual([['A', 'B'], ['A', 'B', 'C']]);
    expect(m.entry('A')?.jobId).toBe('job-new');
    (answerFirst as (() => void) | null)?.();
    await first;
    // The answer asked before the push knows less than the one asked after it.
    expect(m.entry('A')?.jobId).toBe('job-new');
    expect(m.entry('B')?.jobId).toBe('job-new');
    await m.flush();
    expect(asked).toHaveLength(2);
  });
});
