// The coordinator of a profile's connection: a team's through its Redis server, or this desktop alone. Every
// token manager of a team profile (the session's, a connection test's) must go through it: one that renewed
// on its own would knock the team's token out.
import { InProcessCoordinator } from '../coordination/local';
import { RedisCoordinator, type RedisCoordinatorOptions } from '../coordination/redis-coordinator';
import type { Coordinator } from '../coordination/types';
import type { Logger } from '../logger';

export interface CoordinatedConnection {
  appId: string;
  appSecret: () => Promise<string | null>;
  team?: Omit<RedisCoordinatorOptions, 'appId' | 'appSecret' | 'logger'> | null;
}

export function coordinatorFor(c: CoordinatedConnection, logger: Logger): Coordinator {
  return c.team ? new RedisCoordinator({ ...c.team, appId: c.appId, appSecret: c.appSecret, logger }) : new InProcessCoordinator();
}
