import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RotatingFileDestination } from '../../../electron/core/log-rotation';
import { createLogger } from '../../../electron/core/logger';
import { REDACTED, SecretRegistry } from '../../../electron/core/redaction';

const TOKEN = '4dcaa78e-b52d-4325-bc35-571021bb0787';
const SECRET = 'sk_live_do_not_log_me_123';

function capture(registry = new SecretRegistry()) {
  const lines: string[] = [];
  const logger = createLogger({ level: 'debug', registry, destination: { write: (l: string) => lines.push(l) } });
  return { logger, lines, registry };
}

describe('logger redaction', () => {
  it('censors secret fields by name, at any of the usual depths', () => {
    const { logger, lines } = capture();
    logger.info({ appSecret: SECRET, access_token: TOKEN, nested: { refreshToken: 'r-123456789', sign: 'abc+def/ghi==' }, list: [{ accessToken: TOKEN }] }, 'token call');
    const text = lines.join('');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('r-123456789');
    expect(text).not.toContain('abc+def/ghi==');
    expect(text.split(REDACTED).length - 1).toBe(5);
  });

  it('scrubs known secret values out of any string: messages, URLs, errors', () => {
    const { logger, lines, registry } = capture();
    registry.add(TOKEN);
    registry.add(SECRET);
    logger.warn({ url: `http://127.0.0.1/x?app_key=ak&access_token=${TOKEN}&timestamp=1&sign=AbC%2B` }, `request failed for ${SECRET}`);
    logger.error({ err: new Error(`gateway said token ${TOKEN} is bad`) }, 'boom');
    const text = lines.join('');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('AbC%2B');
    expect(text).toContain('app_key=ak');
    expect(text).toContain('boom');
  });

  it('ignores values too short to be secrets (they would censor ordinary words)', () => {
    const registry = new SecretRegistry();
    registry.add('ok');
    expect(registry.size).toBe(0);
    expect(registry.scrub('ok then')).toBe('ok then');
  });
});

describe('rotating log file', () => {
  it('rotates by size and keeps a bounded number of files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-logs-'));
    const dest = new RotatingFileDestination({ file: join(dir, 'opsdesk.log'), maxBytes: 2048, maxFiles: 3 });
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 200; i++) dest.write(line);
    dest.end();
    expect(readdirSync(dir).sort()).toEqual(['opsdesk.1.log', 'opsdesk.2.log', 'opsdesk.3.log', 'opsdesk.log']);
    for (const f of readdirSync(dir)) expect(statSync(join(dir, f)).size).toBeLessThanOrEqual(2048);
    expect(dest.write(line)).toBe(false);
  });

  it('writes JSON lines into the data folder through createLogger', () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-logs-'));
    const logger = createLogger({ dir, level: 'info' });
    logger.info({ jobId: 'job-1' }, 'job started');
    logger.debug('not at this level');
    const file = join(dir, 'opsdesk.log');
    expect(existsSync(file)).toBe(true);
    const records = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records).toEqual([expect.objectContaining({ msg: 'job started', jobId: 'job-1', level: 30 })]);
  });
});
