// Where a profile's secrets live in the host's SecretStore, and what the renderer may learn about them.
import type { z } from 'zod';
import type { secretSource } from '../../../../shared/ipc';
import { tokenPairKey, type SecretStore } from '../../secrets';

/** How the host keeps secrets: persisted (encrypted by the OS) or for this session only, and why. */
export interface SecretVault {
  store: SecretStore;
  persistent: boolean;
  /** e.g. "safeStorage (gnome_libsecret)", "memory". */
  backend: string;
  /** One sentence for the user: where secrets live and, when they are not persisted, why. */
  note: string;
  /**
   * A secret supplied outside the app (the browser host reads environment variables), for one appId at one
   * origin: the source must have said which service the secret is for, or it is not handed out.
   */
  external?: (appId: string, origin: string) => string | null;
  /** Problems with the external secrets the user should hear about at start (e.g. a secret with no origin). */
  notices?: string[];
}

export type SecretSource = z.infer<typeof secretSource>;

/**
 * The layout of a profile's keys in the host's SecretStore, known here only: everything a profile keeps lives
 * under `profile/<id>/`, and the TokenManager, handed the store scoped to that prefix, adds `tokens:<appId>`.
 */
const profilePrefix = (profileId: string) => `profile/${profileId}/`;

export const appSecretKey = (profileId: string) => `${profilePrefix(profileId)}appSecret`;
/** The token pair, as the TokenManager names it inside the profile's scoped store. */
export const tokenPairStoreKey = (profileId: string, appId: string) => `${profilePrefix(profileId)}${tokenPairKey(appId)}`;
export const teamUrlKey = (profileId: string) => `${profilePrefix(profileId)}teamUrl`;
export const teamDesktopNameKey = (profileId: string) => `${profilePrefix(profileId)}teamDesktopName`;

/** The TokenManager's view: the store below one profile's prefix. */
export function profileScopedStore(store: SecretStore, profileId: string): SecretStore {
  const prefix = profilePrefix(profileId);
  return {
    get: (key) => store.get(prefix + key),
    set: (key, value) => store.set(prefix + key, value),
    delete: (key) => store.delete(prefix + key),
  };
}
