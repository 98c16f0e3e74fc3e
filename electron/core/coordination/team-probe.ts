// "Test" on the team settings: can this desktop reach the server with these credentials, how fast, and how
// many desktops of the appId are there now. One short-lived connection; nothing is written.
import { teamProblemText, type TeamProblem } from '../../../shared/errors/team-messages';
import { teamKeys } from './redis-slots';
import { ProblemTracker } from './team-problems';
import { parseTeamUrl, registerTeamSecrets } from './team-url';

export interface TeamProbe {
  ok: boolean;
  /** English; the app shows `problem` in the user's language. */
  message: string;
  problem: TeamProblem | null;
  server: string | null;
  desktops: number | null;
  roundTripMs: number | null;
}

export async function probeTeamServer(url: string, appId: string | null, opts: { timeoutMs?: number; livenessMs?: number } = {}): Promise<TeamProbe> {
  let server;
  try {
    server = parseTeamUrl(url);
  } catch (err) {
    const problem: TeamProblem = { code: 'TEAM_URL_INVALID', values: { server: '' } };
    return { ok: false, message: err instanceof Error ? err.message : teamProblemText(problem), problem, server: null, desktops: null, roundTripMs: null };
  }
  registerTeamSecrets(server);
  const timeoutMs = opts.timeoutMs ?? 3000;
  // Loaded here, not with the core: only a team's settings need it.
  const { Redis } = await import('ioredis');
  const conn = new Redis({
    ...server.connect,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectionName: 'opsdesk-test',
  });
  // ioredis rejects a failed connect with "Connection is closed."; the error that says why came before it.
  const problems = new ProblemTracker(server.display, server.connect.tls !== undefined);
  conn.on('error', (err: unknown) => void problems.note(err));
  try {
    await conn.connect();
    const started = performance.now();
    await conn.ping();
    const roundTripMs = Math.round((performance.now() - started) * 10) / 10;
    let desktops: number | null = null;
    if (appId) {
      const [seconds, micros] = await conn.time();
      const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      desktops = await conn.zcount(teamKeys(appId).presence, now - (opts.livenessMs ?? 10_000), '+inf');
    }
    const who = desktops === null ? '' : ` ${desktops} desktop${desktops === 1 ? '' : 's'} of this app id connected now.`;
    return { ok: true, message: `Connected to ${server.display} (${roundTripMs} ms).${who}`, problem: null, server: server.display, desktops, roundTripMs };
  } catch (err) {
    problems.note(err);
    const problem = problems.problem('TEAM_UNREACHABLE');
    return { ok: false, message: teamProblemText(problem), problem, server: server.display, desktops: null, roundTripMs: null };
  } finally {
    conn.disconnect();
  }
}
