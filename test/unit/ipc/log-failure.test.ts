// A log that cannot be written (a full disk, a folder removed under it) never fails the call being logged.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher, notFound } from '../../../electron/core/ipc';
import { RotatingFileDestination } from '../../../electron/core/log-rotation';
import { createLogger, type Logger } from '../../../electron/core/logger';
import { fakeHandlers } from './fake-handlers';

describe('a log that cannot be written', () => {
  it.skipIf(!existsSync('/dev/full'))('drops and counts lines on a full disk instead of throwing', () => {
    const dest = new RotatingFileDestination({ file: '/dev/full' });
    expect(() => dest.write('{"msg":"one"}\n')).not.toThrow();
    expect(dest.write('{"msg":"two"}\n')).toBe(false);
    expect(dest.dropped).toBe(2);
    expect(dest.lastError).toBe('ENOSPC');
    dest.end();
  });

  it('drops lines while its folder cannot be created, and writes again once it can', () => {
    const root = mkdtempSync(join(tmpdir(), 'opsdesk-log-'));
    const blocker = join(root, 'logs');
    // A file where the folder should be: mkdir fails (ENOTDIR / EEXIST) the way a read-only disk would.
    writeFileSync(blocker, 'in the way');
    const dest = new RotatingFileDestination({ file: join(blocker, 'opsdesk.log') });
    expect(dest.write('lost\n')).toBe(false);
    expect(dest.dropped).toBe(1);
    rmSync(blocker);
    expect(dest.write('kept\n')).toBe(true);
    expect(readFileSync(join(blocker, 'opsdesk.log'), 'utf8')).toBe('kept\n');
    dest.end();
    rmSync(root, { recursive: true, force: true });
  });

  it('a logger whose every line throws does not throw itself', async () => {
    const throwing = {
      write: () => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    };
    const logger = createLogger({ level: 'debug', destination: throwing });
    expect(() => logger.error({ err: new Error('x') }, 'still fine')).not.toThrow();
  });

  it('the dispatcher answers with the real error even when logging it throws', async () => {
    const boom = () => {
      throw Object.assign(new Error('EIO writing the log'), { code: 'EIO' });
    };
    const brokenLogger = { child: () => brokenLogger, error: boom, debug: boom, info: boom, warn: boom } as unknown as Logger;
    const { handlers } = fakeHandlers({
      'jobs.get': async ({ jobId }) => {
        throw notFound('job', jobId);
      },
    });
    const d = createDispatcher({ handlers, logger: brokenLogger });
    expect(await d.dispatch('jobs.get', { jobId: 'job-20200101T000000-deadbeef' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // A defect is still INTERNAL (and the dispatcher still answers).
    expect(await d.dispatch('app.info', {})).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});
