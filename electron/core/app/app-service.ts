// The app service the dispatcher calls: profiles and their secrets, the active profile's session (one API
// core per active profile), drafts, app info, and the fan-out of events to whichever host is listening.
import { IPC_EVENTS, type IpcEventName, type IpcEventSink, type ProfileView } from '../../../shared/ipc';
import { conflict, unavailable } from '../ipc/app-error';
import { scrubSecrets } from '../ipc/scrub';
import { silentLogger, type Logger } from '../logger';
import type { Locale } from '../messages';
import { MemorySecretStore } from '../secrets';
import type { FetchLike } from '../transport';
import type { UpdatesPort } from './updates-port';
import type { EmbeddedSandbox } from './embedded-sandbox';
import { ProfileStore, secretBindingOf, type SettingsStore, type StoredProfile } from './profile-store';
import { sameLocalService, type Resolve } from './loopback';
import { boundStore, type SecretBinding } from './secret-binding';
import { appSecretKey, profileScopedStore, type SecretSource, type SecretVault } from './secret-keys';
import { orphanProfileIds, retireProfileDir } from './profile-folders';
import { ProfileSession, profileDir, type SessionConnection } from './session';
import { readTeamSettings } from './team-settings';
import type { StartupNotice } from './startup-notice';
import { profileView } from './views';

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
}

export type AppEventListener = (event: IpcEventName, payload: unknown) => void;

export const SANDBOX_PROFILE_NAME = 'Sandbox (demo data)';

export class AppService {
  readonly profiles: ProfileStore;
  readonly log: Logger;
  private session: ProfileSession | null = null;
  private readonly listeners = new Set<AppEventListener>();
  /** The sandbox's tokens are worthless after the app quits (the emulator restarts): never persisted. */
  private readonly sandboxTokens = new MemorySecretStore();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly startupNotices: StartupNotice[] = [];

  constructor(readonly opts: AppServiceOptions) {
    this.profiles = new ProfileStore(opts.settings);
    this.log = (opts.logger ?? silentLogger()).child({ module: 'app' });
  }

  onEvent(listener: AppEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every pushed event passes its contract schema (extra fields stripped) before any host sees it. */
  readonly emit: IpcEventSink = (event, payload) => {
    const parsed = IPC_EVENTS[event].safeParse(payload);
    if (!parsed.success) {
      this.log.error({ event, issues: parsed.error.issues.slice(0, 5) }, 'event outside the contract dropped');
      return;
    }
    const data = scrubSecrets(parsed.data);
    for (const l of this.listeners) l(event, data);
  };

  /** What the user should hear about from this start (shown once by the renderer). */
  notices(): StartupNotice[] {
    return [...(this.opts.notices ?? []), ...(this.opts.vault.notices ?? []).map((message) => ({ code: 'ENV_SECRET_IGNORED' as const, message })), ...this.startupNotices];
  }

  /** First start: creates the sandbox profile; then opens the last active profile (or the first one). */
  async start(): Promise<void> {
    await this.recoverProfiles();
    let list = this.profiles.list();
    if (list.length === 0 && this.opts.sandbox) {
      this.profiles.create({ kind: 'sandbox', name: SANDBOX_PROFILE_NAME, baseUrl: null, appId: null, locale: 'en', theme: 'system' });
      list = this.profiles.list();
    }
    const id = this.profiles.activeId() ?? list.find((p) => p.kind === 'sandbox')?.id ?? list[0]?.id ?? null;
    if (id === null) return;
    try {
      await this.activate(id);
    } catch (err) {
      this.log.error({ err, profile: id }, 'could not open the last active profile');
    }
  }

  /**
   * Profiles whose data folder exists but which the settings no longer name (a damaged settings file was set
   * aside): listed again under their id, as live profiles without an address, so their journals and drafts
   * stay reachable. The user gives them their base URL and app id (and secret) again, or deletes them.
   */
  private async recoverProfiles(): Promise<void> {
    const orphans = await orphanProfileIds(this.opts.dataDir, new Set(this.profiles.list().map((p) => p.id)));
    for (const id of orphans) {
      this.profiles.create({ kind: 'live', name: `Recovered profile ${id.slice(0, 8)}`, baseUrl: null, appId: null, locale: 'en', theme: 'system' }, id);
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
    await retireProfileDir(this.opts.dataDir, id).catch((err: unknown) => this.log.warn({ err, profile: id }, 'could not set the deleted profile\'s folder aside'));
  }

  async close(): Promise<void> {
    await this.exclusive(async () => {
      const s = this.session;
      this.session = null;
      await s?.drain(10_000);
      await s?.dispose();
      await this.opts.sandbox?.stop();
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
        dir: profileDir(this.opts.dataDir, id),
        connection,
        emit: this.emit,
        fetch: this.opts.fetch,
        timeoutMs: this.opts.timeoutMs,
      });
      this.session = session;
      this.profiles.setActive(id);
      this.log.info({ profile: id, kind: profile.kind }, 'profile opened');
      this.emit('profile.changed', { activeId: id, profileId: id, reason: 'switched' });
      // Jobs a crash left unfinished: settled by reads where possible, in the background.
      session.runner.recover().catch((err: unknown) => session.log.warn({ err }, 'recovery of unfinished jobs failed'));
    });
  }

