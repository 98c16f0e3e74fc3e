// The gateway's own sign verification (notes §2), written independently of the client's signing code: an
// emulator that shared the client's code could not catch the client's bugs. The body is the one received,
// parsed with every number kept as its exact text.
import { createCipheriv, createHash } from 'node:crypto';
import { isLosslessNumber } from '../../../shared/json/lossless';

export const PUBLIC_PARAMS = ['access_token', 'app_key', 'timestamp'] as const;

export interface SignedRequest {
  appId: string;
  accessToken: string;
  timestamp: string;
  /** As it arrived in the query string, already percent-decoded. */
  sign: string;
  /** Top-level object of the body, parsed with parseJsonExact. */
  body: Readonly<Record<string, unknown>>;
}

export type KeyOrder = 'as-received' | 'sorted';

const utf8Order = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Compact JSON of a nested value: raw UTF-8, `/` not escaped, numbers with the digits they arrived with. */
export function compactJson(value: unknown, order: KeyOrder): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (isLosslessNumber(value)) return value.value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => compactJson(v, order)).join(',')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (order === 'sorted') keys.sort(utf8Order);
    const obj = value as Record<string, unknown>;
    return `{${keys.map((k) => `${JSON.stringify(k)}:${compactJson(obj[k], order)}`).join(',')}}`;
  }
  return String(value);
}

/** A top-level value in the signed text; undefined = left out (the empty string, notes §2.2). */
function topLevelText(value: unknown, order: KeyOrder): string | undefined {
  if (value === '' || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return compactJson(value, order);
}

function sameAsPublic(bodyValue: unknown, queryValue: string): boolean {
  if (typeof bodyValue === 'string') return bodyValue === queryValue;
  return isLosslessNumber(bodyValue) && bodyValue.value === queryValue;
}

/**
 * The `k=v&…` text the MD5 is taken of; null when the body repeats a public parameter with another value
 * (no reading of such a request can be signed consistently).
 */
export function signText(req: Omit<SignedRequest, 'sign'>, order: KeyOrder): string | null {
  const publicValues: Record<(typeof PUBLIC_PARAMS)[number], string> = {
    access_token: req.accessToken,
    app_key: req.appId,
    timestamp: req.timestamp,
  };
  const params = new Map<string, string>();
  for (const key of Object.keys(req.body)) {
    if (key === 'sign') continue;
    const value = req.body[key];
    if ((PUBLIC_PARAMS as readonly string[]).includes(key)) {
      // An empty string is left out like any other (§2.2), so it cannot contradict the query value.
      if (value !== '' && !sameAsPublic(value, publicValues[key as keyof typeof publicValues])) return null;
      continue;
    }
    const text = topLevelText(value, order);
    if (text !== undefined) params.set(key, text);
  }
  for (const key of PUBLIC_PARAMS) params.set(key, publicValues[key]);
  return [...params.keys()]
    .sort(utf8Order)
    .map((k) => `${k}=${params.get(k) ?? ''}`)
    .join('&');
}

/** MD5 as 32 upper-case hex characters, AES-128-ECB/PKCS#7 under the appId, standard Base64. */
export function signOf(text: string, appId: string): string {
  const md5 = createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(appId, 'utf8'), null);
  return Buffer.concat([cipher.update(md5, 'latin1'), cipher.final()]).toString('base64');
}

/**
 * True when the sign matches the body as received or its recursively key-sorted reading (notes §2.7). The
 * comparison is on the exact text: a sign whose `+` arrived as a space (not URL-encoded) fails, as it does live.
 */
export function verifySign(req: SignedRequest): boolean {
  if (Buffer.byteLength(req.appId, 'utf8') !== 16) return false;
  const received = signText(req, 'as-received');
  if (received === null) return false;
  if (signOf(received, req.appId) === req.sign) return true;
  const sorted = signText(req, 'sorted');
  return sorted !== null && sorted !== received && signOf(sorted, req.appId) === req.sign;
}
