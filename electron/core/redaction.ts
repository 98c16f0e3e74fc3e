// Secrets must never reach a log line or the journal. Two layers: known field names are censored wherever
// they appear, and every secret value the core has handled is replaced inside any string (a URL with an
// access_token in its query, an error message quoting a body).
export const REDACTED = '[redacted]';

/** Field names whose values are secrets, in every spelling the vendor and Opsdesk use. */
export const SECRET_FIELD_NAMES = [
  'appSecret',
  'app_secret',
  'secret',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'token',
  'sign',
  'authorization',
  'password',
] as const;

const SECRET_QUERY_SOURCE = /([?&](?:access_token|sign|refresh_token|appSecret)=)[^&\s"']*/.source;
const SECRET_QUERY = new RegExp(SECRET_QUERY_SOURCE);
const SECRET_QUERY_ALL = new RegExp(SECRET_QUERY_SOURCE, 'g');

/** The values currently known to be secret (token pairs, app secrets, recent signs), newest kept. */
export class SecretRegistry {
  private readonly values: string[] = [];
  /** The shortest value's length: a text shorter than it holds none. */
  private shortest = Infinity;
  constructor(private readonly limit = 64) {}

  add(value: string | null | undefined): void {
    // Short values would censor ordinary words; real secrets and tokens are long.
    if (!value || value.length < 8 || this.values.includes(value)) return;
    this.values.push(value);
    if (this.values.length > this.limit) this.values.shift();
    this.shortest = Math.min(...this.values.map((v) => v.length));
  }

  /**
   * True when `scrub` would leave `text` as it is: no known secret inside it and no secret query value. Cheap for
   * the short texts a row carries (a text shorter than a secret cannot hold one), so a journal line made of them
   * needs no pass over its whole text.
   */
  isClean(text: unknown): boolean {
    if (text === null || text === undefined) return true;
    // Anything but text is not vouched for here: the whole line is scrubbed.
    if (typeof text !== 'string') return false;
    if (text.length < 8) return true;
    for (const v of this.values) if (text.length >= v.length && text.includes(v)) return false;
    return !(text.includes('=') && SECRET_QUERY.test(text));
  }

  /**
   * `scrub(text)`, without its passes when they cannot change anything: a text that holds no known secret and no
   * `=` (a secret query value needs one) is returned as it is.
   */
  scrubIfNeeded(text: string): string {
    if (text.length >= this.shortest) for (const v of this.values) if (text.length >= v.length && text.includes(v)) return this.scrub(text);
    return text.includes('=') ? this.scrub(text) : text;
  }

  scrub(text: string): string {
    let out = text;
    for (const v of this.values) if (out.includes(v)) out = out.split(v).join(REDACTED);
    // Signs travel URL-encoded in the query; the token text sits in the same query.
    return out.replace(SECRET_QUERY_ALL, `$1${REDACTED}`);
  }

  get size(): number {
    return this.values.length;
  }
}

/** Shared by every logger and journal writer of the process. */
export const knownSecrets = new SecretRegistry();

const secretNames = new Set<string>(SECRET_FIELD_NAMES.map((n) => n.toLowerCase()));

export function isSecretFieldName(name: string): boolean {
  return secretNames.has(name.toLowerCase());
}

/** A deep copy with secret fields censored and secret values scrubbed out of strings. */
export function redactDeep(value: unknown, registry: SecretRegistry = knownSecrets, depth = 0): unknown {
  if (typeof value === 'string') return registry.scrub(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, registry, depth + 1));
  if (value instanceof Error) {
    return { type: value.name, message: registry.scrub(value.message), stack: value.stack ? registry.scrub(value.stack) : undefined };
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) {
    const json = (value as { toJSON?: () => unknown }).toJSON;
    return typeof json === 'function' ? redactDeep(json.call(value), registry, depth + 1) : registry.scrub(String(value));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretFieldName(k) ? REDACTED : redactDeep(v, registry, depth + 1);
  return out;
}
