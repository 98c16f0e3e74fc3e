// The team's token pair is kept on the team server sealed with a key derived from the app secret: whoever can
// read the server (its operator, a backup, a stolen dump) still cannot call the vendor with what is there.
import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt } from 'node:crypto';

const VERSION = 'v1';
/** scrypt at 16 MiB: about 50 ms once per session, costly for anyone guessing a weak secret from a dump. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export type PairKey = Buffer;

export function derivePairKey(appSecret: string, appId: string): Promise<PairKey> {
  return new Promise((resolve, reject) => {
    scrypt(appSecret, `opsdesk team token pair ${VERSION}\u0000${appId}`, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** AES-256-GCM; the appId is authenticated too, so a value cannot be moved to another app's key. */
export function sealPair(key: PairKey, appId: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(appId, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

/** The plaintext, or null when the value was sealed with another key (another secret), changed, or is not ours. */
export function openPair(key: PairKey, appId: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(appId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Names a pair in a notice to peers without revealing it. */
export function pairFingerprint(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'utf8').digest('hex').slice(0, 16);
}
