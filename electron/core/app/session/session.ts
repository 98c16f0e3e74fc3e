// The API core wired for one profile: its token manager, throttle, client, journal, batch runner, drafts and
// log, all under the profile's data folder. Exactly one session is active at a time; switching profiles
// disposes the old one.
import { join } from 'node:path';
import type { IpcEventSink } from '../../../../shared/ipc';
import { BatchRunner } from '../../batch/runner';
import { OUTAGE_CODES, VendorHealth, observeReach } from '../../batch/vendor-health';
import { probeOrigin, VendorWatch } from '../../batch/vendor-watch';
import type { JobProgress, JobSummary } from '../../job/types';
import { OpenApiClient } from '../../client';
import { secretStorePairs } from '../../coordination/local';
import type { RedisCoordinatorOptions } from '../../coordination/redis-coordinator';
import type { CoordinationStatus, Coordinator } from '../../coordination/types';
import { Journal } from '../../journal/journal';
import { Ledger } from '../../ledger/ledger';
import { readLedgerSince } from './ledger-epoch';
import type { PushTimers } from '../../ledger/ledger-push';
import { RotatingFileDestination } from '../../log-rotation';
import { createLogger, type Logger } from '../../logger';
import type { SecretStore } from '../../secrets';
import { EndpointThrottle } from '../../throttle';
import { TokenManager } from '../../tokens';
import type { FetchLike } from '../../transport';
import { DraftStore } from './drafts';
import { coordinatorFor } from './connection-coordination';
import { teamStatusView } from './team-views';
import { throttleView, tokenStatusView, vendorView, type ThrottleStatus } from './views';
import { isLiveJobState } from '../../../../shared/ipc/operations';

export interface SessionConnection {
  baseUrl: string;
  appId: string;
  appSecret: () => Promise<string | null>;
  /** The profile's scoped store: the token pair lives here. */
  tokenStore: SecretStore;
  /** Team mode: desktops on this appId share the pair and the schedule through this server. */
  team?: Omit<RedisCoordinatorOptions, 'appId' | 'appSecret' | 'logger'> | null;
  /** In a team whose server this start does not have: nothing may be sent (connection-coordination.ts). */
  teamMissing?: Record<string, never> | null;
}

export interface SessionOptions {
  profileId: string;
  /** The profile's data folder: journal/, logs/, drafts/. */
  dir: string;
  connection: SessionConnection;
  emit: IpcEventSink;
  fetch?: FetchLike;
  timeoutMs?: number;
  logLevel?: string;
  /** The clock `ledger.changed` gathers by (tests drive it). */
  ledgerTimers?: PushTimers;
}

export function profileDir(dataDir: string, profileId: string): string {
  return join(dataDir, 'profiles', profileId);
}

export class ProfileSession {
  readonly profileId: string;
  readonly tokens: TokenManager;
  readonly throttle: EndpointThrottle;
  readonly client: OpenApiClient;
  readonly journal: Journal;
  /** The ledger of what was sent: every item's latest row across jobs, built from the journals as the session opens. */
  readonly ledger: Ledger;
  readonly runner: BatchRunner;
  readonly drafts: DraftStore;
  readonly coordination: Coordinator;
  /** Whether the vendor answers, and the stopped jobs waiting for it to. */
  readonly vendor: VendorHealth;
  readonly vendorWatch: VendorWatch;
  readonly log: Logger;
  private readonly logFile: RotatingFileDestination;
  private readonly detach: Array<() => void> = [];

