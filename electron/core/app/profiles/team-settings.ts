// A live profile's team server: the URL (it may carry a password) and this desktop's name live in the vault
// beside the app secret, never in profiles.json.
import type { RedisCoordinatorOptions } from '../../coordination/redis-coordinator';
import { parseTeamUrl, registerTeamSecrets } from '../../coordination/team-url';
import { defaultDesktopName } from '../../coordination/local';
import { teamDesktopNameKey, teamUrlKey, type SecretVault } from './secret-keys';

export type TeamSettings = Omit<RedisCoordinatorOptions, 'appId' | 'appSecret' | 'logger'>;

/** The team settings of a profile, or null when it works alone. */
export async function readTeamSettings(vault: SecretVault, profileId: string): Promise<TeamSettings | null> {
  const url = await vault.store.get(teamUrlKey(profileId));
  if (!url) return null;
  const server = parseTeamUrl(url);
  registerTeamSecrets(server);
  return { url: server.url, desktopName: (await vault.store.get(teamDesktopNameKey(profileId))) ?? defaultDesktopName() };
}

export async function writeTeamSettings(vault: SecretVault, profileId: string, url: string | null, desktopName?: string): Promise<void> {
  if (url === null) {
    await vault.store.delete(teamUrlKey(profileId));
    await vault.store.delete(teamDesktopNameKey(profileId));
    return;
  }
  const server = parseTeamUrl(url);
  // Registered first: from here on no log line can carry it.
  registerTeamSecrets(server);
  await vault.store.set(teamUrlKey(profileId), server.url);
  if (desktopName !== undefined) await vault.store.set(teamDesktopNameKey(profileId), desktopName);
}
