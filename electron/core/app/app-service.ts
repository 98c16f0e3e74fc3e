// The app service the dispatcher calls: profiles and their secrets, the active profile's session (one API
// core per active profile), drafts, app info, and the fan-out of events to whichever host is listening.
import { IPC_EVENTS, type IpcEventName, type IpcEventSink, type IpcHandlers, type ProfileView } from '../../../shared/ipc';
import { conflict, unavailable } from '../ipc/app-error';
import { scrubSecrets } from '../ipc/scrub';
import { silentLogger, type Logger } from '../logger';
import type { Locale } from '../messages';
import { MemorySecretStore } from '../secrets';
import type { FetchLike } from '../transport';
import type { EmbeddedSandbox } from './embedded-sandbox';
import { jobHandlers } from './job-handlers';
import { profileHandlers } from './profile-handlers';
import { ProfileStore, type SettingsStore, type StoredProfile } from './profile-store';
import { appSecretKey, profileScopedStore, type SecretSource, type SecretVault } from './secret-keys';
import { ProfileSession, profileDir, type SessionConnection } from './session';
import { sandboxHandlers } from './sandbox-handlers';
import { statusHandlers } from './status-handlers';
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

  /** First start: creates the sandbox profile; then opens the last active profile (or the first one). */
  async start(): Promise<void> {
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

  async close(): Promise<void> {
    await this.exclusive(async () => {
      const s = this.session;
      this.session = null;
      await s?.drain(10_000);
      await s?.dispose();
      await this.opts.sandbox?.stop();
    });
  }

  handlers(): IpcHandlers {
    return { ...profileHandlers(this), ...jobHandlers(this), ...statusHandlers(this), ...sandboxHandlers(this) };
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
    if (!profile.baseUrl || !profile.appId) throw conflict('This live profile has no base URL or app id yet.');
    this.assertNotSandbox(profile.baseUrl);
    return {
      baseUrl: profile.baseUrl,
      appId: profile.appId,
      appSecret: () => this.readSecret(profile),
      tokenStore: profileScopedStore(this.opts.vault.store, profile.id),
    };
  }

  assertNotSandbox(baseUrl: string): void {
    const sandboxUrl = this.opts.sandbox?.baseUrl();
    if (sandboxUrl && new URL(baseUrl).origin === new URL(sandboxUrl).origin) {
      throw conflict('That address is the embedded sandbox: use the sandbox profile for it. A live profile never talks to the sandbox.');
    }
  }

  async readSecret(profile: StoredProfile): Promise<string | null> {
    const stored = await this.opts.vault.store.get(appSecretKey(profile.id));
    if (stored) return stored;
    return profile.appId ? (this.opts.vault.external?.(profile.appId) ?? null) : null;
  }

  async secretStatus(profile: StoredProfile): Promise<{ set: boolean; source: SecretSource }> {
    if (profile.kind === 'sandbox') return { set: this.opts.sandbox !== null, source: 'sandbox' };
    if (await this.opts.vault.store.get(appSecretKey(profile.id))) return { set: true, source: this.opts.vault.persistent ? 'stored' : 'session' };
    if (profile.appId && this.opts.vault.external?.(profile.appId)) return { set: true, source: 'env' };
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
