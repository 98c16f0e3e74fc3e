// The floor any client meets: a minimal client measured in the same run as Opsdesk, so the throughput goals are
// ratios to it rather than to a bound no client reaches. It does only what a crash-safe client cannot skip:
// keep-alive over node:http, a sign per request, one request in flight, and one fdatasync'd journal line per
// chunk before the send. No validation, no normalising, no per-row outcomes.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSignedQuery, unixSeconds } from '../../electron/core/signing';
import { getOperation } from '../../shared/catalogue';
import { wireForms } from '../../electron/core/wire';
import type { SandboxTarget } from './core-bench-kit';

export interface IdleRun {
  wallMs: number;
  cpuMs: number;
  chunks: number;
  /** Each chunk's journal line write + fdatasync, ms. */
  syncMs: number[];
  failedChunks: number;
}

/**
 * Sends `bodies` (videox request bodies the catalogue's schema produced beforehand, as a job's rows are
 * validated once when it is made) one at a time, as fast as the server allows.
 */
export async function runIdealClient(sb: SandboxTarget, accessToken: string, bodies: ReadonlyArray<Record<string, unknown>>): Promise<IdleRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(getOperation('videoxStock').path, sb.baseUrl);
  const fd = openSync(join(mkdtempSync(join(tmpdir(), 'opsdesk-ideal-')), 'journal.jsonl'), 'a');
  const syncMs: number[] = [];
  let failedChunks = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  try {
    for (const [i, body] of bodies.entries()) {
      const { bodyText: text, signBody } = wireForms(body);
      const query = buildSignedQuery({ appId: sb.credentials.appId, accessToken, timestamp: unixSeconds(), body: signBody });
      const s0 = performance.now();
      writeSync(fd, `{"t":"intent","chunk":${i}}\n`);
      fdatasyncSync(fd);
      syncMs.push(performance.now() - s0);
      const answer = await new Promise<string>((resolve, reject) => {
        const req = http.request(`${url.href}?${query}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (b: Buffer) => parts.push(b));
          res.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(text);
      });
      // videox answers code 1 for success (notes §6)
      if (String((JSON.parse(answer) as { code?: unknown }).code) !== '1') failedChunks++;
    }
  } finally {
    closeSync(fd);
    agent.destroy();
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, chunks: bodies.length, syncMs, failedChunks };
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export const minMedMax = (values: readonly number[]): string =>
  `min ${Math.min(...values).toFixed(3)}, median ${quantile(values, 0.5).toFixed(3)}, max ${Math.max(...values).toFixed(3)}`;
