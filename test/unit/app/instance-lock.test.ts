// The data folder's lock decides "still running" by pid and process start time: a pid that now belongs to
// another process (pids are reused after a kill -9 and a reboot) does not keep the folder locked.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockedError, LOCK_FILE, processStartOf } from '../../../electron/core/app/data-folder/instance-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-lock-unit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const holder = (over: Record<string, unknown>) =>
  JSON.stringify({ pid: process.pid, processStart: processStartOf(process.pid), host: 'web', startedAt: '2026-11-25T10:00:00.000Z', url: 'http://127.0.0.1:4567/', ...over });

describe('instance lock', () => {
  it('refuses while the holder runs, naming it and where it serves', async () => {
    await writeFile(join(dir, LOCK_FILE), holder({}));
    expect(() => acquireInstanceLock(dir, 'web')).toThrow(InstanceLockedError);
    expect(() => acquireInstanceLock(dir, 'web')).toThrow(`pid ${process.pid}`);
    expect(() => acquireInstanceLock(dir, 'web')).toThrow('open http://127.0.0.1:4567/');
  });

  it.runIf(processStartOf(process.pid) !== null)('takes over when the pid now belongs to a process that started at another time', async () => {
    await writeFile(join(dir, LOCK_FILE), holder({ processStart: '1' }));
    const lock = acquireInstanceLock(dir, 'electron', { processStart: 'mine' });
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ host: 'electron', processStart: 'mine' });
    lock.release();
  });

  it('takes over a lock whose pid is gone, and a damaged one once it is not being written', async () => {
    await writeFile(join(dir, LOCK_FILE), holder({ pid: 2 ** 22 + 17 }));
    acquireInstanceLock(dir, 'web').release();
    await writeFile(join(dir, LOCK_FILE), '{"pid":');
    const old = new Date(Date.now() - 60_000);
    await utimes(join(dir, LOCK_FILE), old, old);
    const lock = acquireInstanceLock(dir, 'web');
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  // A host killed with -9 whose parent has not reaped it yet: its pid and start time are still there.
  it.runIf(processStartOf(process.pid) !== null)('takes over a lock whose holder is a zombie, dead but not yet reaped', async () => {
    // `sleep 30` never waits for its child, so the child that exits stays a zombie while `sleep 30` runs.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [chunk] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(chunk.toString().trim());
      await expect.poll(async () => (await readFile(`/proc/${zombie}/stat`, 'utf8')).split(') ')[1]?.[0]).toBe('Z');
      await writeFile(join(dir, LOCK_FILE), holder({ pid: zombie, processStart: processStartOf(zombie) }));
      const lock = acquireInstanceLock(dir, 'web');
      expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('releases only its own lock', async () => {
    const lock = acquireInstanceLock(dir, 'web');
    lock.setUrl('http://127.0.0.1:1234/');
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ url: 'http://127.0.0.1:1234/' });
    // Another host took the folder over meanwhile (it judged ours stale).
    await writeFile(join(dir, LOCK_FILE), holder({ startedAt: '2030-01-01T00:00:00.000Z' }));
    lock.release();
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ startedAt: '2030-01-01T00:00:00.000Z' });
  });
});
