// "Copy diagnostics": one plain text a user can paste into a support request. What it may hold is listed here
// and nothing else: versions, the OS, how many profiles of each kind (no names, addresses or appIds), job and
// journal counts, and the tail of the app's log. Every line then passes three filters, because a log line can
// quote anything: the registry of secrets the core has handled, every redis:// or rediss:// address (a team
// URL may carry its password), and the shapes of credentials however a line wrote them (CREDENTIAL below).
import { open } from 'node:fs/promises';
import { knownSecrets, type SecretRegistry } from '../../redaction';

export interface DiagnosticsFacts {
  version: string;
  host: 'electron' | 'web';
  os: string;
  runtimes: Readonly<Record<string, string>>;
  profiles: ReadonlyArray<{ kind: 'sandbox' | 'live'; team: boolean; active: boolean }>;
  /** The active profile's jobs by state (running, finished, ...). */
  jobs: Readonly<Record<string, number>>;
  /** Journalled jobs of the active profile that did not finish (to resume or to decide). */
  unfinished: number | null;
  /** The app log's last lines, oldest first. */
  logLines: readonly string[];
}

export const DIAGNOSTICS_LOG_LINES = 200;

const TEAM_URL = /\brediss?:\/\/[^\s"'<>]*/gi;
/**
 * A credential by its name, however the line wrote it: `name=value`, `"name":"value"`, the same JSON inside a
 * JSON string (`\"name\":\"value\"`), URL-encoded (`name%3Dvalue`, `%22name%22%3A%22value%22`), a header
 * (`x-opsdesk-token: value`) or a fragment (`#token=value`). Names: the vendor's wire and our settings
 * (access_token, sign, appSecret, …) and any `…password`, `…secret` or `…token` (teamPassword, x-opsdesk-token).
 */
const NAME = String.raw`(?:[a-z0-9]+[_-]?){0,2}(?:password|passwd|secret|token)|sign|authorization`;
const QUOTE = String.raw`(?:\\*["']|%22|%27)`;
const SEPARATOR = String.raw`(?:${QUOTE}?\s*(?:[:=]|%3a|%3d)\s*${QUOTE}?)`;
// The value runs to the next quote, space, separator or escape, a URL-encoded one included.
const VALUE = String.raw`(?:(?!%2[267c]|%3b)[^\s"'&,;}\\])+`;
const CREDENTIAL = new RegExp(String.raw`(?<=^|[^a-z0-9]|%[0-9a-f]{2})(${NAME})(${SEPARATOR})(Bearer\s+)?${VALUE}`, 'gi');

export function scrubDiagnosticLine(line: string, registry: SecretRegistry = knownSecrets): string {
  return registry.scrub(line).replace(TEAM_URL, '[team address removed]').replace(CREDENTIAL, (_m, name: string, sep: string) => `${name}${sep}[removed]`);
}

export function diagnosticsText(f: DiagnosticsFacts, registry: SecretRegistry = knownSecrets): string {
  const count = (kind: 'sandbox' | 'live') => f.profiles.filter((p) => p.kind === kind).length;
  const active = f.profiles.find((p) => p.active);
  const lines = [
    `Opsdesk ${f.version} (${f.host} host)`,
    `OS: ${f.os}`,
    `Runtimes: ${Object.entries(f.runtimes).map(([k, v]) => `${k} ${v}`).join(', ') || 'none reported'}`,
    `Profiles: ${count('sandbox')} sandbox, ${count('live')} live, ${f.profiles.filter((p) => p.team).length} in team mode; active: ${active ? active.kind : 'none'}`,
    `Jobs (active profile): ${Object.entries(f.jobs).map(([state, n]) => `${n} ${state}`).join(', ') || 'none'}`,
    `Unfinished journalled jobs: ${f.unfinished ?? 'not read'}`,
    '',
    `Last ${f.logLines.length} log lines:`,
    ...f.logLines,
  ];
  return lines.map((l) => scrubDiagnosticLine(l, registry)).join('\n');
}

/** The last `n` lines of a text file, read from its end (a log can be large); [] when it does not exist. */
export async function tailLines(file: string, n: number, maxBytes = 512 * 1024): Promise<string[]> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return [];
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, maxBytes);
    const buf = Buffer.alloc(length);
    await handle.read(buf, 0, length, size - length);
    const lines = buf.toString('utf8').split('\n').filter((l) => l.length > 0);
    // A read that starts mid-file starts mid-line: that first piece is dropped.
    if (length < size) lines.shift();
    return lines.slice(-n);
  } finally {
    await handle.close();
  }
}
