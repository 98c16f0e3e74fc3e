// Where the core keeps secrets (app secret, token pair). The hosts provide the real store (Electron safeStorage,
// or memory only in the browser host); the core never writes a secret anywhere else.
export interface SecretStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Secrets for the life of the process only. */
export class MemorySecretStore implements SecretStore {
  private readonly values = new Map<string, string>();

  async get(key: string): Promise<string | null> {
    return this.values.get(key) ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    this.values.set(key, value);
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
}

/** The store key of the token pair of an appId (one pair per profile + appId; the store is per profile). */
export function tokenPairKey(appId: string): string {
  return `tokens:${appId}`;
}
