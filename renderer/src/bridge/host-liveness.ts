// Whether the browser host behind this tab is alive, and whether it still knows this tab's session. The page
// hears from the host on every answer and on its event stream, which the host keeps moving with a comment
// line every 2 s; a stream that ends, a call that cannot reach the host, or a silence longer than
// `silenceMs` makes the page ask the host (`probe`) at once, then again with back-off while nothing answers.
//
//   up        the host answers with this tab's session
//   away      nothing answers at this address (Opsdesk stopped, or hangs): since `lastContact`
//   replaced  something answers here but refuses this tab's token: Opsdesk was started again (a new token),
//             or the tab kept the session of an earlier start; only the address it printed gets back in
//
// Framework-free (the shell and the bridge read it); the clock is injected so tests drive it.

export type HostStateKind = 'up' | 'away' | 'replaced';
export interface HostState {
  kind: HostStateKind;
  /** When the host last answered this tab (ms since the epoch). */
  lastContact: number;
}

export type ProbeResult = 'ok' | 'refused' | 'unreachable';

export interface LivenessClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface HostLivenessOptions {
  /** Asks the host whether it knows this tab's session (it must give up by itself, see http-bridge.ts). */
  probe: () => Promise<ProbeResult>;
  clock?: LivenessClock;
  /** Silence on the event stream after which the host is asked (default 5 s: the stream beats every 2 s). */
  silenceMs?: number;
  /** Waits between probes while the host is away (the last one repeats). */
  backoffMs?: readonly number[];
}

const realClock: LivenessClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export class HostLiveness {
  private current: HostState;
  private readonly listeners = new Set<(s: HostState) => void>();
  private readonly clock: LivenessClock;
  private readonly silenceMs: number;
  private readonly backoffMs: readonly number[];
  private watchdog: unknown = null;
  private retry: unknown = null;
  private probing = false;
  private misses = 0;
  private waiters: Array<() => void> = [];

  constructor(private readonly opts: HostLivenessOptions) {
    this.clock = opts.clock ?? realClock;
    this.silenceMs = opts.silenceMs ?? 5_000;
    this.backoffMs = opts.backoffMs ?? [1_000, 2_000, 4_000, 5_000];
    this.current = { kind: 'up', lastContact: this.clock.now() };
  }

  get state(): HostState {
    return this.current;
  }

  subscribe(listener: (s: HostState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves as soon as the host answers this tab's session (at once while it does). */
  whenUp(): Promise<void> {
    if (this.current.kind === 'up') return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The host answered this tab's session (a call's answer, bytes on the event stream). */
  contact(): void {
    this.misses = 0;
    this.clearRetry();
    this.set({ kind: 'up', lastContact: this.clock.now() });
    this.armWatchdog();
  }

  /** Something went quiet or broke (the stream ended, a call could not connect): ask the host now. */
  suspect(): void {
    if (this.current.kind === 'replaced') return;
    void this.probeNow();
  }

  /** The host refused this tab's token: no later call with it can work. */
  refused(): void {
    this.clearRetry();
    this.clearWatchdog();
    this.set({ kind: 'replaced', lastContact: this.current.lastContact });
  }

  /** Stops every timer (tests; a page being left). */
  dispose(): void {
    this.clearRetry();
    this.clearWatchdog();
  }

  private async probeNow(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    this.clearRetry();
    // Whatever the answer, the silence is being dealt with: a contact arms the watchdog again.
    this.clearWatchdog();
    let result: ProbeResult;
    try {
      result = await this.opts.probe();
    } catch {
      result = 'unreachable';
    } finally {
      this.probing = false;
    }
    if (result === 'ok') return this.contact();
    if (result === 'refused') return this.refused();
    this.set({ kind: 'away', lastContact: this.current.lastContact });
    const wait = this.backoffMs[Math.min(this.misses, this.backoffMs.length - 1)] ?? 5_000;
    this.misses++;
    this.retry = this.clock.setTimeout(() => {
      this.retry = null;
      void this.probeNow();
    }, wait);
  }

  private armWatchdog(): void {
    this.clearWatchdog();
    this.watchdog = this.clock.setTimeout(() => {
      this.watchdog = null;
      this.suspect();
    }, this.silenceMs);
  }

  private clearWatchdog(): void {
    if (this.watchdog !== null) this.clock.clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private clearRetry(): void {
    if (this.retry !== null) this.clock.clearTimeout(this.retry);
    this.retry = null;
  }

  private set(next: HostState): void {
    const changed = next.kind !== this.current.kind;
    this.current = next;
    if (next.kind === 'up') for (const w of this.waiters.splice(0)) w();
    // Contacts while up only move the time: listeners hear of a change of kind.
    if (changed) for (const l of this.listeners) l(next);
  }
}
