// What the server really did: the applied-write log (ground truth for "0 rows lost, 0 applied twice") and
// request counters.
import type { OperationId } from '../../../shared/catalogue';
import type { AppliedWrite, SandboxStats, TimeFigures } from '../types';

export class AppliedWriteLog {
  private entries: AppliedWrite[] = [];
  private seq = 0;

  /** `onChange` hears of every change to the log (a kept state is written after it). */
  constructor(private readonly onChange: () => void = () => undefined) {}

  record(entry: Omit<AppliedWrite, 'seq'>): AppliedWrite {
    const write = { seq: ++this.seq, ...entry };
    this.entries.push(write);
    this.onChange();
    return write;
  }

  /** The log as plain data, for keeping it on disk. */
  saved(): { seq: number; entries: AppliedWrite[] } {
    return { seq: this.seq, entries: this.entries };
  }

  /** Goes on from a kept log (which it takes over). */
  restore(saved: { seq: number; entries: AppliedWrite[] }): void {
    this.entries = saved.entries;
    this.seq = saved.entries.reduce((max, e) => Math.max(max, e.seq), saved.seq);
  }

  /** The server cut the connection after this write (stopped while the answer was held). */
  markAnswerDropped(seq: number): void {
    const entry = this.entries.find((e) => e.seq === seq);
    if (entry !== undefined) entry.answerDropped = true;
    this.onChange();
  }

  /** How many writes the log holds (no copy made). */
  get size(): number {
    return this.entries.length;
  }

  /** Entries after `sinceSeq` (all by default), oldest first. */
  list(sinceSeq = 0): AppliedWrite[] {
    return sinceSeq <= 0 ? this.entries.map(copy) : this.entries.filter((e) => e.seq > sinceSeq).map(copy);
  }

  /** Empties the log; sequence numbers go on from where they were. */
  clear(): void {
    this.entries = [];
    this.onChange();
  }

  /** Empties the log and restarts the sequence at 1 (a fresh server). */
  reset(): void {
    this.entries = [];
    this.seq = 0;
  }
}

function copy(w: AppliedWrite): AppliedWrite {
  return { ...w, appliedKeys: [...w.appliedKeys], rejected: w.rejected.map((r) => ({ ...r })) };
}

type OpCounters = { requests: number; rejected3001008: number; executed: number };

/** Times kept per operation: the latest ones only, enough for stable percentiles. */
const TIME_SAMPLES = 1000;

class TimeSamples {
  private readonly samples: number[] = [];
  private next = 0;
  count = 0;

  add(ms: number): void {
    this.samples[this.next] = ms;
    this.next = (this.next + 1) % TIME_SAMPLES;
    this.count += 1;
  }

  figures(): TimeFigures {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
    return { count: this.count, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: sorted[sorted.length - 1] as number };
  }
}

function timesOf(map: Map<OperationId, TimeSamples>, id: OperationId): TimeSamples {
  let samples = map.get(id);
  if (samples === undefined) {
    samples = new TimeSamples();
    map.set(id, samples);
  }
  return samples;
}

export class StatsCounter {
  private data: SandboxStats = StatsCounter.empty();
  private readonly processing = new Map<OperationId, TimeSamples>();
  private readonly serverTime = new Map<OperationId, TimeSamples>();
  private readonly dueTime = new Map<OperationId, TimeSamples>();

  private static empty(): SandboxStats {
    return { requests: 0, rejected3001008: 0, byOperation: {}, tokenCalls: { accessToken: 0, refreshToken: 0 }, processing: {}, serverTime: {}, dueTime: {} };
  }

  private op(id: OperationId): OpCounters {
    let counters = this.data.byOperation[id];
    if (counters === undefined) {
      counters = { requests: 0, rejected3001008: 0, executed: 0 };
      this.data.byOperation[id] = counters;
    }
    return counters;
  }

  request(id: OperationId): void {
    this.data.requests += 1;
    this.op(id).requests += 1;
    if (id === 'accessToken' || id === 'refreshToken') this.data.tokenCalls[id] += 1;
  }

  rejected3001008(id: OperationId): void {
    this.data.rejected3001008 += 1;
    this.op(id).rejected3001008 += 1;
  }

  executed(id: OperationId): void {
    this.op(id).executed += 1;
  }

  /** The server's own work on an executed call: from the request's arrival to its answer serialised. */
  processed(id: OperationId, ms: number): void {
    timesOf(this.processing, id).add(ms);
  }

  /** When an executed call's answer was due to leave, counted from the request's arrival. */
  due(id: OperationId, ms: number): void {
    timesOf(this.dueTime, id).add(ms);
  }

  /** The server time of an executed call's answer: from the request's arrival to the answer written. */
  answered(id: OperationId, ms: number): void {
    timesOf(this.serverTime, id).add(ms);
  }

  snapshot(): SandboxStats {
    const out = structuredClone(this.data);
    for (const [id, samples] of this.processing) out.processing[id] = samples.figures();
    for (const [id, samples] of this.serverTime) out.serverTime[id] = samples.figures();
    for (const [id, samples] of this.dueTime) out.dueTime[id] = samples.figures();
    return out;
  }

  clear(): void {
    this.data = StatsCounter.empty();
    this.processing.clear();
    this.serverTime.clear();
    this.dueTime.clear();
  }
}
