// A sandbox given a state path keeps its back office and applied-write log in that file and finds them again
// at its next start; a file it cannot read is moved aside under a timestamped name, never overwritten.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SandboxState } from '../../../electron/sandbox/state/sandbox-state';
import { seededBackOfficeFactory } from '../../../electron/sandbox/state/seeded-backoffice';
import { setAsideName, StateFileWriter } from '../../../electron/sandbox/state/state-file';
import type { SandboxOptions } from '../../../electron/sandbox';

let dir: string;
let file: string;
const open: SandboxState[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-sandbox-state-'));
  file = join(dir, 'sandbox', 'state.json');
});
afterEach(() => {
  for (const s of open.splice(0)) s.stop();
});

function start(opts: SandboxOptions = {}): SandboxState {
  const s = new SandboxState({ seed: 42, applyDelayMs: 0, statePath: file, ...opts }, seededBackOfficeFactory);
  open.push(s);
  return s;
}

type Videox = { storeId: string; mskuId: string; stock: Record<string, number> };
const ctx = { appId: 'ak_OPSDESK_DEMO1', requestId: 'req-1', nowMs: Date.UTC(2024, 6, 8) };

/** A stock change through the back office, logged as the pipeline logs it. */
function changeStock(s: SandboxState, row: Videox, quantity: number): void {
  const outcome = s.backOffice.handle('videoxStock', { store_id: row.storeId, queue_list: [{ msku_id: row.mskuId, quantity }] }, ctx);
  expect(outcome.applied?.appliedKeys).toHaveLength(1);
  s.writes.record({ at: '2024-07-08T00:00:00.000Z', appId: ctx.appId, operation: 'videoxStock', requestId: ctx.requestId, appliedKeys: outcome.applied?.appliedKeys ?? [], rejected: [], answerDropped: false });
}

describe('the sandbox state file', () => {
  it('brings back a stock change, the write log and the demo size after a restart', async () => {
    const first = start({ demoSize: 'large' });
    const row = (first.backOffice.inspect('videox') as Videox[])[3] as Videox;
    const warehouse = Object.keys(row.stock)[0] as string;
    changeStock(first, row, 4321);
    await first.kept?.flush();
    first.stop();

    // Asked for small: the kept state's own size wins, as the user chose it before.
    const second = start({ demoSize: 'small' });
    expect(second.setAside).toBeNull();
    expect(second.demoSize).toBe('large');
    const again = (second.backOffice.inspect('videox') as Videox[]).find((v) => v.storeId === row.storeId && v.mskuId === row.mskuId);
    expect(again?.stock[warehouse]).toBe(4321);
    expect(second.writes.list()).toEqual([expect.objectContaining({ seq: 1, operation: 'videoxStock', requestId: 'req-1' })]);
    // The sequence goes on from the kept log.
    changeStock(second, row, 5);
    expect(second.writes.list().map((w) => w.seq)).toEqual([1, 2]);
  });

  it('writes a fresh state at once, so a restart before any change finds the same data', async () => {
    const first = start({ demoSize: 'large' });
    await first.kept?.flush();
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format: 'opsdesk-sandbox-state', demoSize: 'large', seed: 42 });
    expect(await readdir(join(dir, 'sandbox'))).toEqual(['state.json']);
  });

  it.each([
    ['is not JSON', '{"format":"opsdesk-sandbox-state", "vers'],
    ['is JSON of another shape', JSON.stringify({ format: 'opsdesk-sandbox-state', version: 1, savedAt: 'x', demoSize: 'huge' })],
  ])('sets a file that %s aside and begins anew', async (_, text) => {
    await start().kept?.flush();
    await writeFile(file, text);
    const s = start();
    expect(s.setAside).toMatchObject({ file: expect.stringMatching(/state\.damaged-.+\.json$/), reason: expect.any(String) });
    // The damaged text is kept whole, where the notice says.
    expect(await readFile(s.setAside?.file as string, 'utf8')).toBe(text);
    expect(s.writes.list()).toEqual([]);
    await s.kept?.flush();
    const names = await readdir(join(dir, 'sandbox'));
    expect(names).toContain('state.json');
    expect(names.filter((n) => n.includes('damaged'))).toHaveLength(1);
  });

  it('writes once the sandbox is quiet, and during a long burst of changes at most every 30 s', async () => {
    vi.useFakeTimers();
    try {
      const backOffice = start().backOffice.snapshot?.() as never;
      const read = vi.fn(() => ({ demoSize: 'small' as const, seed: 1, backOffice, writes: { seq: 0, entries: [] } }));
      const writer = new StateFileWriter(join(dir, 'w.json'), read, 2_000, 30_000);
      writer.changed();
      await vi.advanceTimersByTimeAsync(1_500);
      writer.changed();
      await vi.advanceTimersByTimeAsync(1_500);
      expect(read).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(600);
      expect(read).toHaveBeenCalledTimes(1);
      await writer.flush(); // the file written (real I/O), nothing new to write
      // A job that changes something every second never goes quiet: written 30 s after its first change.
      for (let t = 0; t < 29; t++) {
        writer.changed();
        await vi.advanceTimersByTimeAsync(1_000);
      }
      expect(read).toHaveBeenCalledTimes(1);
      writer.changed();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the set-aside file by the time it was set aside', () => {
    expect(setAsideName('/d/sandbox/state.json', new Date(Date.UTC(2026, 11, 2, 14, 5, 9, 123)))).toBe('/d/sandbox/state.damaged-2026-12-02T14-05-09-123Z.json');
  });

  it('keeps nothing without a state path: fresh at every start, as before', () => {
    const s = new SandboxState({ seed: 42 }, seededBackOfficeFactory);
    open.push(s);
    expect(s.kept).toBeNull();
    expect(s.setAside).toBeNull();
  });
});