  constructor(opts: SessionOptions) {
    const { connection: c, emit } = opts;
    this.profileId = opts.profileId;
    this.logFile = new RotatingFileDestination({ file: join(opts.dir, 'logs', 'opsdesk.log') });
    this.log = createLogger({ destination: this.logFile, level: opts.logLevel }).child({ profile: opts.profileId });
    this.coordination = coordinatorFor(c, this.log);
    this.tokens = new TokenManager({
      baseUrl: c.baseUrl,
      appId: c.appId,
      appSecret: c.appSecret,
      store: c.tokenStore,
      pairs: this.coordination.tokenPairs(secretStorePairs(c.tokenStore, c.appId)),
      fetch: opts.fetch,
      logger: this.log,
    });
    this.throttle = new EndpointThrottle({ appId: c.appId, shared: this.coordination.slots });
    this.vendor = new VendorHealth();
    this.client = observeReach(new OpenApiClient({
      baseUrl: c.baseUrl,
      appId: c.appId,
      tokens: this.tokens,
      throttle: this.throttle,
      fetch: opts.fetch,
      timeoutMs: opts.timeoutMs,
      logger: this.log,
    }), this.vendor);
    this.journal = new Journal(join(opts.dir, 'journal'));
    this.ledger = new Ledger({ journal: this.journal, log: this.log, emit: (event) => emit('ledger.changed', event), timers: opts.ledgerTimers, since: readLedgerSince(opts.dir) });
    this.runner = new BatchRunner({ client: this.client, journal: this.journal, logger: this.log, ledger: this.ledger });
    // Built in slices from every job's ledger file; lookups and starts wait for it.
    void this.ledger.open();
    this.vendorWatch = new VendorWatch({
      probe: async () => {
        const back = await probeOrigin(c.baseUrl);
        if (back) this.vendor.answered();
        return back;
      },
      resume: async (jobId) => {
        this.log.info({ jobId }, 'the vendor answers again: resuming the job');
        await this.runner.resume(jobId);
      },
      onError: (jobId, err) => this.log.warn({ jobId, err }, 'could not resume the job after the vendor came back'),
    });
    this.drafts = new DraftStore(join(opts.dir, 'drafts'));

    const on = <T>(target: { on(e: string, l: (v: T) => void): unknown; off(e: string, l: (v: T) => void): unknown }, e: string, l: (v: T) => void) => {
      target.on(e, l);
      this.detach.push(() => target.off(e, l));
    };
    on(this.tokens, 'changed', (s: ReturnType<TokenManager['status']>) => emit('token.changed', tokenStatusView(this.profileId, s)));
    on(this.throttle, 'changed', () => emit('throttle.changed', this.throttleStatus()));
    on(this.journal.disk, 'changed', () => emit('throttle.changed', this.throttleStatus()));
    on(this.runner, 'progress', (p: JobProgress) => emit('job.progress', p));
    on(this.runner, 'finished', (s: JobSummary) => {
      // Stopped because the vendor could not be reached, with rows still to send: wait for it and resume.
      if (s.state === 'halted' && s.error && OUTAGE_CODES.has(s.error.code) && s.pending > 0) this.vendorWatch.wait(s.jobId);
      emit('job.finished', s);
    });
    const throttleNow = () => emit('throttle.changed', this.throttleStatus());
    on(this.vendor, 'changed', throttleNow);
    on(this.vendorWatch, 'changed', throttleNow);
    on(this.coordination, 'changed', (s: CoordinationStatus) => emit('team.changed', teamStatusView(this.profileId, s)));
  }

  /** The request panel: each path's throttle, the disk, and whether the vendor answers (status.throttle). */
  throttleStatus(): ThrottleStatus {
    return { figures: throttleView(this.throttle.figures()), disk: this.journal.disk.figures(), vendor: vendorView(this.vendor.reach, this.vendorWatch.waiting()) };
  }

  private recovery: Promise<void> = Promise.resolve();

  /** Settles the jobs a crash left unfinished (by reads where possible), in the background; see `recovered`. */
  startRecovery(): void {
    this.recovery = this.runner.recover().then(
      () => undefined,
      (err: unknown) => this.log.warn({ err }, 'recovery of unfinished jobs failed'),
    );
  }

  /** Once the crash's leftovers are settled: what a job's state says before then may be about to change. */
  get recovered(): Promise<void> {
    return this.recovery;
  }

  /** Jobs of this session still sending. */
  busy(): boolean {
    return this.runner.list().some((j) => isLiveJobState(j.state));
  }

  /** Quitting: no new chunks; chunks in flight finish and are journalled (up to `ms`), the rest stay unknown. */
  async drain(ms: number): Promise<void> {
    for (const j of this.runner.list()) if (j.state === 'running') this.runner.cancel(j.jobId);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    await Promise.race([this.runner.whenIdle(), timeout]);
    clearTimeout(timer);
  }

  /**
   * Stops events and closes files. Callers make sure no job is running (see busy()). Waits for the recovery
   * first: it writes to the journals (an `end` for each run a crash left open), and the next session's would
   * write the same record under the same sequence number, which reads back as a damaged journal.
   */
  async dispose(): Promise<void> {
    await this.recovery;
    for (const off of this.detach.splice(0)) off();
    this.vendorWatch.close();
    this.ledger.close();
    await this.journal.closeAll().catch(() => undefined);
    await this.coordination.close().catch(() => undefined);
    this.logFile.end();
  }
}
