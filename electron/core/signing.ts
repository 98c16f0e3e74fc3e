// Request signing as the vendor verifies it (vendor notes §2). Every attempt is signed afresh because a sign
// expires two minutes after its timestamp.
import { createCipheriv, createHash } from 'node:crypto';
import { compareCodeUnits, isLosslessNumber, stringifyJson, sortKeysDeep } from '../../shared/json/lossless';

export interface SignInput {
  appId: string;
  accessToken: string;
  timestamp: string;
  body: Record<string, unknown>;
}

export class SigningError extends Error {
  override readonly name = 'SigningError';
}

/** Renders one top-level value the way the canonical string carries it; `undefined` means "left out". */
function renderValue(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (isLosslessNumber(value)) return value.value;
  return stringifyJson(sortKeysDeep(value));
}

/** The `k1=v1&k2=v2` text whose MD5 is signed: body keys plus the three public parameters, byte-sorted. */
export function canonicalSignText(input: SignInput): string {
  const params: Record<string, unknown> = { ...input.body };
  delete params.sign;
  params.access_token = input.accessToken;
  params.app_key = input.appId;
  params.timestamp = input.timestamp;
  const parts: string[] = [];
  for (const key of Object.keys(params).sort(compareCodeUnits)) {
    const rendered = renderValue(params[key]);
    if (rendered !== undefined) parts.push(`${key}=${rendered}`);
  }
  return parts.join('&');
}

export function md5UpperHex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
}

function appIdKey(appId: string): Buffer {
  const key = Buffer.from(appId, 'utf8');
  if (key.length !== 16) {
    throw new SigningError(`appId must be exactly 16 bytes to serve as the AES-128 key; "${appId}" is ${key.length} bytes`);
  }
  return key;
}

/** The Base64 sign (before URL-encoding): AES-128-ECB/PKCS#7 of the upper-case MD5, keyed by the appId. */
export function computeSign(input: SignInput): string {
  const key = appIdKey(input.appId);
  const cipher = createCipheriv('aes-128-ecb', key, null);
  cipher.setAutoPadding(true);
  const digest = md5UpperHex(canonicalSignText(input));
  return Buffer.concat([cipher.update(digest, 'utf8'), cipher.final()]).toString('base64');
}

/** Unix seconds, the form the vendor's `timestamp` takes. */
export function unixSeconds(nowMs: number = Date.now()): string {
  return String(Math.floor(nowMs / 1000));
}

/**
 * The full query string of the four public parameters, sign URL-encoded (`+` → `%2B`, `/` → `%2F`: an
 * un-encoded sign is the classic cause of 2001006).
 */
export function buildSignedQuery(input: SignInput): string {
  const sign = computeSign(input);
  const query = new URLSearchParams();
  query.set('access_token', input.accessToken);
  query.set('app_key', input.appId);
  query.set('timestamp', input.timestamp);
  query.set('sign', sign);
  return query.toString();
}
