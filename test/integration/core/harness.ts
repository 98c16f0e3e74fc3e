// The core wired to a running sandbox, the rows each write operation is tested with (taken from the
// sandbox's own seeded back office), and the ledger check against the server's applied-write log.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { prepareRows } from '../../support/prepare-rows';
import type { JobResult, JobSpec } from '../../../electron/core/job/types';
import { BatchRunner, EndpointThrottle, Journal, MemorySecretStore, OpenApiClient, TokenManager, type Logger, type SecretStore } from '../../../electron/core/index';
import type { SandboxHandle } from '../../../electron/sandbox';
import { MERGE_UNSUPPORTED_PLATFORMS, OPERATIONS, type OperationId } from '../../../shared/catalogue';

export interface CoreOptions {
  timeoutMs?: number;
  chunkSize?: number;
  dir?: string;
  store?: SecretStore;
  logger?: Logger;
  fetch?: typeof fetch;
  reconcileAfterRun?: boolean;
  /** The token manager's clock (to make a token due without waiting). */
  tokenNow?: () => number;
}

export function startCore(sb: SandboxHandle, o: CoreOptions = {}) {
  const { appId, appSecret } = sb.credentials;
  const dir = o.dir ?? mkdtempSync(join(tmpdir(), 'opsdesk-core-'));
  const tokens = new TokenManager({ baseUrl: sb.baseUrl, appId, appSecret: async () => appSecret, store: o.store ?? new MemorySecretStore(), fetch: o.fetch, logger: o.logger, now: o.tokenNow });
  // Short back-offs: the tests run against a local server with little latency.
  const throttle = new EndpointThrottle({ appId, backoffBaseMs: 5, backoffMinCapMs: 20, backoffMaxCapMs: 200 });
  const client = new OpenApiClient({ baseUrl: sb.baseUrl, appId, tokens, throttle, timeoutMs: o.timeoutMs ?? 5000, fetch: o.fetch, logger: o.logger });
  const journal = new Journal(join(dir, 'journal'));
  const runner = new BatchRunner({ client, journal, chunkSize: o.chunkSize, logger: o.logger, reconcileAfterRun: o.reconcileAfterRun });
  return { dir, tokens, throttle, client, journal, runner };
}

type Rec = Record<string, unknown>;
const inspect = <T = Rec>(sb: SandboxHandle, kind: string) => sb.inspect(kind) as T[];

