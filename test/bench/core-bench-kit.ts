// Shared pieces of the core benchmarks: the core wired to a sandbox, and videox stock rows from its data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchRunner, EndpointThrottle, Journal, MemorySecretStore, OpenApiClient, TokenManager, type SecretStore } from '../../electron/core/index';
import type { JobSpecRow } from '../../electron/core/job/types';
import { DiskLatency } from '../../electron/core/journal/disk-latency';
import { buildSignedQuery, unixSeconds } from '../../electron/core/signing';
import { getOperation, validateRequest } from '../../shared/catalogue';
import { canonicalJson } from '../../shared/json/lossless';

export interface SandboxTarget {
  baseUrl: string;
  credentials: { appId: string; appSecret: string };
}

export type VideoxListing = { storeId: string; mskuId: string; stock: Record<string, number> };

/** Every durable journal write's time, ms (line written + fdatasync, as a chunk's intent waits for it): the status bar keeps only the last few. */
export class RecordingDisk extends DiskLatency {
  readonly all: number[] = [];
  override record(ms: number): void {
    this.all.push(ms);
    super.record(ms);
  }
}

export function coreFor(sb: SandboxTarget, store: SecretStore = new MemorySecretStore()) {
  const { appId, appSecret } = sb.credentials;
  const tokens = new TokenManager({ baseUrl: sb.baseUrl, appId, appSecret: async () => appSecret, store });
  const throttle = new EndpointThrottle({ appId });
  const client = new OpenApiClient({ baseUrl: sb.baseUrl, appId, tokens, throttle });
  const disk = new RecordingDisk();
  const journal = new Journal(mkdtempSync(join(tmpdir(), 'opsdesk-bench-')), { disk });
  const runner = new BatchRunner({ client, journal });
  return { tokens, throttle, client, journal, runner, disk };
}

/** `n` stock rows of one videox store (one per listing, or one per listing and warehouse). */
export function videoxRows(listings: readonly VideoxListing[], storeIndex: number, n: number, perWarehouse = false): { storeId: string; rows: JobSpecRow[] } {
  const storeId = [...new Set(listings.map((l) => l.storeId))][storeIndex] as string;
  const rows: JobSpecRow[] = [];
  for (const l of listings) {
    if (l.storeId !== storeId) continue;
    const warehouses = perWarehouse ? Object.keys(l.stock) : [undefined];
    for (const w of warehouses) {
      if (rows.length >= n) break;
      rows.push({ key: `${l.mskuId}@${w ?? '-'}`, input: w === undefined ? { msku_id: l.mskuId, quantity: rows.length % 500 } : { msku_id: l.mskuId, warehouse_id: w, quantity: rows.length % 500 } });
    }
    if (rows.length >= n) break;
  }
  if (rows.length < n) throw new Error(`the sandbox has only ${rows.length} rows for store ${storeId}; raise its listings`);
  return { storeId, rows };
}

/** ceil(N/B) / c × L: the physical limit of N rows in batches of B on a path of capacity c, round-trip L. */
export function boundMs(rows: number, batch: number, capacity: number, latencyMs: number): number {
  return (Math.ceil(rows / batch) / capacity) * latencyMs;
}

/**
 * The sandbox's own round-trip for one `rows`-row videox request, sent raw (signed fetch, no core): its server
 * time L (its processing happens inside it) plus the loopback transport. Dividing by it separates the core's
 * own overhead from what any client would meet.
 */
export async function measureRoundTripMs(sb: SandboxTarget, accessToken: string, storeId: string, rows: readonly JobSpecRow[], samples = 9): Promise<number> {
  const url = new URL(getOperation('videoxStock').path, sb.baseUrl).toString();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const body = validateRequest('videoxStock', { store_id: storeId, queue_list: rows.map((r) => r.input) }) as Record<string, unknown>;
    const query = buildSignedQuery({ appId: sb.credentials.appId, accessToken, timestamp: unixSeconds(), body });
    const started = performance.now();
    const res = await fetch(`${url}?${query}`, { method: 'POST', body: canonicalJson(body), headers: { 'content-type': 'application/json' } });
    await res.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
