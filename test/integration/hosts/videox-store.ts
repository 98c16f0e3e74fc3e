// A standalone sandbox and one of its videox stores, as the sync tests (opsdesk run, scheduled syncs) and the
// scheduled-sync bench use it: every (listing, warehouse) item of the store, the environment that hands a live
// profile its app secret, stock sheets of those items, and the sandbox's write log counted by item.
import { writeFile } from 'node:fs/promises';
import { startSandbox, type SandboxDeps, type SandboxHandle, type SandboxOptions } from '../../../electron/sandbox';

export interface VideoxStore {
  sb: SandboxHandle;
  store: string;
  items: Array<{ msku_id: string; warehouse_id: string }>;
}

/** `sandbox`: further options (they win over the defaults here); `deps`: e.g. a back office told of each request. */
export async function startVideoxStore(opts: { seed: number; listings: number; sandbox?: SandboxOptions }, deps?: SandboxDeps): Promise<VideoxStore> {
  const sb = await startSandbox({ port: 0, seed: opts.seed, latencyMs: 5, listings: opts.listings, ...opts.sandbox }, deps);
  const listings = (sb.inspect('videox') as Array<{ storeId: string; mskuId: string; stock: Record<string, number> }>).filter((l, _i, all) => l.storeId === all[0]?.storeId);
  const items = listings.flatMap((l) => Object.keys(l.stock).map((w) => ({ msku_id: l.mskuId, warehouse_id: w })));
  return { sb, store: listings[0]!.storeId, items };
}

/** The browser host's secret variables for the sandbox's app, bound to its origin. */
export function secretEnvOf(sb: SandboxHandle): Record<string, string> {
  return {
    [`OPSDESK_APP_SECRET_${sb.credentials.appId}`]: sb.credentials.appSecret,
    [`OPSDESK_APP_SECRET_${sb.credentials.appId}_ORIGIN`]: sb.baseUrl,
  };
}

export interface StockRow {
  msku_id: string;
  warehouse_id: string;
  quantity: number | string;
}

/** A stock sheet as a warehouse exports one (CSV, CRLF). */
export async function writeStockSheet(file: string, rows: readonly StockRow[]): Promise<void> {
  await writeFile(file, `msku_id,warehouse_id,quantity\r\n${rows.map((r) => `${r.msku_id},${r.warehouse_id},${r.quantity}`).join('\r\n')}\r\n`);
}

/** An item as the sandbox's write log names it. */
export const itemKey = (i: { msku_id: string; warehouse_id: string }): string => `${i.msku_id}@${i.warehouse_id}`;

/** The write log's last sequence number (0: nothing written yet). */
export const lastWriteSeq = (sb: SandboxHandle): number => sb.appliedWrites().at(-1)?.seq ?? 0;

/** How many times the sandbox saw each item (applied or rejected) after write `from`: the truth of what reached the vendor. */
export function stockWritesSince(sb: SandboxHandle, from: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of sb.appliedWrites()) {
    if (w.seq <= from || w.operation !== 'videoxStock') continue;
    for (const k of [...w.appliedKeys, ...w.rejected.map((r) => r.key)]) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}
