// Reads what went wrong with a team server out of the errors ioredis and Node report, as one of the team's
// problem codes. ioredis ends every failed connection with "Connection is closed.", so the specific reason
// (WRONGPASS, NOAUTH, a certificate error) is the error that came before it: a generic one never replaces it.
import type { TeamProblem, TeamProblemCode } from '../../../shared/errors/team-messages';

interface ErrorLike {
  message?: unknown;
  code?: unknown;
}

/** The problem an error names, or null when it names none in particular ("Connection is closed."). */
export function classifyTeamError(err: unknown, opts: { tls: boolean }): TeamProblemCode | null {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as ErrorLike;
  const message = typeof e.message === 'string' ? e.message : '';
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^WRONGPASS|invalid (username-)?password|^ERR AUTH.*no password is set/i.test(message)) return 'TEAM_WRONG_PASSWORD';
  if (/^NOAUTH|authentication required/i.test(message)) return 'TEAM_NO_PASSWORD';
  if (/^NOPERM/.test(message)) return 'TEAM_NO_PERMISSION';
  if (/CERT|SSL|TLS|self[- ]signed|wrong version number|unable to (get|verify)/i.test(`${code} ${message}`) || code === 'EPROTO') return 'TEAM_TLS';
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(message)) return opts.tls ? 'TEAM_TLS' : 'TEAM_TIMEOUT';
  // The answer is not RESP: another kind of server holds the port (ioredis 6 names the first byte it read;
  // earlier parsers said "Protocol error").
  if (/Unknown RESP type|Protocol error/i.test(message)) return 'TEAM_NOT_REDIS';
  if (['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EADDRNOTAVAIL'].includes(code)) return 'TEAM_UNREACHABLE';
  if (/^(ERR|LOADING|MASTERDOWN|READONLY|BUSY)\b/.test(message)) return 'TEAM_SERVER_ERROR';
  return null;
}

/** Keeps the most telling problem seen since the connection last worked. */
export class ProblemTracker {
  private current: TeamProblemCode | null = null;

  constructor(
    private readonly server: string,
    private readonly tls: boolean,
  ) {}

  /** Records an error; returns true when the problem it names changed. */
  note(err: unknown): boolean {
    const code = classifyTeamError(err, { tls: this.tls });
    if (code === null || code === this.current) return false;
    this.current = code;
    return true;
  }

  clear(): void {
    this.current = null;
  }

  get code(): TeamProblemCode | null {
    return this.current;
  }

  problem(fallback: TeamProblemCode): TeamProblem {
    return { code: this.current ?? fallback, values: { server: this.server } };
  }
}
