// The app service the dispatcher calls. It composes its parts, each its own module: the profiles (profile-store),
// their secrets (profile-secrets), the active profile's session (one API core per active profile, opened and
// switched here, one change at a time), the events pushed to whichever host is listening (app-events), and the
// guard that keeps live profiles off the embedded sandbox (sandbox-guard). Handlers see those parts, never the
// options the service was made with.
import type { ProfileView } from '../../../shared/ipc';
import { conflict, unavailable } from '../ipc/app-error';
import { silentLogger, type Logger } from '../logger';
import type { Locale } from '../messages';
import type { FetchLike } from '../transport';
import type { UpdatesPort } from './updates-port';
import type { EmbeddedSandbox } from './emulator/embedded-sandbox';
import { AppEvents, type AppEventListener } from './app-events';
import { ProfileStore, secretBindingOf, type SettingsStore, type StoredProfile } from './profiles/profile-store';
import type { Resolve } from './emulator/loopback';
import { ProfileSecrets } from './profiles/profile-secrets';
import { SandboxGuard } from './emulator/sandbox-guard';
import type { SecretVault } from './profiles/secret-keys';
import { orphanProfileIds, retireProfileDir } from './data-folder/profile-folders';
import { mkdir } from 'node:fs/promises';
import { ProfileSession, profileDir, type SessionConnection } from './session/session';
import { writeLedgerSince } from './session/ledger-epoch';
import type { StartupNotice } from './startup-notice';
import { profileView } from './session/views';
import { Scheduler, ScheduleStore, SCHEDULES_FILE, type ScheduleClock } from '../schedule';
import { join } from 'node:path';
import { jobHandlers } from './handlers/job-handlers';
import { inProcessCaller, schedulePort } from './schedule-port';

export interface AppServiceOptions {
  host: 'electron' | 'web';
  version: string;
  platform?: string;
  /** Root of the app's data: profiles/<id>/{journal,logs,drafts}. */
  dataDir: string;
  settings: SettingsStore;
  vault: SecretVault;
  /** The embedded emulator behind the sandbox profile; null where the host has none. */
  sandbox: EmbeddedSandbox | null;
  logger?: Logger;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Problems the host met while opening settings and secrets, for the user to hear about at start. */
  notices?: StartupNotice[];
  /** Name resolution for the sandbox check (tests resolve made-up names). */
  resolve?: Resolve;
  /** The host's updater (Electron); absent: this host does not update itself. */
  updates?: UpdatesPort;
  /** The app log read by "Copy diagnostics" (default <dataDir>/logs/opsdesk.log). */
  logFile?: string;
  /** The system's language (system-locale.ts): the first start's profiles speak it (default en). */
  systemLocale?: Locale;
  /** The clock scheduled syncs run by (tests drive one; default the machine's timers). */
  scheduleClock?: ScheduleClock;
}

export type { AppEventListener } from './app-events';

/** What the About screen and diagnostics say about this host. */
export type HostFacts = Pick<AppServiceOptions, 'host' | 'version' | 'platform' | 'dataDir' | 'logFile' | 'updates'>;

/** The first start's sandbox profile, named in the system's language (a name the user may change like any other). */
export const SANDBOX_PROFILE_NAMES: Readonly<Record<Locale, string>> = { en: 'Sandbox (demo data)', 'zh-CN': '沙箱（演示数据）' };
const RECOVERED_PROFILE_NAMES: Readonly<Record<Locale, string>> = { en: 'Recovered profile', 'zh-CN': '恢复的配置' };

export class AppService {
  readonly profiles: ProfileStore;
  readonly log: Logger;
  readonly events: AppEvents;
  readonly secrets: ProfileSecrets;
  readonly sandbox: SandboxGuard;
  readonly hostFacts: HostFacts;
  /** How sessions and connection tests reach the vendor. */
  readonly transport: { fetch?: FetchLike; timeoutMs?: number };
  /** Scheduled syncs: rules in <dataDir>/schedules.json, run on the open profile's session. */
  readonly schedules: Scheduler;
  private session: ProfileSession | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly startupNotices: StartupNotice[] = [];
  private readonly hostNotices: readonly StartupNotice[];
  private readonly dataDir: string;
  private readonly systemLocale: Locale;

