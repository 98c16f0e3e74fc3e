// What the server really did: the applied-write log (ground truth for "0 rows lost, 0 applied twice") and
// request counters.
import type { OperationId } from '../../shared/catalogue';
import type { AppliedWrite, SandboxStats } from './types';

export class AppliedWriteLog {
  private entries: AppliedWrite[] = [];
  private seq = 0;

  record(entry: Omit<AppliedWrite, 'seq'>): AppliedWrite {
    const write = { seq: ++this.seq, ...entry };
    this.entries.push(write);
    return write;
  }

  /** The server cut the connection after this write (stopped while the answer was held). */
  markAnswerDropped(seq: number): void {
    const entry = this.entries.find((e) => e.seq === seq);
    if (entry !== undefined) entry.answerDropped = true;
  }

  /** Entries after `sinceSeq` (all by default), oldest first. */
  list(sinceSeq = 0): AppliedWrite[] {
    return sinceSeq <= 0 ? this.entries.map(copy) : this.entries.filter((e) => e.seq > sinceSeq).map(copy);
  }

  /** Empties the log; sequence numbers go on from where they were. */
  clear(): void {
    this.entries = [];
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

/** Processing times kept per operation: the latest ones only, enough for stable percentiles. */
const PROCESSING_SAMPLES = 1000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export class StatsCounter {
  private data: SandboxStats = StatsCounter.empty();
  private processing = new Map<OperationId, { samples: number[]; next: number; count: number }>();

  private static empty(): SandboxStats {
    return { requests: 0, rejected3001008: 0, byOperation: {}, tokenCalls: { accessToken: 0, refreshToken: 0 }, processing: {} };
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
    let ring = this.processing.get(id);
    if (ring === undefined) {
      ring = { samples: [], next: 0, count: 0 };
      this.processing.set(id, ring);
    }
    ring.samples[ring.next] = ms;
    ring.next = (ring.next + 1) % PROCESSING_SAMPLES;
    ring.count += 1;
  }

  snapshot(): SandboxStats {
    const out = structuredClone(this.data);
    for (const [id, ring] of this.processing) {
      const sorted = [...ring.samples].sort((a, b) => a - b);
      out.processing[id] = {
        count: ring.count,
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        maxMs: sorted[sorted.length - 1] as number,
      };
    }
    return out;
  }

  clear(): void {
    this.data = StatsCounter.empty();
    this.processing.clear();
  }
}
