// Client-side mirror of the vendor's concurrency buckets (notes §4): per appId + path at most `capacity`
// requests in flight, so Opsdesk itself never triggers 3001008. When another program shares the appId the
// server still rejects; rejections lower the effective capacity and successes restore it (AIMD).
import { EventEmitter } from 'node:events';
import { findOperationByPath, type OperationId } from '../../shared/catalogue';
import { AbortedError, fullJitterDelay, sleep } from './backoff';
import type { SharedSlot, SharedSlots } from './coordination/types';

export type Priority = 'interactive' | 'bulk';

export interface ThrottleFigures {
  path: string;
  operation: OperationId | null;
  capacity: number;
  effectiveCapacity: number;
  inFlight: number;
  queued: number;
  /** Requests currently waiting out a back-off. */
  backingOff: number;
  rejections: number;
  successes: number;
  /** The last back-off chosen on this path. */
  backoffMs: number;
  /** Smoothed round-trip of successful requests, null before the first. */
  latencyMs: number | null;
}

export type SlotOutcome = 'success' | 'rejected' | 'failed';

export interface ThrottleSlot {
  /** The request is about to leave: whoever handed this slot over may now use the CPU again. */
  sending(): void;
  /**
   * Gives the slot back as soon as the answer is in (the server freed its token when it answered), before
   * the answer is read. Resolves once the next holder has sent its request (or at once if nobody waits), so
   * the caller's own work on the answer does not hold up the next request. Idempotent.
   */
  free(): Promise<void>;
  /** Frees the slot if not yet done and records the outcome; a success's `latencyMs` feeds the back-off ceiling. */
  release(outcome: SlotOutcome, latencyMs?: number): void;
}

export interface ThrottleOptions {
  appId?: string;
  /** Capacity of a path; default: the catalogue's capacity, 1 for unknown paths. */
  capacityOf?: (path: string) => number;
  random?: () => number;
  backoffBaseMs?: number;
  /** Bounds of the back-off ceiling, which otherwise follows 2 × the path's round-trip. */
  backoffMinCapMs?: number;
  backoffMaxCapMs?: number;
  /** 'changed' is emitted at most this often (default 100 ms). */
  changeIntervalMs?: number;
  /**
   * The schedule shared with other desktops on the appId (team mode): a request holds a local slot and then
   * a shared one. Without it the local slots are the schedule.
   */
  shared?: SharedSlots | null;
}

interface Waiter {
  rank: number;
  ticket: number;
  grant: () => void;
}

class PathState {
  effective: number;
  inFlight = 0;
  readonly queue: Waiter[] = [];
  backingOff = 0;
  rejections = 0;
  successes = 0;
  streak = 0;
  backoffMs = 0;
  latency: number | null = null;
  /** Callers of free() waiting for the next holder to send. */
  readonly handoffs: Array<() => void> = [];
  constructor(
    readonly path: string,
    readonly capacity: number,
  ) {
    this.effective = capacity;
  }
}

const RANK: Record<Priority, number> = { interactive: 0, bulk: 1 };

export class EndpointThrottle extends EventEmitter<{ changed: [ThrottleFigures[]] }> {
  readonly appId: string | null;
  private readonly paths = new Map<string, PathState>();
  private readonly capacityOf: (path: string) => number;
  private readonly random: () => number;
  private readonly baseMs: number;
  private readonly minCapMs: number;
  private readonly maxCapMs: number;
  private readonly changeIntervalMs: number;
  private readonly shared: SharedSlots | null;
  private nextTicket = 1;
  private changeTimer: NodeJS.Timeout | null = null;

  constructor(opts: ThrottleOptions = {}) {
    super();
    this.appId = opts.appId ?? null;
    this.capacityOf = opts.capacityOf ?? ((path) => findOperationByPath(path)?.capacity ?? 1);
    this.random = opts.random ?? Math.random;
    this.baseMs = opts.backoffBaseMs ?? 25;
    this.minCapMs = opts.backoffMinCapMs ?? 100;
    this.maxCapMs = opts.backoffMaxCapMs ?? 5000;
    this.changeIntervalMs = opts.changeIntervalMs ?? 100;
    this.shared = opts.shared ?? null;
  }

  /** A place in line: a request keeps its ticket across attempts, so a retry goes before later requests. */
  ticket(): number {
    return this.nextTicket++;
  }

  acquire(path: string, opts: { priority?: Priority; signal?: AbortSignal; ticket?: number } = {}): Promise<ThrottleSlot> {
    return this.shared ? this.acquireShared(this.shared, path, opts) : this.acquireLocal(path, opts);
  }

  /** This desktop's turn first (its priorities and AIMD), then the team's (first come, first served). */
  private async acquireShared(shared: SharedSlots, path: string, opts: { priority?: Priority; signal?: AbortSignal; ticket?: number }): Promise<ThrottleSlot> {
    const local = await this.acquireLocal(path, opts);
    let remote: SharedSlot;
    try {
      remote = await shared.acquire(path, this.state(path).capacity, opts.signal);
    } catch (err) {
      local.release('failed');
      throw err;
    }
    let remoteFreed: Promise<void> | null = null;
    const freeRemote = () => (remoteFreed ??= remote.release());
    return {
      sending: () => local.sending(),
      // The answer is in: the team's slot goes to the next desktop in line before anything else happens here.
      free: async () => {
        const freed = freeRemote();
        void local.free();
        await freed;
      },
      release: (outcome, latencyMs) => {
        void freeRemote();
        local.release(outcome, latencyMs);
      },
    };
  }

