// Which coordinator a profile's connection gets: a team's through its server, else this machine's processes'
// (the default), else (OPSDESK_MACHINE_COORDINATION=0, as the test run sets it) this process alone.
import { afterEach, describe, expect, it } from 'vitest';
import { coordinatorFor } from '../../../electron/core/app/session/connection-coordination';
import { InProcessCoordinator } from '../../../electron/core/coordination/local';
import { MachineCoordinator } from '../../../electron/core/coordination/machine-coordinator';
import { RedisCoordinator } from '../../../electron/core/coordination/redis-coordinator';
import { silentLogger } from '../../../electron/core/logger';

const before = process.env.OPSDESK_MACHINE_COORDINATION;
afterEach(() => {
  process.env.OPSDESK_MACHINE_COORDINATION = before;
});
const connection = { baseUrl: 'https://openapi.example.com', appId: 'ak_COORDINATION1', appSecret: async () => 'secret' };

describe('the coordinator of a connection', () => {
  it("is the machine's processes' by default, this process's alone when switched off, a team's with a team server", async () => {
    delete process.env.OPSDESK_MACHINE_COORDINATION;
    const machine = coordinatorFor(connection, silentLogger());
    expect(machine).toBeInstanceOf(MachineCoordinator);
    await machine.close();
    process.env.OPSDESK_MACHINE_COORDINATION = '0';
    expect(coordinatorFor(connection, silentLogger())).toBeInstanceOf(InProcessCoordinator);
    const team = coordinatorFor({ ...connection, team: { url: 'redis://127.0.0.1:1', connectWaitMs: 0 } }, silentLogger());
    expect(team).toBeInstanceOf(RedisCoordinator);
    await team.close();
  }, 30_000);
});
