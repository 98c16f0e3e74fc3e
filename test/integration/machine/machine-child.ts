// One Opsdesk process's machine coordinator, as a child process a test can kill -9: it acquires and releases
// slots and writes the token pair when told (lines on stdin), and reports what happens as JSON lines.
// Arguments come in OPSDESK_MACHINE as JSON.
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { MachineCoordinator } from '../../../electron/core/coordination/machine-coordinator';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { secretStorePairs } from '../../../electron/core/coordination/local';
import type { SharedSlot } from '../../../electron/core/coordination/types';

const args = z.object({ dir: z.string(), baseUrl: z.string(), appId: z.string(), secret: z.string() }).parse(JSON.parse(process.env.OPSDESK_MACHINE ?? 'null'));
const say = (ev: string, extra: Record<string, unknown> = {}) => process.stdout.write(`${JSON.stringify({ ev, ...extra })}\n`);

const coordinator = new MachineCoordinator({ appId: args.appId, baseUrl: args.baseUrl, appSecret: async () => args.secret, dir: args.dir, watchMs: 0 });
const pairs = coordinator.tokenPairs(secretStorePairs(new MemorySecretStore(), args.appId));
await coordinator.ready(10_000);
say('ready', { role: coordinator.role });
const held = new Map<string, SharedSlot>();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [cmd, name = '', path = '/videox/stock'] = line.trim().split(' ');
  if (cmd === 'acquire') {
    void coordinator.slots.acquire(path, 1).then((slot) => {
      held.set(name, slot);
      say('granted', { name, role: coordinator.role });
    });
  } else if (cmd === 'release') {
    void held.get(name)?.release();
    held.delete(name);
    say('released', { name });
  } else if (cmd === 'pair') {
    void pairs.write({ accessToken: `token-${name}`, refreshToken: `refresh-${name}`, expiresAt: Date.now() + 3_600_000, obtainedAt: Date.now() }).then(() => say('wrote', { name }));
  } else if (cmd === 'lease') {
    void pairs.exclusive(async () => {
      say('leased', { name });
      await new Promise(() => undefined);
    });
  } else if (cmd === 'role') {
    say('role', { role: coordinator.role });
  } else if (cmd === 'figures') {
    say('figures', { name, figures: coordinator.scheduleFigures() });
  }
});