/** A job of `n` rows (at most) for each write operation, built from the sandbox's seeded data. */
export function specFor(sb: SandboxHandle, op: OperationId, n = 6): JobSpec {
  const stores = inspect<{ id: string; kind: string; platformCode: string; retailerFulfilment: boolean }>(sb, 'stores');
  switch (op) {
    case 'picking': {
      const lists = inspect<{ id: number; shippingListCode: string; shippingListStatus: number; pickingStatus: number }>(sb, 'shippingLists');
      const eligible = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0).slice(0, n);
      const aliases = Object.fromEntries(lists.map((l) => [l.shippingListCode, String(l.id)]));
      return { operation: op, rows: eligible.map((l) => ({ key: `pick-${l.id}`, input: String(l.id) })), context: { aliases }, label: 'picking' };
    }
    case 'cancelPairing': {
      const store = stores.find((s) => s.kind === 'chatx' && s.platformCode === '10041') as { id: string; platformCode: string };
      const parents = inspect<{ fields: { storeId: string }; children: Array<{ fields: { mskuId: string }; paired: boolean }> }>(sb, 'listings');
      const ids = parents.filter((p) => p.fields.storeId === store.id).flatMap((p) => p.children.filter((c) => c.paired).map((c) => c.fields.mskuId));
      return { operation: op, common: { platformCode: store.platformCode, storeId: store.id }, rows: ids.slice(0, n).map((id) => ({ key: `unpair-${id}`, input: id })) };
    }
    case 'videoxStock': {
      const listings = inspect<{ storeId: string; mskuId: string }>(sb, 'videox');
      const storeId = listings[0]?.storeId as string;
      const rows = listings.filter((l) => l.storeId === storeId).slice(0, n);
      return { operation: op, common: { store_id: storeId }, rows: rows.map((l, i) => ({ key: `vx-${l.mskuId}`, input: { msku_id: l.mskuId, quantity: 10 + i } })) };
    }
    case 'retailxStock': {
      const variants = inspect<{ variantUniqueId: string }>(sb, 'retailx').slice(0, n);
      return { operation: op, common: { queue_type: 1 }, rows: variants.map((v, i) => ({ key: `rx-${v.variantUniqueId}`, input: { variant_unique_id: v.variantUniqueId, adjust_value: String(20 + i) } })) };
    }
    case 'renameShipments': {
      const shipments = inspect<{ sid: string; shipmentConfirmationId: string }>(sb, 'shipments').slice(0, n);
      return {
        operation: op,
        rows: shipments.map((s, i) => ({ key: `ren-${s.shipmentConfirmationId}`, input: { sid: s.sid, shipmentConfirmationId: s.shipmentConfirmationId, shipmentName: `Renamed by test ${i}` } })),
      };
    }
    case 'cargoStorage': {
      const drafts = inspect<{ inboundOrderId: string; storeId: string; goods: Rec[]; returnAddress: Rec }>(sb, 'cargo');
      const rows = drafts.slice(0, n - 1).map((d) => ({
        key: `cargo-${d.inboundOrderId}`,
        input: { store_id: d.storeId, inbound_order_id: d.inboundOrderId, cargo_goods_list: d.goods, return_address: d.returnAddress, cargo_remark: 'updated by test' },
      }));
      const first = drafts[0] as { storeId: string; goods: Rec[]; returnAddress: Rec };
      rows.push({ key: 'cargo-new', input: { store_id: first.storeId, cargo_goods_list: first.goods, return_address: first.returnAddress, cargo_remark: 'new draft' } } as never);
      return { operation: op, rows };
    }
    case 'mergeOrders': {
      const orders = inspect<{ globalOrderNo: string; platformCode: string; storeId: string; buyerId: string; address: Rec; shipped: boolean }>(sb, 'orders');
      const groups = new Map<string, typeof orders>();
      for (const o of orders) {
        if (o.shipped || (MERGE_UNSUPPORTED_PLATFORMS as readonly string[]).includes(o.platformCode)) continue;
        const k = JSON.stringify([o.platformCode, o.storeId, o.buyerId, o.address]);
        groups.set(k, [...(groups.get(k) ?? []), o]);
      }
      // Pairs of one platform (the job's common field), each a set of its own: chunked by two or all at once,
      // every order merges.
      const byPlatform = new Map<string, string[][]>();
      for (const g of groups.values()) {
        if (g.length < 2) continue;
        const p = g[0]?.platformCode as string;
        byPlatform.set(p, [...(byPlatform.get(p) ?? []), g.slice(0, 2).map((o) => o.globalOrderNo)]);
      }
      const [platform, pairs] = [...byPlatform.entries()].sort((a, b) => b[1].length - a[1].length)[0] as [string, string[][]];
      const ids = pairs.slice(0, Math.max(1, Math.floor(n / 2))).flat();
      return { operation: op, common: { platform_code: platform }, rows: ids.map((id) => ({ key: `merge-${id}`, input: id })) };
    }
    case 'updateShipFromAddress': {
      const addresses = inspect<Rec & { sid: string; id: string }>(sb, 'addresses').slice(0, n);
      return { operation: op, rows: addresses.map((a, i) => ({ key: `addr-${a.id}`, input: { ...a, sender_name: `Sender ${i}` } })) };
    }
    default:
      throw new Error(`${op} is not a write operation`);
  }
}

export const WRITE_OPERATIONS: OperationId[] = OPERATIONS.filter((o) => o.access === 'write').map((o) => o.id);

/** How often the server applied each item key of `op`. */
export function appliedCounts(sb: SandboxHandle, op: OperationId): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of sb.appliedWrites()) if (w.operation === op) for (const k of w.appliedKeys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/**
 * The ledger holds: no item applied twice; a succeeded row applied exactly once; a failed, pending or invalid
 * row not applied; an unknown row applied at most once (and reported as unknown). Returns the counts by row key.
 */
export function expectLedger(sb: SandboxHandle, spec: JobSpec, result: JobResult): Map<string, number> {
  const counts = appliedCounts(sb, spec.operation);
  for (const [itemKey, n] of counts) expect(n, `item ${itemKey} applied ${n} times`).toBe(1);
  const itemKeyOf = new Map(prepareRows(spec.operation, spec.rows, spec.common ?? null).valid.map((r) => [r.key, r.itemKey]));
  const byRow = new Map<string, number>();
  for (const row of result.rows) {
    const n = counts.get(itemKeyOf.get(row.key) ?? '') ?? 0;
    byRow.set(row.key, n);
    if (row.status === 'succeeded') expect(n, `succeeded row ${row.key}`).toBe(1);
    else if (row.status === 'unknown') expect(n, `unknown row ${row.key}`).toBeLessThanOrEqual(1);
    else expect(n, `${row.status} row ${row.key} (${row.reason ?? ''})`).toBe(0);
  }
  return byRow;
}
