// How long the journal's durable writes take (write + fdatasync, as a chunk's intent waits for them before its
// send), over the last writes. A slow disk is the one delay the user can do something about (another program
// writing, a failing drive, a network folder), so the status bar says so when the median passes a threshold.
import { EventEmitter } from 'node:events';

export interface DiskFigures {
  /** Median of the last writes, ms (null before the first). */
  p50Ms: number | null;
  /** Writes the median is taken over. */
  samples: number;
  /** The median is over `slowMs` with at least `minSamples` writes seen. */
  slow: boolean;
}

export interface DiskLatencyOptions {
  /** Writes the median is taken over (default 20). */
  window?: number;
  /** A median above this is slow (default 50 ms). */
  slowMs?: number;
  /** Writes needed before the disk is called slow: one stall is not a slow disk (default 5). */
  minSamples?: number;
}

/** Emits `changed` when the disk turns slow or fast again, and while slow when the median moves by 10 ms or more. */
export class DiskLatency extends EventEmitter<{ changed: [DiskFigures] }> {
  private readonly window: number;
  private readonly slowMs: number;
  private readonly minSamples: number;
  private readonly last: number[] = [];
  private shown: DiskFigures = { p50Ms: null, samples: 0, slow: false };

  constructor(opts: DiskLatencyOptions = {}) {
    super();
    this.window = opts.window ?? 20;
    this.slowMs = opts.slowMs ?? 50;
    this.minSamples = opts.minSamples ?? 5;
  }

  /** One durable write took `ms` (its line written and synced). */
  record(ms: number): void {
    this.last.push(ms);
    if (this.last.length > this.window) this.last.shift();
    const now = this.figures();
    const moved = now.slow && Math.abs((now.p50Ms ?? 0) - (this.shown.p50Ms ?? 0)) >= 10;
    if (now.slow !== this.shown.slow || moved) {
      this.shown = now;
      this.emit('changed', now);
    }
  }

  figures(): DiskFigures {
    if (this.last.length === 0) return { p50Ms: null, samples: 0, slow: false };
    const sorted = [...this.last].sort((a, b) => a - b);
    const p50Ms = Math.round(sorted[Math.floor((sorted.length - 1) / 2)] as number);
    return { p50Ms, samples: sorted.length, slow: sorted.length >= this.minSamples && p50Ms > this.slowMs };
  }
}
