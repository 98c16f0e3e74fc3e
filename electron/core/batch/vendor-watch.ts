// A job the vendor stopped (it could not be reached) waits for the vendor and resumes by itself: the vendor's
// address is asked with back-off (any HTTP answer means it is back), and then each waiting job is resumed, which
// sends only its rows that never left (`pending`); rows that may have reached the vendor (`unknown`) are never
// sent again without the user's word. The user can say "stop waiting" (the job then stays stopped, its rest
// sent by Resume). Kept apart from the runner: it only decides when to call `resume`.
import { EventEmitter } from 'node:events';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface WatchClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realClock: WatchClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
};

export interface WaitingJob {
  jobId: string;
  /** When the vendor is asked next (ms since the epoch). */
  nextProbeAt: number;
  /** How many times it was asked since the job began waiting. */
  probes: number;
}

export interface VendorWatchOptions {
  /** True when something answers at the vendor's address. */
  probe: () => Promise<boolean>;
  /** Resumes a job (sends its pending rows); rejects when it cannot (a conflict, no such job). */
  resume: (jobId: string) => Promise<void>;
  clock?: WatchClock;
  /** Waits between probes (the last one repeats). */
  backoffMs?: readonly number[];
  onError?: (jobId: string, err: unknown) => void;
}

export const VENDOR_PROBE_BACKOFF_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000];

export class VendorWatch extends EventEmitter {
  private readonly jobs = new Map<string, WaitingJob>();
  private readonly clock: WatchClock;
  private readonly backoffMs: readonly number[];
  private timer: unknown = null;
  private misses = 0;
  private probing = false;
  private closed = false;

  constructor(private readonly opts: VendorWatchOptions) {
    super();
    this.clock = opts.clock ?? realClock;
    this.backoffMs = opts.backoffMs ?? VENDOR_PROBE_BACKOFF_MS;
  }

  waiting(): WaitingJob[] {
    return [...this.jobs.values()];
  }

  isWaiting(jobId: string): boolean {
    return this.jobs.has(jobId);
  }

  /** The job waits for the vendor; the first probe after the first back-off step. */
  wait(jobId: string): void {
    if (this.closed || this.jobs.has(jobId)) return;
    if (this.jobs.size === 0) this.misses = 0;
    this.jobs.set(jobId, { jobId, nextProbeAt: 0, probes: 0 });
    this.schedule();
  }

  /** The user's "stop waiting": true when the job was waiting. */
  stopWaiting(jobId: string): boolean {
    const had = this.jobs.delete(jobId);
    if (had && this.jobs.size === 0) this.clearTimer();
    if (had) this.emit('changed', this.waiting());
    return had;
  }

  close(): void {
    this.closed = true;
    this.clearTimer();
    this.jobs.clear();
  }

  private schedule(): void {
    this.clearTimer();
    if (this.jobs.size === 0 || this.closed) return;
    const wait = this.backoffMs[Math.min(this.misses, this.backoffMs.length - 1)] ?? 60_000;
    const at = this.clock.now() + wait;
    for (const j of this.jobs.values()) j.nextProbeAt = at;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.probeNow();
    }, wait);
    this.emit('changed', this.waiting());
  }

  private async probeNow(): Promise<void> {
    if (this.probing || this.closed) return;
    this.probing = true;
    let back = false;
    try {
      back = await this.opts.probe();
    } catch {
      back = false;
    } finally {
      this.probing = false;
    }
    for (const j of this.jobs.values()) j.probes++;
    if (!back) {
      this.misses++;
      this.schedule();
      return;
    }
    // The vendor answers: every job still waiting (the user may have stopped one meanwhile) sends its rest.
    const ready = [...this.jobs.keys()];
    this.jobs.clear();
    this.misses = 0;
    this.emit('changed', this.waiting());
    for (const jobId of ready) {
      await this.opts.resume(jobId).catch((err: unknown) => this.opts.onError?.(jobId, err));
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Asks the vendor's address for anything: an HTTP answer of any status means the service (or its gateway)
 * is there again. No API call, so no token, no signature and no concurrency slot are spent on it.
 */
export function probeOrigin(baseUrl: string, timeoutMs = 5_000): Promise<boolean> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL('/', baseUrl);
    } catch {
      resolve(false);
      return;
    }
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(url, { method: 'HEAD', timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}
