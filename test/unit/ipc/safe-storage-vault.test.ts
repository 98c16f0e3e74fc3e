import { describe, expect, it } from 'vitest';
import { createElectronVault, type SafeStorageLike } from '../../../electron/hosts/electron/safe-storage-vault';

class FakeFile {
  readonly values = new Map<string, unknown>();
  get(key: string) {
    return this.values.get(key);
  }
  set(key: string, value: unknown) {
    this.values.set(key, value);
  }
  delete(key: string) {
    this.values.delete(key);
  }
}

/** A stand-in for the OS keychain: reversible, and visibly not the plain text. */
function fakeSafeStorage(backend: string, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (s) => Buffer.from([...Buffer.from(s, 'utf8')].map((b) => b ^ 0x5a)),
    decryptString: (b) => {
      if (b.length === 0) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from([...b].map((x) => x ^ 0x5a)).toString('utf8');
    },
  };
}

describe('secrets in the Electron host', () => {
  it('persists secrets encrypted when a real keyring backs safeStorage', async () => {
    const file = new FakeFile();
    const vault = createElectronVault(fakeSafeStorage('gnome_libsecret'), file, 'linux');
    expect(vault.persistent).toBe(true);
    await vault.store.set('profile/p1/appSecret', 'my-app-secret-123');
    const stored = [...file.values.values()].join(' ');
    expect(stored).not.toContain('my-app-secret-123');
    expect(await vault.store.get('profile/p1/appSecret')).toBe('my-app-secret-123');
    await vault.store.delete('profile/p1/appSecret');
    expect(await vault.store.get('profile/p1/appSecret')).toBeNull();
  });

  it('refuses to persist on Linux basic_text and says why', async () => {
    const file = new FakeFile();
    const vault = createElectronVault(fakeSafeStorage('basic_text'), file, 'linux');
    expect(vault.persistent).toBe(false);
    expect(vault.note).toMatch(/basic_text/);
    expect(vault.note).toMatch(/session only/);
    await vault.store.set('profile/p1/appSecret', 'my-app-secret-123');
    expect(file.values.size).toBe(0);
    expect(await vault.store.get('profile/p1/appSecret')).toBe('my-app-secret-123');
  });

  it('keeps secrets for the session only where no encryption is available', () => {
    const vault = createElectronVault(fakeSafeStorage('unknown', false), new FakeFile(), 'win32');
    expect(vault.persistent).toBe(false);
  });

  it('treats a ciphertext it cannot decrypt (another account, a new keyring) as not set', async () => {
    const file = new FakeFile();
    const vault = createElectronVault(fakeSafeStorage('kwallet5'), file, 'linux');
    file.set('profile/p1/appSecret', '');
    expect(await vault.store.get('profile/p1/appSecret')).toBeNull();
  });
});
