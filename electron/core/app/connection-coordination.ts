// The coordinator of a profile's connection: a team's through its Redis server, or this desktop alone. Every
// token manager of a team profile (the session's, a connection test's) must go through it: one that renewed
// on its own would knock the team's token out. A profile that is in a team whose server this start does not
// have (the browser host forgets it at a restart) gets neither: it sends nothing until the user enters the
// server again or leaves the team.
import { EventEmitter } from 'node:events';
import { localError } from '../errors';
import { defaultDesktopName, InProcessCoordinator } from '../coordination/local';
import { RedisCoordinator, type RedisCoordinatorOptions } from '../coordination/redis-coordinator';
import type { CoordinationStatus, Coordinator, TokenPairStore } from '../coordination/types';
import type { Logger } from '../logger';

export interface CoordinatedConnection {
  appId: string;
  appSecret: () => Promise<string | null>;
  team?: Omit<RedisCoordinatorOptions, 'appId' | 'appSecret' | 'logger'> | null;
  /** In a team, its server not set on this start (the address is not known either: it is kept like the secret). */
  teamMissing?: Record<string, never> | null;
}

export function coordinatorFor(c: CoordinatedConnection, logger: Logger): Coordinator {
  if (c.team) return new RedisCoordinator({ ...c.team, appId: c.appId, appSecret: c.appSecret, logger });
  if (c.teamMissing) return new MissingTeamCoordinator();
  return new InProcessCoordinator();
}

/**
 * This desktop is in a team and does not know the team's server: it must not use or fetch a token of its own,
 * so its pair store has none and refuses every renewal (TEAM_SERVER_MISSING: not executed, nothing was sent).
 */
export class MissingTeamCoordinator extends EventEmitter<{ changed: [CoordinationStatus] }> implements Coordinator {
  readonly slots = null;
  private readonly since = Date.now();

  constructor(private readonly desktop = { id: 'this-desktop', name: defaultDesktopName() }) {
    super();
  }

  tokenPairs(_local: TokenPairStore): TokenPairStore {
    const refuse = () => Promise.reject(localError('TEAM_SERVER_MISSING', 'accessToken', 'not-executed'));
    return {
      read: async () => null,
      write: refuse,
      clear: async () => undefined,
      exclusive: refuse,
      beforeRenewal: refuse,
    };
  }

  async status(): Promise<CoordinationStatus> {
    return {
      mode: 'missing',
      server: null,
      thisDesktop: this.desktop,
      desktops: 1,
      holders: [],
      warning: { code: 'TEAM_SERVER_MISSING', values: { server: '' } },
      since: this.since,
    };
  }

  async close(): Promise<void> {}
}
