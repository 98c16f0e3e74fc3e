// The coordinator of a profile's connection: a team's through its Redis server, or this desktop's, shared with
// every other Opsdesk process of this user working the same appId at the same service (machine-coordinator.ts).
// Every token manager of a profile (the session's, a connection test's) must go through it: one that renewed on
// its own would knock the others' token out.
import { MachineCoordinator } from '../coordination/machine-coordinator';
import { RedisCoordinator, type RedisCoordinatorOptions } from '../coordination/redis-coordinator';
import type { Coordinator } from '../coordination/types';
import type { Logger } from '../logger';

export interface CoordinatedConnection {
  baseUrl: string;
  appId: string;
  appSecret: () => Promise<string | null>;
  team?: Omit<RedisCoordinatorOptions, 'appId' | 'appSecret' | 'logger'> | null;
}

export function coordinatorFor(c: CoordinatedConnection, logger: Logger): Coordinator {
  return c.team
    ? new RedisCoordinator({ ...c.team, appId: c.appId, appSecret: c.appSecret, logger })
    : new MachineCoordinator({ appId: c.appId, baseUrl: c.baseUrl, appSecret: c.appSecret, logger });
}
