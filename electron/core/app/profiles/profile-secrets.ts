// A profile's secrets in the host's vault: its app secret and token pair (bound to the service they were
// entered for, secret-binding.ts), its team server, and the sandbox profile's throwaway tokens. The handlers
// change secrets only through here; where each one lives is secret-keys.ts's business.
import { MemorySecretStore, type SecretStore } from '../../secrets';
import { secretBindingOf, type StoredProfile } from './profile-store';
import { boundStore, type SecretBinding } from './secret-binding';
import { appSecretKey, profileScopedStore, teamUrlKey, tokenPairStoreKey, type SecretSource, type SecretVault } from './secret-keys';
import { readTeamSettings, writeTeamSettings, type TeamSettings } from './team-settings';

export class ProfileSecrets {
  /** The sandbox's tokens are worthless after the app quits (the emulator restarts): never persisted. */
  private readonly sandboxTokens = new MemorySecretStore();

  constructor(
    private readonly vault: SecretVault,
    /** Whether this host runs the embedded sandbox (its profile's secret is the emulator's). */
    private readonly sandboxAvailable: boolean,
  ) {}

  /** How the host keeps secrets, for the user to read (app.info). */
  keeping(): { persistent: boolean; backend: string; note: string } {
    return { persistent: this.vault.persistent, backend: this.vault.backend, note: this.vault.note };
  }

  /** Problems with the secrets supplied from outside, for the user to hear about at start. */
  notices(): string[] {
    return this.vault.notices ?? [];
  }

  /** The profile's app secret for one (origin, appId): stored for exactly that pair, or from the environment for it. */
  async read(profileId: string, binding: SecretBinding): Promise<string | null> {
    const stored = await boundStore(this.vault.store, binding).get(appSecretKey(profileId));
    if (stored) return stored;
    return this.vault.external?.(binding.appId, binding.origin) ?? null;
  }

  /** A stored secret exists for the profile, whatever service it was bound to (the user typed it). */
  async hasStored(profileId: string): Promise<boolean> {
    return (await this.vault.store.get(appSecretKey(profileId))) !== null;
  }

  async status(profile: StoredProfile): Promise<{ set: boolean; source: SecretSource }> {
    if (profile.kind === 'sandbox') return { set: this.sandboxAvailable, source: 'sandbox' };
    const binding = secretBindingOf(profile);
    if (!binding) return { set: false, source: 'none' };
    if (await boundStore(this.vault.store, binding).get(appSecretKey(profile.id))) {
      return { set: true, source: this.vault.persistent ? 'stored' : 'session' };
    }
    if (this.vault.external?.(binding.appId, binding.origin)) return { set: true, source: 'env' };
    return { set: false, source: 'none' };
  }

  /** Keeps the secret for the one service it is entered for. */
  setSecret(profileId: string, binding: SecretBinding, secret: string): Promise<void> {
    return boundStore(this.vault.store, binding).set(appSecretKey(profileId), secret);
  }

  clearSecret(profileId: string): Promise<void> {
    return this.vault.store.delete(appSecretKey(profileId));
  }

  /** The stored token pair of a profile's appId (a new secret or another service makes it worthless). */
  clearTokenPair(profileId: string, appId: string): Promise<void> {
    return this.vault.store.delete(tokenPairStoreKey(profileId, appId));
  }

  /** Where a live profile's TokenManager keeps its pair: readable only for the service it sends to. */
  tokenStore(profileId: string, binding: SecretBinding): SecretStore {
    return boundStore(profileScopedStore(this.vault.store, profileId), binding);
  }

  /** Where the sandbox profile's TokenManager keeps its pair: in memory only. */
  sandboxTokenStore(profileId: string): SecretStore {
    return profileScopedStore(this.sandboxTokens, profileId);
  }

  team(profileId: string): Promise<TeamSettings | null> {
    return readTeamSettings(this.vault, profileId);
  }

  setTeam(profileId: string, url: string | null, desktopName?: string): Promise<void> {
    return writeTeamSettings(this.vault, profileId, url, desktopName);
  }

  /** Whether a team server is set, without parsing it (diagnostics: a damaged entry still counts). */
  async hasTeam(profileId: string): Promise<boolean> {
    return Boolean(await this.vault.store.get(teamUrlKey(profileId)).catch(() => null));
  }
}
