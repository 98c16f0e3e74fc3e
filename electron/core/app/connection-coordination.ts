// The coordinator of a profile's connection: a team's through its Redis server, or this desktop's, shared with
// every other Opsdesk process of this user working the same appId at the same service (machine-coordinator.ts).
// Every token manager of a profile (the session's, a connection test's) must go through it: one that renewed on
// its own would knock the others' token out.
import { InProcessCoordinator } from '../coordination/local';
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
  if (c.team) return new RedisCoordinator({ ...c.team, appId: c.appId, appSecret: c.appSecret, logger });
  // OPSDESK_MACHINE_COORDINATION=0: this process alone. The test run sets it: its parallel workers are processes
  // of one user on one machine, and their tests' appIds and fake services would meet in one schedule.
  if (process.env.OPSDESK_MACHINE_COORDINATION === '0') return new InProcessCoordinator();
  return new MachineCoordinator({ appId: c.appId, baseUrl: c.baseUrl, appSecret: c.appSecret, logger });
}
