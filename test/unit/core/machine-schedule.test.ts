// The schedule the Opsdesk processes of one machine share (machine-schedule.ts), driven message by message with
// a clock the test moves: first come, first served across processes, a process that ends gives everything back
// at once, a slot lapses after the vendor's 2 minutes, a new leader keeps what the processes still hold, and the
// token pair and its renewal lease are shared.
import { describe, expect, it } from 'vitest';
import { MachineSchedule, type FromSchedule } from '../../../electron/core/coordination/machine-schedule';
import { ManualClock } from '../../integration/team/manual-clock';

const P = '/videox/stock';
const tick = () => new Promise((r) => setImmediate(r));

function setup() {
  const clock = new ManualClock();
  const schedule = new MachineSchedule(clock, 120_000);
  const inbox = new Map<number, FromSchedule[]>();
  const join = () => {
    const box: FromSchedule[] = [];
    const id = schedule.open({ send: (m) => box.push(m) });
    inbox.set(id, box);
    return { id, box, grants: () => box.filter((m) => m.t === 'grant').map((m) => (m as { m: string }).m) };
  };
  return { clock, schedule, join };
}

describe('the machine schedule', { timeout: 30_000 }, () => {
  it('serves the processes first come, first served: two busy processes alternate on a path of capacity 1', () => {
    const { schedule, join } = setup();
    const a = join();
    const b = join();
    schedule.handle(a.id, { t: 'acquire', m: 'a#1', path: P, cap: 1 });
    schedule.handle(b.id, { t: 'acquire', m: 'b#1', path: P, cap: 1 });
    expect(a.grants()).toEqual(['a#1']);
    expect(b.grants()).toEqual([]);
    // A answers and asks again at once: B asked first, so B goes next.
    schedule.handle(a.id, { t: 'release', m: 'a#1' });
    schedule.handle(a.id, { t: 'acquire', m: 'a#2', path: P, cap: 1 });
    expect(b.grants()).toEqual(['b#1']);
    schedule.handle(b.id, { t: 'release', m: 'b#1' });
    schedule.handle(b.id, { t: 'acquire', m: 'b#2', path: P, cap: 1 });
    expect(a.grants()).toEqual(['a#1', 'a#2']);
    expect(b.grants()).toEqual(['b#1']);
    // Paths are apart; a capacity of 2 holds two at once.
    schedule.handle(b.id, { t: 'acquire', m: 'b#3', path: '/other', cap: 2 });
    schedule.handle(a.id, { t: 'acquire', m: 'a#3', path: '/other', cap: 2 });
    expect(b.grants()).toContain('b#3');
    expect(a.grants()).toContain('a#3');
    expect(schedule.figures().paths).toEqual([
      { path: P, held: 1, waiting: 1 },
      { path: '/other', held: 2, waiting: 0 },
    ]);
  });

  it('gives back at once every slot, place in line and lease of a process that ended (killed: its socket closed)', () => {
    const { schedule, join } = setup();
    const a = join();
    const b = join();
    const c = join();
    schedule.handle(a.id, { t: 'acquire', m: 'a#1', path: P, cap: 1 });
    schedule.handle(a.id, { t: 'acquire', m: 'a#2', path: P, cap: 1 });
    schedule.handle(b.id, { t: 'acquire', m: 'b#1', path: P, cap: 1 });
    schedule.handle(a.id, { t: 'lease.take', q: 7 });
    schedule.handle(c.id, { t: 'lease.take', q: 1 });
    expect(a.box).toContainEqual({ t: 'lease', q: 7 });
    schedule.close(a.id);
    // a#2 was in line before b#1, but a is gone: b is served now, with no wait for any timeout.
    expect(b.grants()).toEqual(['b#1']);
    expect(c.box).toEqual([{ t: 'lease', q: 1 }]);
    expect(schedule.figures()).toMatchObject({ sessions: 2, paths: [{ path: P, held: 1, waiting: 0 }] });
  });

  it('frees a slot its holder never gave back once the vendor would (2 minutes after the grant), by its clock', async () => {
    const { schedule, join, clock } = setup();
    const a = join();
    const b = join();
    schedule.handle(a.id, { t: 'acquire', m: 'a#1', path: P, cap: 1 });
    schedule.handle(b.id, { t: 'acquire', m: 'b#1', path: P, cap: 1 });
    clock.advance(119_999);
    await tick();
    expect(b.grants()).toEqual([]);
    clock.advance(1);
    await tick();
    expect(b.grants()).toEqual(['b#1']);
    expect(schedule.figures().lapsed).toBe(1);
    // The late release of the lapsed slot frees nothing of b's.
    schedule.handle(a.id, { t: 'release', m: 'a#1' });
    schedule.handle(a.id, { t: 'acquire', m: 'a#2', path: P, cap: 1 });
    expect(a.grants()).toEqual(['a#1']);
    // A slot released in time does not lapse later under its next holder.
    schedule.handle(b.id, { t: 'release', m: 'b#1' });
    expect(a.grants()).toEqual(['a#1', 'a#2']);
    clock.advance(60_000);
    await tick();
    schedule.handle(b.id, { t: 'acquire', m: 'b#2', path: P, cap: 1 });
    clock.advance(59_999);
    await tick();
    expect(b.grants()).toEqual(['b#1']);
  });

  it('a new leader keeps what the processes say they hold (still in flight at the vendor) and the newest pair', () => {
    const { schedule, join } = setup();
    const a = join();
    const b = join();
    schedule.handle(a.id, { t: 'hello', pid: 1, held: [{ m: 'a#9', path: P, cap: 1 }], pair: { sealed: 'old', fp: 'f1', obtainedAt: 1 } });
    schedule.handle(b.id, { t: 'hello', pid: 2, held: [], pair: { sealed: 'new', fp: 'f2', obtainedAt: 2 } });
    schedule.handle(b.id, { t: 'acquire', m: 'b#1', path: P, cap: 1 });
    expect(b.grants()).toEqual([]);
    schedule.handle(a.id, { t: 'release', m: 'a#9' });
    expect(b.grants()).toEqual(['b#1']);
    schedule.handle(a.id, { t: 'pair.get', q: 3 });
    expect(a.box).toContainEqual({ t: 'pair', q: 3, pair: { sealed: 'new', fp: 'f2', obtainedAt: 2 } });
  });

  it('shares the sealed pair: a write is announced to the other processes by fingerprint, an older one is refused', () => {
    const { schedule, join } = setup();
    const a = join();
    const b = join();
    schedule.handle(b.id, { t: 'pair.get', q: 1 });
    expect(b.box).toEqual([{ t: 'pair', q: 1, pair: null }]);
    schedule.handle(a.id, { t: 'pair.put', pair: { sealed: 's2', fp: 'f2', obtainedAt: 20 } });
    expect(b.box.at(-1)).toEqual({ t: 'pair.written', fp: 'f2' });
    expect(a.box).toEqual([]);
    schedule.handle(b.id, { t: 'pair.put', pair: { sealed: 's1', fp: 'f1', obtainedAt: 10 } });
    schedule.handle(b.id, { t: 'pair.get', q: 2 });
    expect(b.box.at(-1)).toEqual({ t: 'pair', q: 2, pair: { sealed: 's2', fp: 'f2', obtainedAt: 20 } });
  });

  it('hands the renewal lease to one process at a time, in order, and a wait given up leaves the line', () => {
    const { schedule, join } = setup();
    const a = join();
    const b = join();
    const c = join();
    schedule.handle(a.id, { t: 'lease.take', q: 1 });
    schedule.handle(b.id, { t: 'lease.take', q: 1 });
    schedule.handle(c.id, { t: 'lease.take', q: 1 });
    schedule.handle(b.id, { t: 'lease.release', q: 1 });
    expect([a.box, b.box, c.box]).toEqual([[{ t: 'lease', q: 1 }], [], []]);
    schedule.handle(a.id, { t: 'lease.release', q: 1 });
    expect(c.box).toEqual([{ t: 'lease', q: 1 }]);
    expect(b.box).toEqual([]);
  });

  it('taking over from a leader that died, grants nothing until the others had the time to say what they hold', async () => {
    const clock = new ManualClock();
    const schedule = new MachineSchedule(clock, 120_000, 100);
    const boxes: FromSchedule[][] = [[], []];
    const [c, b] = boxes.map((box) => schedule.open({ send: (m) => box.push(m) })) as [number, number];
    // The new leader's own waiting request asks first; the process whose request is still in flight says so after.
    schedule.handle(c, { t: 'hello', pid: 1, held: [] });
    schedule.handle(c, { t: 'acquire', m: 'c#1', path: P, cap: 1 });
    schedule.handle(c, { t: 'lease.take', q: 1 });
    expect(boxes[0]).toEqual([]);
    schedule.handle(b, { t: 'hello', pid: 2, held: [{ m: 'b#1', path: P, cap: 1 }] });
    clock.advance(100);
    await tick();
    // The lease was nobody's; the slot is b's until b answers.
    expect(boxes[0]).toEqual([{ t: 'lease', q: 1 }]);
    schedule.handle(b, { t: 'release', m: 'b#1' });
    expect(boxes[0]).toEqual([{ t: 'lease', q: 1 }, { t: 'grant', m: 'c#1' }]);
  });
});