  constructor(opts: AppServiceOptions) {
    this.profiles = new ProfileStore(opts.settings);
    this.log = (opts.logger ?? silentLogger()).child({ module: 'app' });
    this.events = new AppEvents(this.log);
    this.secrets = new ProfileSecrets(opts.vault, opts.sandbox !== null);
    this.sandbox = new SandboxGuard(opts.sandbox, opts.resolve);
    this.hostFacts = { host: opts.host, version: opts.version, platform: opts.platform, dataDir: opts.dataDir, logFile: opts.logFile, updates: opts.updates };
    this.transport = { fetch: opts.fetch, timeoutMs: opts.timeoutMs };
    this.hostNotices = opts.notices ?? [];
    this.dataDir = opts.dataDir;
    this.systemLocale = opts.systemLocale ?? 'en';
    const call = inProcessCaller(jobHandlers(this), () => this.locale());
    this.schedules = new Scheduler({
      store: new ScheduleStore(join(opts.dataDir, SCHEDULES_FILE)),
      port: schedulePort(this, call),
      clock: opts.scheduleClock,
      log: this.log,
      onRunEnded: (view) => this.events.emit('schedule.runEnded', view),
    });
  }

  onEvent(listener: AppEventListener): () => void {
    return this.events.onEvent(listener);
  }

  get emit() {
    return this.events.emit;
  }

  /** What the user should hear about from this start (shown once by the renderer). */
  notices(): StartupNotice[] {
    const aside = this.sandbox.embedded?.setAside() ?? null;
    const sandboxNotice = aside ? [{ code: 'SANDBOX_STATE_SET_ASIDE' as const, message: `The sandbox's kept demo data could not be read (${aside.reason}); it was set aside as ${aside.file} and the demo data began anew.` }] : [];
    return [...this.hostNotices, ...this.secrets.notices().map((message) => ({ code: 'ENV_SECRET_IGNORED' as const, message })), ...this.startupNotices, ...sandboxNotice];
  }

  /** First start: creates the sandbox profile; then opens the last active profile (or the first one). */
  async start(): Promise<void> {
    await this.recoverProfiles();
    let list = this.profiles.list();
    if (list.length === 0 && this.sandbox.embedded) {
      const locale = this.systemLocale;
      this.profiles.create({ kind: 'sandbox', name: SANDBOX_PROFILE_NAMES[locale], baseUrl: null, appId: null, locale, theme: 'system' });
      list = this.profiles.list();
    }
    const id = this.profiles.activeId() ?? list.find((p) => p.kind === 'sandbox')?.id ?? list[0]?.id ?? null;
    if (id !== null) {
      try {
        await this.activate(id);
      } catch (err) {
        this.log.error({ err, profile: id }, 'could not open the last active profile');
      }
    }
    // Rules look at the open profile; one whose profile is not open waits and says so.
    this.schedules.start();
  }

  /**
   * Profiles whose data folder exists but which the settings no longer name (a damaged settings file was set
   * aside): listed again under their id, as live profiles without an address, so their journals and drafts
   * stay reachable. The user gives them their base URL and app id (and secret) again, or deletes them.
   */
  private async recoverProfiles(): Promise<void> {
    const orphans = await orphanProfileIds(this.dataDir, new Set(this.profiles.list().map((p) => p.id)));
    for (const id of orphans) {
      const locale = this.systemLocale;
      this.profiles.create({ kind: 'live', name: `${RECOVERED_PROFILE_NAMES[locale]} ${id.slice(0, 8)}`, baseUrl: null, appId: null, locale, theme: 'system' }, id);
    }
    if (orphans.length === 0) return;
    this.log.warn({ profiles: orphans }, 'profiles recovered from their data folders');
    this.startupNotices.push({
      code: 'PROFILES_RECOVERED',
      message:
        `${orphans.length} profile(s) had a data folder but no settings; they are listed as "Recovered profile …" with their ` +
        'journals and drafts. Give each its base URL, app id and secret again, or delete it.',
    });
  }

  /** A deleted profile's folder is kept, renamed so the next start does not list the profile again. */
  async retireProfileDir(id: string): Promise<void> {
    await retireProfileDir(this.dataDir, id).catch((err: unknown) => this.log.warn({ err, profile: id }, 'could not set the deleted profile\'s folder aside'));
  }

