// Today's coordination, and the fallback of a team: the pair lives in this profile's secret store, renewal is
// single-flight within this process (the TokenManager's own), the local throttle alone is the schedule.
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import { z } from 'zod';
import { parseJson } from '../../../shared/json/lossless';
import { tokenPairKey, type SecretStore } from '../secrets';
import type { CoordinationStatus, Coordinator, StoredTokenPair, TokenPairStore } from './types';

export const storedTokenPair = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.number(),
  obtainedAt: z.number(),
});

/** A pair read back from anywhere (the secret store, a team server): null when it is not one. */
export function parseStoredPair(text: string | null): StoredTokenPair | null {
  if (!text) return null;
  try {
    const parsed = storedTokenPair.safeParse(parseJson(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function pairText(pair: StoredTokenPair): string {
  const { accessToken, refreshToken, expiresAt, obtainedAt } = pair;
  return JSON.stringify({ accessToken, refreshToken, expiresAt, obtainedAt });
}

/** The pair of `appId` in a profile's secret store (another window or process of the profile may share it). */
export function secretStorePairs(store: SecretStore, appId: string): TokenPairStore {
  const key = tokenPairKey(appId);
  return {
    read: async () => parseStoredPair(await store.get(key)),
    write: (pair) => store.set(key, pairText(pair)),
    clear: () => store.delete(key),
    // The TokenManager's single flight already makes this process's renewals one at a time.
    exclusive: (body) => body(),
  };
}

export function defaultDesktopName(): string {
  return hostname();
}

export class InProcessCoordinator extends EventEmitter<{ changed: [CoordinationStatus] }> implements Coordinator {
  readonly slots = null;
  private readonly since = Date.now();
  constructor(private readonly desktop = { id: 'this-desktop', name: defaultDesktopName() }) {
    super();
  }

  tokenPairs(local: TokenPairStore): TokenPairStore {
    return local;
  }

  async status(): Promise<CoordinationStatus> {
    return { mode: 'local', server: null, thisDesktop: this.desktop, desktops: 1, holders: [], warning: null, since: this.since };
  }

  async close(): Promise<void> {}
}