  private acquireLocal(path: string, opts: { priority?: Priority; signal?: AbortSignal; ticket?: number }): Promise<ThrottleSlot> {
    const state = this.state(path);
    if (opts.signal?.aborted) return Promise.reject(new AbortedError('aborted while waiting for a slot'));
    return new Promise<ThrottleSlot>((resolve, reject) => {
      const signal = opts.signal;
      const onAbort = () => {
        const i = state.queue.indexOf(waiter);
        if (i >= 0) state.queue.splice(i, 1);
        this.scheduleChanged();
        reject(new AbortedError('aborted while waiting for a slot'));
      };
      const waiter: Waiter = {
        rank: RANK[opts.priority ?? 'interactive'],
        ticket: opts.ticket ?? this.ticket(),
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          state.inFlight++;
          resolve(this.slot(state));
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.enqueue(state, waiter);
      this.dispatch(state);
      this.scheduleChanged();
    });
  }

  /** Waits out a throttle rejection (3001008/103) of attempt `attempt` of a request on `path`. */
  async backoff(path: string, attempt: number, signal?: AbortSignal): Promise<number> {
    const state = this.state(path);
    const cap = Math.min(this.maxCapMs, Math.max(this.minCapMs, 2 * (state.latency ?? this.minCapMs)));
    const delay = fullJitterDelay(attempt, this.baseMs, cap, this.random);
    state.backoffMs = delay;
    state.backingOff++;
    this.scheduleChanged();
    try {
      await sleep(delay, signal);
    } finally {
      state.backingOff--;
      this.scheduleChanged();
    }
    return delay;
  }

  figures(): ThrottleFigures[] {
    return [...this.paths.values()].map((s) => ({
      path: s.path,
      operation: findOperationByPath(s.path)?.id ?? null,
      capacity: s.capacity,
      effectiveCapacity: s.effective,
      inFlight: s.inFlight,
      queued: s.queue.length,
      backingOff: s.backingOff,
      rejections: s.rejections,
      successes: s.successes,
      backoffMs: s.backoffMs,
      latencyMs: s.latency === null ? null : Math.round(s.latency),
    }));
  }

  private state(path: string): PathState {
    let s = this.paths.get(path);
    if (!s) {
      s = new PathState(path, Math.max(1, Math.floor(this.capacityOf(path))));
      this.paths.set(path, s);
    }
    return s;
  }

  private enqueue(state: PathState, waiter: Waiter): void {
    const q = state.queue;
    let lo = 0;
    let hi = q.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = q[mid] as Waiter;
      if (m.rank < waiter.rank || (m.rank === waiter.rank && m.ticket < waiter.ticket)) lo = mid + 1;
      else hi = mid;
    }
    q.splice(lo, 0, waiter);
  }

  private dispatch(state: PathState): void {
    while (state.inFlight < state.effective && state.queue.length > 0) (state.queue.shift() as Waiter).grant();
  }

  private slot(state: PathState): ThrottleSlot {
    let freed = false;
    let recorded = false;
    let sent = false;
    const handedOver = () => {
      for (const done of state.handoffs.splice(0)) done();
    };
    const free = (): Promise<void> => {
      if (freed) return Promise.resolve();
      freed = true;
      state.inFlight--;
      const waiting = state.queue.length;
      this.dispatch(state);
      this.scheduleChanged();
      if (state.queue.length === waiting) return Promise.resolve();
      // Bounded: a holder that never sends (cancelled, failing token) must not hold this caller up.
      return new Promise<void>((resolve) => {
        state.handoffs.push(resolve);
        setTimeout(resolve, 50).unref();
      });
    };
    return {
      sending: () => {
        if (sent) return;
        sent = true;
        handedOver();
      },
      free,
      release: (outcome, latencyMs) => {
        if (recorded) return;
        recorded = true;
        if (!sent) handedOver();
        if (outcome === 'rejected') {
          state.rejections++;
          state.streak = 0;
          state.effective = Math.max(1, Math.ceil(state.effective / 2));
        } else if (outcome === 'success') {
          state.successes++;
          if (latencyMs !== undefined) state.latency = state.latency === null ? latencyMs : state.latency * 0.8 + latencyMs * 0.2;
          if (state.effective < state.capacity && ++state.streak >= state.effective) {
            state.effective++;
            state.streak = 0;
          }
        }
        void free();
        this.dispatch(state);
        this.scheduleChanged();
      },
    };
  }

  private scheduleChanged(): void {
    if (this.changeTimer !== null || this.listenerCount('changed') === 0) return;
    this.changeTimer = setTimeout(() => {
      this.changeTimer = null;
      this.emit('changed', this.figures());
    }, this.changeIntervalMs);
    this.changeTimer.unref();
  }
}
