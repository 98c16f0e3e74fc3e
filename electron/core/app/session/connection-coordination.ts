// The coordinator of a profile's connection: a team's through its Redis server, or this desktop's, shared with
// every other Opsdesk process of this user working the same appId at the same service (machine-coordinator.ts).
// Every token manager of a profile (the session's, a connection test's) must go through it: one that renewed on
// its own would knock the others' token out. A profile that is in a team whose server this start does not have
// (the browser host forgets it at a restart) gets neither: it sends nothing until the user enters the server
// again or leaves the team.
import { EventEmitter } from 'node:events';
import { localError } from '../../errors';
import { defaultDesktopName, InProcessCoordinator } from '../../coordination/local';
import { MachineCoordinator } from '../../coordination/machine-coordinator';
import { RedisCoordinator, type RedisCoordinatorOptions } from '../../coordination/redis-coordinator';
import type { CoordinationStatus, Coordinator, TokenPairStore } from '../../coordination/types';
import type { Logger } from '../../logger';

export interface CoordinatedConnection {
  baseUrl: string;
  appId: string;
  appSecret: () => Promise<string | null>;
  team?: Omit<RedisCoordinatorOptions, 'appId' | 'appSecret' | 'logger'> | null;
  /** In a team, its server not set on this start (the address is not known either: it is kept like the secret). */
  teamMissing?: Record<string, never> | null;
}

export function coordinatorFor(c: CoordinatedConnection, logger: Logger): Coordinator {
  if (c.team) return new RedisCoordinator({ ...c.team, appId: c.appId, appSecret: c.appSecret, logger });
  if (c.teamMissing) return new MissingTeamCoordinator();
  // OPSDESK_MACHINE_COORDINATION=0: this process alone. The test run sets it: its parallel workers are processes
  // of one user on one machine, and their tests' appIds and fake services would meet in one schedule.
  if (process.env.OPSDESK_MACHINE_COORDINATION === '0') return new InProcessCoordinator();
  return new MachineCoordinator({ appId: c.appId, baseUrl: c.baseUrl, appSecret: c.appSecret, logger });
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
