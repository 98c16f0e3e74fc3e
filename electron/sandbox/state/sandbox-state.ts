// Everything one running sandbox holds: apps and tokens, clock, buckets, faults, the back office and the
// records of what was executed. The HTTP layers (vendor routes, admin API) only read and change this.
import { setMaxListeners } from 'node:events';
import { Buckets } from './buckets';
import type { BackOfficeFactory, BackOfficeHandler, BackOfficeSnapshot } from './backoffice-seam';
import { SandboxClock } from './clock';
import { FaultInjector } from '../faults/fault-injector';
import { seededRandom, type Random } from '../../node-shared/prng';
import { AppliedWriteLog, StatsCounter } from './records';
import { TokenStore } from './token-store';
import type { SandboxOptions } from '../types';
import type { DemoSize } from '../../../shared/ipc/sandbox';
import { sizeKnobs } from './demo-size';
import { loadStateFile, StateFileWriter, type SetAside } from './state-file';

export const DEMO_CREDENTIALS = Object.freeze({ appId: 'ak_OPSDESK_DEMO1', appSecret: 'sk_opsdesk_demo_secret_2024' });

export interface SandboxSettings {
  latencyMs: number;
  jitterMs: number;
  verbose: boolean;
  admin: boolean;
}

const faultRandom = (seed: number) => seededRandom(seed ^ 0x5eed);

export class SandboxState {
  readonly clock = new SandboxClock();
  readonly tokens: TokenStore;
  readonly buckets: Buckets;
  readonly faults: FaultInjector;
  readonly writes: AppliedWriteLog;
  readonly stats = new StatsCounter();
  readonly settings: SandboxSettings;
  /** Jitter draws; fault decisions use their own sequence so latency settings do not change them. */
  private jitterRandom: Random;
  backOffice: BackOfficeHandler;
  seed: number;
  demoSize: DemoSize;
  /** Null without a state path: in memory only, fresh at every start. */
  readonly kept: StateFileWriter | null;
  /** The kept state could not be read at start and was moved here. */
  readonly setAside: SetAside | null;
  /** Aborted by stop(): answers still held for their due time are given up at once. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly opts: SandboxOptions,
    readonly backOfficeFactory: BackOfficeFactory,
    leaseMs?: number,
  ) {
    this.seed = opts.seed ?? 42;
    this.demoSize = opts.demoSize ?? 'small';
    this.writes = new AppliedWriteLog(() => this.kept?.changed());
    this.settings = {
      latencyMs: opts.latencyMs ?? 0,
      jitterMs: opts.jitterMs ?? 0,
      verbose: opts.verbose ?? false,
      admin: opts.admin ?? true,
    };
    this.tokens = new TokenStore({
      clock: this.clock,
      accessTtlSeconds: opts.tokenTtlSeconds ?? 7199,
      refreshTtlSeconds: opts.refreshTtlSeconds ?? 7200,
      supersede: opts.supersedeTokens ?? true,
    });
    this.tokens.addApp(DEMO_CREDENTIALS.appId, DEMO_CREDENTIALS.appSecret);
    this.buckets = new Buckets({ capacityOverride: opts.capacityOverride ?? null, ...(leaseMs === undefined ? {} : { leaseMs }) });
    this.faults = new FaultInjector(faultRandom(this.seed), () => this.nowIso());
    this.faults.set(opts.faults ?? []);
    this.jitterRandom = seededRandom(this.seed);
    const loaded = opts.statePath === undefined ? null : loadStateFile(opts.statePath);
    this.setAside = loaded?.kind === 'setAside' ? loaded.setAside : null;
    if (loaded?.kind === 'loaded') {
      this.seed = loaded.state.seed;
      this.demoSize = loaded.state.demoSize;
      this.backOffice = this.createBackOffice(this.seed, loaded.state.backOffice);
      this.writes.restore(loaded.state.writes);
    } else {
      this.backOffice = this.createBackOffice(this.seed);
    }
    this.kept = opts.statePath === undefined ? null : new StateFileWriter(opts.statePath, () => this.keptState(), opts.stateWriteDelayMs);
    if (this.kept && loaded?.kind === 'loaded') this.kept.savedAt = loaded.state.savedAt;
    // A fresh state is written at once: a restart before the first change finds the same data and size.
    else void this.kept?.writeNow();
    // Every answer held for its due time listens for the stop: as many as there are requests in flight.
    setMaxListeners(0, this.stopping.signal);
  }

  /**
   * Back to a fresh back office for `seed` with empty logs, counters, buckets, faults and clock skew. Apps
   * and tokens survive, so connected clients keep working.
   */
  reset(seed: number = this.seed, demoSize: DemoSize = this.demoSize): void {
    this.seed = seed;
    this.demoSize = demoSize;
    this.backOffice = this.createBackOffice(seed);
    this.writes.reset();
    this.faults.reset(faultRandom(seed));
    this.jitterRandom = seededRandom(seed);
    this.stats.clear();
    this.buckets.clear();
    this.clock.setSkewSeconds(0);
    void this.kept?.writeNow();
  }

  /** What the state file keeps. */
  private keptState() {
    const snapshot = this.backOffice.snapshot?.();
    if (snapshot === undefined) throw new Error('this back office cannot be kept (it has no snapshot)');
    return { demoSize: this.demoSize, seed: this.seed, backOffice: snapshot, writes: this.writes.saved() };
  }

  get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  get stopSignal(): AbortSignal {
    return this.stopping.signal;
  }

  stop(): void {
    this.stopping.abort();
  }

  nowIso(): string {
    return new Date(this.clock.nowMs()).toISOString();
  }

  /** Latency of one business answer: the base plus uniform jitter in ±jitterMs, never negative. */
  drawLatencyMs(): number {
    const { latencyMs, jitterMs } = this.settings;
    if (jitterMs <= 0) return latencyMs;
    return Math.max(0, Math.round(latencyMs + (this.jitterRandom() * 2 - 1) * jitterMs));
  }

  log(line: string): void {
    if (this.settings.verbose) process.stderr.write(`[sandbox] ${line}\n`);
  }

  private createBackOffice(seed: number, from?: BackOfficeSnapshot): BackOfficeHandler {
    const o = this.opts;
    // Explicit size knobs (tests, the command line) win over the demo size's plan.
    return this.backOfficeFactory.create({
      seed,
      ...(from === undefined ? {} : { from }),
      ...sizeKnobs(this.demoSize, o),
      applyDelayMs: o.applyDelayMs ?? 2000,
      // Stock apply delays run on real time: moving the clock for a token test must not freeze them.
      now: Date.now,
      pickingSchemaQuirk: o.pickingSchemaQuirk ?? false,
      holdStockChanges: () => this.faults.listed('holdStockChanges'),
      ...(o.imageOrigin === undefined ? {} : { imageOrigin: o.imageOrigin }),
    });
  }
}