  async close(): Promise<void> {
    await this.schedules.stop();
    await this.exclusive(async () => {
      const s = this.session;
      this.session = null;
      await s?.drain(10_000);
      await s?.dispose();
      await this.sandbox.embedded?.stop();
    });
  }

  locale(): Locale {
    const id = this.profiles.activeId();
    return (id ? this.profiles.find(id)?.locale : undefined) ?? 'en';
  }

  activeSession(): ProfileSession {
    if (!this.session) throw unavailable('No profile is open. Open one on the Profiles screen.');
    return this.session;
  }

  currentSession(): ProfileSession | null {
    return this.session;
  }

  /** Opens a profile: builds its session (starting the sandbox for the sandbox profile) and makes it active. */
  activate(id: string): Promise<void> {
    return this.exclusive(async () => {
      const profile = this.profiles.get(id);
      if (this.session?.busy()) throw conflict('A batch job is still running on the open profile; cancel it or wait for it first.');
      const connection = await this.connectionFor(profile);
      const old = this.session;
      this.session = null;
      await old?.dispose();
      const session = new ProfileSession({
        profileId: id,
        dir: profileDir(this.dataDir, id),
        connection,
        emit: this.emit,
        fetch: this.transport.fetch,
        timeoutMs: this.transport.timeoutMs,
      });
      this.session = session;
      this.profiles.setActive(id);
      this.log.info({ profile: id, kind: profile.kind }, 'profile opened');
      this.emit('profile.changed', { activeId: id, profileId: id, reason: 'switched' });
      // Jobs a crash left unfinished: settled by reads where possible, in the background.
      session.startRecovery();
    });
  }

  /**
   * The sandbox's demo state began anew (a reset): the sandbox profile's ledger forgets what was sent before, now
   * and after a restart (Activity keeps those jobs).
   */
  async sandboxStateReset(at: string): Promise<void> {
    const profile = this.profiles.list().find((p) => p.kind === 'sandbox');
    if (!profile) return;
    const dir = profileDir(this.dataDir, profile.id);
    await mkdir(dir, { recursive: true });
    await writeLedgerSince(dir, at);
    if (this.session?.profileId === profile.id) await this.session.ledger.forgetBefore(at);
  }

  /** Where a profile's calls go. A live profile never reaches the embedded sandbox, and vice versa. */
  async connectionFor(profile: StoredProfile): Promise<SessionConnection> {
    if (profile.kind === 'sandbox') {
      const s = await this.sandbox.require().ensureRunning();
      return { baseUrl: s.baseUrl, appId: s.appId, appSecret: async () => s.appSecret, tokenStore: this.secrets.sandboxTokenStore(profile.id) };
    }
    const binding = secretBindingOf(profile);
    if (!profile.baseUrl || !binding) throw conflict('This live profile has no base URL or app id yet.');
    await this.sandbox.assertNotSandbox(profile.baseUrl);
    // The secret and the token pair are read for the very origin and appId this connection sends to.
    return {
      baseUrl: profile.baseUrl,
      appId: binding.appId,
      appSecret: () => this.secrets.read(profile.id, binding),
      tokenStore: this.secrets.tokenStore(profile.id, binding),
      ...(await this.teamOf(profile)),
    };
  }

  /**
   * A live profile's team: its server from the vault; or, for a profile that is in a team (the fact is in
   * profiles.json) whose server this start does not have, the missing team (its connection sends nothing).
   */
  private async teamOf(profile: StoredProfile): Promise<Pick<SessionConnection, 'team' | 'teamMissing'>> {
    const team = await this.secrets.team(profile.id);
    if (team) return { team };
    return profile.team?.member ? { team: null, teamMissing: {} } : { team: null };
  }

  async view(profile: StoredProfile): Promise<ProfileView> {
    return profileView(profile, {
      active: this.session?.profileId === profile.id,
      secret: await this.secrets.status(profile),
      sandboxBaseUrl: this.sandbox.baseUrl(),
    });
  }

  /** Profile changes and switches run one at a time. */
  exclusive<T>(body: () => Promise<T>): Promise<T> {
    const run = this.queue.then(body, body);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
