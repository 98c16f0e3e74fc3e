// `ledger.changed` from a profile session against the sandbox: a job's rows and their answers reach the event
// sink (through the contract's own schema, as a host hears them) once the gathering ends, by a clock the test
// moves: an answer applied is pushed at the next gathering's end (GATHER_MS later at most).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppEvents } from '../../../electron/core/app/app-events';
import { ProfileSession } from '../../../electron/core/app/session/session';
import type { PushTimers } from '../../../electron/core/ledger/ledger-push';
import { silentLogger } from '../../../electron/core/logger';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import type { LedgerChangedEvent } from '../../../shared/ipc/ledger';

class ManualTimers implements PushTimers {
  private pending: Array<() => void> = [];
  set(fn: () => void): unknown {
    this.pending.push(fn);
    return fn;
  }
  clear(handle: unknown): void {
    this.pending = this.pending.filter((f) => f !== handle);
  }
  get armed(): boolean {
    return this.pending.length > 0;
  }
  fire(): void {
    for (const f of this.pending.splice(0)) f();
  }
}

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, latencyMs: 2 });
});
afterAll(async () => {
  await sandbox.stop();
});

describe('ledger.changed from a session', () => {
  it('pushes a job\'s applied rows with the job\'s state, per operation, when the test\'s clock says', async () => {
    const events = new AppEvents(silentLogger());
    const seen: LedgerChangedEvent[] = [];
    events.onEvent((name, payload) => {
      if (name === 'ledger.changed') seen.push(payload as LedgerChangedEvent);
    });
    const timers = new ManualTimers();
    const session = new ProfileSession({
      profileId: 'p1',
      dir: mkdtempSync(join(tmpdir(), 'opsdesk-ledger-events-')),
      connection: { baseUrl: sandbox.baseUrl, appId: sandbox.credentials.appId, appSecret: async () => sandbox.credentials.appSecret, tokenStore: new MemorySecretStore() },
      emit: events.emit,
      ledgerTimers: timers,
    });
    try {
      await session.ledger.ready();
      const listings = (sandbox.inspect('videox') as Array<{ storeId: string; mskuId: string; stock: Record<string, number> }>).filter((l, _i, all) => l.storeId === all[0]?.storeId);
      const items = listings.flatMap((l) => Object.keys(l.stock).map((w) => ({ msku_id: l.mskuId, warehouse_id: w, quantity: 3 })));
      const rows = items.map((input, i) => ({ key: `r${i}`, input }));
      const handle = await session.runner.start({ operation: 'videoxStock', common: { store_id: listings[0]?.storeId }, rows });
      const summary = await handle.done;
      expect(summary).toMatchObject({ state: 'finished', succeeded: rows.length });
      expect(seen).toEqual([]);
      expect(timers.armed).toBe(true);
      timers.fire();
      // The event as the contract carries it: every row applied, the job finished.
      const entries = seen.flatMap((e) => e.entries);
      expect(seen.every((e) => e.operation === 'videoxStock' && e.lookupAgain === false)).toBe(true);
      expect(entries).toHaveLength(rows.length);
      expect(new Set(entries.map((e) => `${e.entry?.jobId} ${e.entry?.status}`))).toEqual(new Set([`${handle.jobId} succeeded`]));
      expect(seen.at(-1)?.jobs).toEqual({ [handle.jobId]: 'finished' });
      expect(timers.armed).toBe(false);
    } finally {
      await session.dispose();
    }
  }, 60_000);
});
