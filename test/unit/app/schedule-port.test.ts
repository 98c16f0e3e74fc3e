// The scheduler's way into the app: a rule's profile is open only once the start's recovery of unfinished jobs
// has settled, since a run recorded as running is judged by its job's state, which that recovery may change.
import { describe, expect, it } from 'vitest';
import { schedulePort, type ScheduleHost } from '../../../electron/core/app/schedule-port';
import type { SyncCaller } from '../../../electron/core/sync';

function hostWithRecovery(recovered: Promise<void>): ScheduleHost {
  const profile = { id: 'p1', name: 'Shop' };
  const session = { profileId: 'p1', recovered, coordination: { status: async () => ({ mode: 'local' }) } };
  return {
    profiles: { find: (id: string) => (id === 'p1' ? profile : undefined) },
    secrets: { status: async () => ({ set: true, source: 'vault' }) },
    currentSession: () => session,
    locale: () => 'en',
  } as unknown as ScheduleHost;
}

const call: SyncCaller = async () => {
  throw new Error('not called here');
};

describe("the scheduler's gate to a profile", () => {
  it('opens only after the recovery of what the last run left has settled', async () => {
    let settle!: () => void;
    const port = schedulePort(hostWithRecovery(new Promise<void>((r) => (settle = r))), call);
    let opened = false;
    const gate = port.open('p1').then((g) => {
      opened = true;
      return g;
    });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(opened).toBe(false);
    settle();
    expect(await gate).toMatchObject({ ok: true });
  });

  it('says which profile is not open without waiting for anything', async () => {
    const port = schedulePort(hostWithRecovery(new Promise<void>(() => undefined)), call);
    expect(await port.open('p2')).toEqual({ ok: false, code: 'PROFILE_NOT_OPEN', values: { profile: 'p2' } });
  });
});
