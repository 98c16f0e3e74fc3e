// No secret, token or sign ever reaches the logs or the journal: a full run at debug level (token renewal,
// a lost answer, a reconciliation, an export) and then every byte written is searched for each of them.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, MemorySecretStore } from '../../../electron/core/index';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { specFor, startCore } from './harness';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 5, latencyMs: 1 });
});
afterAll(async () => {
  await sb.stop();
});

/** Every value the secret store ever held, decoded: the token pairs. */
class RecordingStore extends MemorySecretStore {
  readonly written: string[] = [];
  override async set(key: string, value: string): Promise<void> {
    this.written.push(value);
    await super.set(key, value);
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('redaction', () => {
  it('keeps the app secret, every token and every sign out of the logs and the journal', async () => {
    const signs: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      const url = new URL(String(input));
      const sign = url.searchParams.get('sign');
      if (sign) signs.push(sign, encodeURIComponent(sign));
      return fetch(input, init);
    };
    const store = new RecordingStore();
    const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-redact-'));
    const logger = createLogger({ dir: join(dataDir, 'logs'), level: 'debug' });
    const core = startCore(sb, { dir: dataDir, store, logger, fetch: recordingFetch, chunkSize: 2, timeoutMs: 200 });

    const spec = specFor(sb, 'picking', 6);
    sb.setFaults([{ kind: 'dropAfterCommit', operation: 'picking', count: 1 }]);
    let expired = false;
    core.runner.on('progress', (p) => {
      if (!expired && p.succeeded > 2) {
        expired = true;
        sb.expireTokens();
      }
    });
    const handle = await core.runner.start(spec);
    const summary = await handle.done;
    expect(summary).toMatchObject({ state: 'finished', succeeded: spec.rows.length });
    await core.client.call('shippingDetail', { shippingListCode: 'NO-SUCH-LIST' }).catch(() => undefined);
    const exported = core.runner.export(handle.jobId, 'csv') + core.runner.export(handle.jobId, 'json');

    const tokens = store.written.flatMap((v) => {
      const pair = JSON.parse(v) as { accessToken: string; refreshToken: string };
      return [pair.accessToken, pair.refreshToken];
    });
    const secrets = [sb.credentials.appSecret, ...tokens, ...signs];
    expect(tokens.length).toBeGreaterThanOrEqual(4); // the first pair and the renewed one
    expect(signs.length).toBeGreaterThanOrEqual(8);

    const files = filesUnder(dataDir);
    const logText = files.filter((f) => f.includes('logs')).map((f) => readFileSync(f, 'utf8')).join('');
    const journalText = files.filter((f) => f.endsWith('.jsonl')).map((f) => readFileSync(f, 'utf8')).join('');
    // The checks below only mean something if both were written to.
    expect(logText).toMatch(/token pair obtained/);
    expect(logText).toMatch(/write outcome unknown/);
    expect(journalText).toMatch(/"t":"intent"/);
    for (const secret of secrets) {
      expect(logText.includes(secret), `a secret in the logs: ${secret.slice(0, 6)}…`).toBe(false);
      expect(journalText.includes(secret), `a secret in the journal: ${secret.slice(0, 6)}…`).toBe(false);
      expect(exported.includes(secret)).toBe(false);
    }
  });
});
