// Secrets in Electron: encrypted with safeStorage (the OS keychain: Keychain, DPAPI, libsecret/KWallet) and
// kept as ciphertext in their own electron-store file. Where Linux has no keyring, Electron falls back to
// `basic_text`, a hard-coded key that protects nothing: there Opsdesk refuses to persist secrets and keeps
// them for the session only, and says so.
import type { SecretVault } from '../../core/app';
import { MemorySecretStore, type SecretStore } from '../../core';

/** The part of Electron's safeStorage this module uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** Where ciphertexts are kept: an electron-store (Base64 per key). */
export interface CiphertextFile {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export class SafeStorageSecretStore implements SecretStore {
  constructor(
    private readonly crypto: SafeStorageLike,
    private readonly file: CiphertextFile,
  ) {}

  async get(key: string): Promise<string | null> {
    const stored = this.file.get(key);
    if (typeof stored !== 'string') return null;
    try {
      return this.crypto.decryptString(Buffer.from(stored, 'base64'));
    } catch {
      // Encrypted under another OS account or keyring: unusable, as if never set.
      return null;
    }
  }

  async set(key: string, value: string): Promise<void> {
    this.file.set(key, this.crypto.encryptString(value).toString('base64'));
  }

  async delete(key: string): Promise<void> {
    this.file.delete(key);
  }
}

export function createElectronVault(crypto: SafeStorageLike, file: CiphertextFile, platform: string = process.platform): SecretVault {
  const sessionOnly = (note: string, backend: string): SecretVault => ({ store: new MemorySecretStore(), persistent: false, backend, note });
  if (!crypto.isEncryptionAvailable()) {
    return sessionOnly('This system offers Opsdesk no way to encrypt secrets, so they are kept for this session only and asked for again after a restart.', 'memory');
  }
  const backend = platform === 'linux' ? (crypto.getSelectedStorageBackend?.() ?? 'unknown') : 'os';
  if (platform === 'linux' && (backend === 'basic_text' || backend === 'unknown')) {
    return sessionOnly(
      'No desktop keyring (GNOME Keyring / libsecret or KWallet) is available, and without one Electron can only "encrypt" with a ' +
        'built-in key (basic_text) that protects nothing. Opsdesk therefore keeps secrets for this session only.',
      `memory (safeStorage backend ${backend})`,
    );
  }
  return {
    store: new SafeStorageSecretStore(crypto, file),
    persistent: true,
    backend: `safeStorage (${backend})`,
    note: 'Secrets are encrypted with the operating system\'s keychain and stored on this computer; Opsdesk never shows them again.',
  };
}
