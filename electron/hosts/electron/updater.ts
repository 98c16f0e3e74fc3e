// The updater glue: electron-updater behind the app's rules. Checks run only when the setting (or its default)
// says so and the build has a feed; an update downloads in the background and is applied only on the user's
// word, never while a job runs (a restart mid-job would leave its rows to resume or decide), and never on quit
// behind the user's back.
import type { UpdateState } from '../../../shared/ipc';
import type { UpdatesPort } from '../../core/app';

/** The part of electron-updater's AppUpdater used here (a stub in tests). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'checking-for-update' | 'update-not-available' | 'update-available' | 'update-downloaded' | 'error', listener: (arg: unknown) => void): unknown;
}

export interface UpdateControllerOptions {
  updater: UpdaterLike;
  /** The build carries an update feed (electron-builder wrote app-update.yml). */
  hasFeed: boolean;
  jobLive(): boolean;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Told of every state change (the host may show it). */
  onState?(state: UpdateState): void;
  now?: () => Date;
  every?: (fn: () => void, ms: number) => { cancel(): void };
}

const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
const versionOf = (info: unknown) => (info && typeof info === 'object' && typeof (info as { version?: unknown }).version === 'string' ? (info as { version: string }).version : '?');

export class UpdateController implements UpdatesPort {
  private current: UpdateState;
  private timer: { cancel(): void } | null = null;
  private installAsked = false;
  private lastChecked: string | null = null;

  constructor(private readonly o: UpdateControllerOptions) {
    this.current = o.hasFeed ? { kind: 'off' } : { kind: 'no-feed' };
    o.updater.autoDownload = true;
    o.updater.autoInstallOnAppQuit = false;
    o.updater.on('checking-for-update', () => this.set({ kind: 'checking' }));
    o.updater.on('update-not-available', () => {
      this.lastChecked = (o.now ?? (() => new Date()))().toISOString();
      this.set({ kind: 'idle', checkedAt: this.lastChecked });
    });
    o.updater.on('update-available', (info) => this.set({ kind: 'available', version: versionOf(info) }));
    o.updater.on('update-downloaded', (info) => this.set({ kind: 'downloaded', version: versionOf(info), waitingForJobs: false }));
    o.updater.on('error', (err) => {
      const message = err instanceof Error ? err.message : String(err);
      o.log.warn({ err: message }, 'update check failed');
      this.set({ kind: 'error', message });
    });
  }

  state(): UpdateState {
    return this.current;
  }

  setEnabled(on: boolean): void {
    if (!this.o.hasFeed) return;
    this.timer?.cancel();
    this.timer = null;
    if (!on) {
      // A downloaded update stays offered: turning checks off does not throw away what is on disk.
      if (this.current.kind !== 'downloaded') this.set({ kind: 'off' });
      return;
    }
    if (this.current.kind === 'off') this.set({ kind: 'idle', checkedAt: this.lastChecked });
    const every = this.o.every ?? ((fn, ms) => {
      const t = setInterval(fn, ms);
      t.unref();
      return { cancel: () => clearInterval(t) };
    });
    this.timer = every(() => this.check(), CHECK_EVERY_MS);
    this.check();
  }

  install(): UpdateState {
    if (this.current.kind !== 'downloaded') return this.current;
    if (this.o.jobLive()) {
      this.installAsked = true;
      this.set({ ...this.current, waitingForJobs: true });
      this.o.log.info({ version: this.current.version }, 'update waits for the running job');
      return this.current;
    }
    this.o.log.info({ version: this.current.version }, 'restarting into the update');
    this.o.updater.quitAndInstall();
    return this.current;
  }

  /** The host calls this when a job ends: an install the user asked for goes ahead once nothing runs. */
  jobsChanged(): void {
    if (this.installAsked && this.current.kind === 'downloaded' && !this.o.jobLive()) {
      this.installAsked = false;
      this.install();
    }
  }

  private check(): void {
    // A downloaded update is not fetched again; a check in flight is not doubled.
    if (this.current.kind === 'downloaded' || this.current.kind === 'checking') return;
    this.o.updater.checkForUpdates().catch((err: unknown) => {
      this.o.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'update check failed');
      this.set({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    });
  }

  private set(state: UpdateState): void {
    this.current = state;
    this.o.onState?.(state);
  }
}
