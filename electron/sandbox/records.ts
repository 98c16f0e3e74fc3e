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

export class StatsCounter {
  private data: SandboxStats = StatsCounter.empty();

  private static empty(): SandboxStats {
    return { requests: 0, rejected3001008: 0, byOperation: {}, tokenCalls: { accessToken: 0, refreshToken: 0 } };
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

  snapshot(): SandboxStats {
    return structuredClone(this.data);
  }

  clear(): void {
    this.data = StatsCounter.empty();
  }
}
