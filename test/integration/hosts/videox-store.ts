// A standalone sandbox and one of its videox stores, as the sync tests (opsdesk run, scheduled syncs) and the
// scheduled-sync bench use it: every (listing, warehouse) item of the store, and the environment that hands a
// live profile its app secret.
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
