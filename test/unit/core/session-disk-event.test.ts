// The status bar hears of a slow disk through the contract's `throttle.changed` event: the session pushes the
// journal's disk figures with the request figures, and the event's contract schema keeps them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppEvents } from '../../../electron/core/app/app-events';
import { ProfileSession } from '../../../electron/core/app/session/session';
import { silentLogger } from '../../../electron/core/logger';
import { MemorySecretStore } from '../../../electron/core/secrets';

let session: ProfileSession | null = null;
afterEach(async () => {
  await session?.dispose();
  session = null;
});

describe('session: disk figures on the bridge', () => {
  it('pushes throttle.changed with the disk slow, and again when it is quick', () => {
    const events = new AppEvents(silentLogger());
    const seen: unknown[] = [];
    events.onEvent((name, payload) => {
      if (name === 'throttle.changed') seen.push(payload);
    });
    session = new ProfileSession({
      profileId: 'p1',
      dir: mkdtempSync(join(tmpdir(), 'opsdesk-session-disk-')),
      connection: { baseUrl: 'http://127.0.0.1:9', appId: 'abcdefghijklmnop', appSecret: async () => null, tokenStore: new MemorySecretStore() },
      emit: events.emit,
    });
    for (let i = 0; i < 5; i++) session.journal.disk.record(120);
    expect(seen).toEqual([{ figures: [], disk: { p50Ms: 120, samples: 5, slow: true }, vendor: { answering: true, since: null, code: null, waiting: [] } }]);
    for (let i = 0; i < 20; i++) session.journal.disk.record(3);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ disk: { p50Ms: 3, slow: false } });
  });
});
