// A session's recovery writes to the journals (an `end` for every run a crash left open, a reconcile's
// resolutions); the session opened next on the same profile (a switch to it right after the start, a change of
// its secret or team server) recovers the same journals. Disposed while its recovery is under way, both wrote the
// same record under the same sequence number, and the job read back as damaged: a session is disposed only once
// its recovery has ended. Found by the scheduled-sync kill test (test/integration/schedule/).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AppEvents } from '../../../electron/core/app/app-events';
import { ProfileSession } from '../../../electron/core/app/session/session';
import type { UnfinishedJobs } from '../../../electron/core/job/types';
import { silentLogger } from '../../../electron/core/logger';
import { MemorySecretStore } from '../../../electron/core/secrets';

describe('session: dispose and recovery', () => {
  it('closes the journals only after the recovery under way has ended', async () => {
    const session = new ProfileSession({
      profileId: 'p1',
      dir: mkdtempSync(join(tmpdir(), 'opsdesk-session-recovery-')),
      connection: { baseUrl: 'http://127.0.0.1:9', appId: 'abcdefghijklmnop', appSecret: async () => null, tokenStore: new MemorySecretStore() },
      emit: new AppEvents(silentLogger()).emit,
    });
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(session.runner, 'recover').mockImplementation(async (): Promise<UnfinishedJobs> => {
      await held;
      order.push('recovery ended');
      return { jobs: [], unreadable: [] };
    });
    const closeAll = session.journal.closeAll.bind(session.journal);
    vi.spyOn(session.journal, 'closeAll').mockImplementation(() => {
      order.push('journals closed');
      return closeAll();
    });

    session.startRecovery();
    const disposed = session.dispose();
    release();
    await disposed;
    expect(order).toEqual(['recovery ended', 'journals closed']);
  });
});