  /** Where a profile's calls go. A live profile never reaches the embedded sandbox, and vice versa. */
  async connectionFor(profile: StoredProfile): Promise<SessionConnection> {
    if (profile.kind === 'sandbox') {
      if (!this.opts.sandbox) throw unavailable('This host has no embedded sandbox.');
      const s = await this.opts.sandbox.ensureRunning();
      return {
        baseUrl: s.baseUrl,
        appId: s.appId,
        appSecret: async () => s.appSecret,
        tokenStore: profileScopedStore(this.sandboxTokens, profile.id),
      };
    }
    const binding = secretBindingOf(profile);
    if (!profile.baseUrl || !binding) throw conflict('This live profile has no base URL or app id yet.');
    await this.assertNotSandbox(profile.baseUrl);
    // The secret and the token pair are read for the very origin and appId this connection sends to.
    return {
      baseUrl: profile.baseUrl,
      appId: binding.appId,
      appSecret: () => this.readSecret(profile.id, binding),
      tokenStore: boundStore(profileScopedStore(this.opts.vault.store, profile.id), binding),
      team: await readTeamSettings(this.opts.vault, profile.id),
    };
  }

  /** Decided by where the address leads (any spelling of loopback at the sandbox's port), not by its text. */
  async assertNotSandbox(baseUrl: string): Promise<void> {
    const sandboxUrl = this.opts.sandbox?.baseUrl();
    if (sandboxUrl && (await sameLocalService(baseUrl, sandboxUrl, this.opts.resolve))) {
      throw conflict('That address is the embedded sandbox: use the sandbox profile for it. A live profile never talks to the sandbox.');
    }
  }

  /** The profile's app secret for one (origin, appId): stored for exactly that pair, or from the environment for it. */
  async readSecret(profileId: string, binding: SecretBinding): Promise<string | null> {
    const stored = await boundStore(this.opts.vault.store, binding).get(appSecretKey(profileId));
    if (stored) return stored;
    return this.opts.vault.external?.(binding.appId, binding.origin) ?? null;
  }

  /** A stored secret exists for the profile, whatever service it was bound to (the user typed it). */
  async hasStoredSecret(profileId: string): Promise<boolean> {
    return (await this.opts.vault.store.get(appSecretKey(profileId))) !== null;
  }

  async secretStatus(profile: StoredProfile): Promise<{ set: boolean; source: SecretSource }> {
    if (profile.kind === 'sandbox') return { set: this.opts.sandbox !== null, source: 'sandbox' };
    const binding = secretBindingOf(profile);
    if (!binding) return { set: false, source: 'none' };
    if (await boundStore(this.opts.vault.store, binding).get(appSecretKey(profile.id))) {
      return { set: true, source: this.opts.vault.persistent ? 'stored' : 'session' };
    }
    if (this.opts.vault.external?.(binding.appId, binding.origin)) return { set: true, source: 'env' };
    return { set: false, source: 'none' };
  }

  async view(profile: StoredProfile): Promise<ProfileView> {
    return profileView(profile, {
      active: this.session?.profileId === profile.id,
      secret: await this.secretStatus(profile),
      sandboxBaseUrl: this.opts.sandbox?.baseUrl() ?? null,
    });
  }

  /** Profile changes and switches run one at a time. */
  exclusive<T>(body: () => Promise<T>): Promise<T> {
    const run = this.queue.then(body, body);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
