// The embedded sandbox's demo records as Settings → Sandbox lists them, read from its live state (admin
// inspect) and its applied-write log. The sandbox is another program as far as the core is concerned: what
// it hands over is parsed here, and anything unexpected is left out rather than trusted.
import { z } from 'zod';
import type { SandboxSamples, SandboxWrites } from '../../../../shared/ipc';

const id = z.union([z.string(), z.number()]).transform(String);
const shippingList = z.looseObject({ shippingListCode: z.string(), shippingListStatus: z.number(), pickingStatus: z.number() });
const store = z.looseObject({ id, name: z.string(), platformCode: id });
const child = z.looseObject({ fields: z.looseObject({ mskuId: id, storeId: id, platformCode: id }), paired: z.boolean() });
const parent = child.extend({ children: z.array(child) });
const order = z.looseObject({ globalOrderNo: id, platformCode: id, storeId: id, buyerId: id, shipped: z.boolean(), address: z.unknown() });
const videox = z.looseObject({ storeId: id, mskuId: id });
const retailx = z.looseObject({ storeId: id, variantUniqueId: id });
const shipment = z.looseObject({ sid: id, shipmentConfirmationId: id });
const address = z.looseObject({ sid: id, id });

export const appliedWrite = z.looseObject({
  seq: z.number().int(),
  at: z.string(),
  operation: z.string(),
  requestId: z.string(),
  appliedKeys: z.array(z.string()),
  rejected: z.array(z.looseObject({ key: z.string(), reason: z.string() })),
  answerDropped: z.boolean(),
});

/** The records of one kind that parse; the rest are skipped (a sandbox of another version may differ). */
function listOf<T extends z.ZodType>(value: unknown, schema: T): Array<z.output<T>> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: unknown) => {
    const parsed = schema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Records offered per group (a status of shipping lists, a store's MSKU ids…): enough for a day of trying at
 * the large demo sizes, few enough to send whole. The panel filters and folds them.
 */
const PER_GROUP = 50;

/** Up to PER_GROUP records of each store, in the sandbox's order. */
function perStore<T extends { storeId: string }>(rows: readonly T[]): T[] {
  const taken = new Map<string, number>();
  return rows.filter((r) => {
    const n = taken.get(r.storeId) ?? 0;
    taken.set(r.storeId, n + 1);
    return n < PER_GROUP;
  });
}

/** Orders of one store, buyer and address not yet shipped: the largest such group is a mergeable set. */
function mergeSamples(orders: Array<z.output<typeof order>>): Pick<SandboxSamples, 'mergeableOrders' | 'unmergeablePair'> {
  const open = orders.filter((o) => !o.shipped);
  const groups = new Map<string, string[]>();
  for (const o of open) {
    const key = JSON.stringify([o.platformCode, o.storeId, o.buyerId, o.address]);
    groups.set(key, [...(groups.get(key) ?? []), o.globalOrderNo]);
  }
  const mergeable = [...groups.values()].filter((g) => g.length >= 2).sort((a, b) => b.length - a.length)[0] ?? [];
  const first = open.find((o) => o.globalOrderNo === mergeable[0]);
  // Same platform (the request takes one), other store and buyer: the vendor finds nothing to merge.
  const other = first ? open.find((o) => o.platformCode === first.platformCode && o.storeId !== first.storeId && o.buyerId !== first.buyerId) : undefined;
  return { mergeableOrders: mergeable, unmergeablePair: first && other ? [first.globalOrderNo, other.globalOrderNo] : [] };
}

function listingSamples(stores: Array<z.output<typeof store>>, parents: Array<z.output<typeof parent>>): SandboxSamples['listings'] {
  const byStore = new Map<string, { paired: string[]; unpaired: string[] }>();
  for (const p of parents) {
    for (const c of [p, ...p.children]) {
      const at = byStore.get(c.fields.storeId) ?? { paired: [], unpaired: [] };
      const list = c.paired ? at.paired : at.unpaired;
      if (list.length < PER_GROUP && !list.includes(c.fields.mskuId)) list.push(c.fields.mskuId);
      byStore.set(c.fields.storeId, at);
    }
  }
  return stores.flatMap((s) => {
    const at = byStore.get(s.id);
    return at ? [{ storeId: s.id, storeName: s.name, platformCode: s.platformCode, ...at }] : [];
  });
}

export function sandboxSamples(inspect: (kind: string) => unknown): SandboxSamples {
  const lists = listOf(inspect('shippingLists'), shippingList);
  const byStatus = new Map<string, SandboxSamples['shippingLists']>();
  for (const l of lists) {
    const picked = l.pickingStatus === 1;
    const key = `${l.shippingListStatus}:${picked}`;
    const group = byStatus.get(key) ?? [];
    if (group.length < PER_GROUP) group.push({ code: l.shippingListCode, status: l.shippingListStatus, picked });
    byStatus.set(key, group);
  }
  return {
    available: true,
    shippingLists: [...byStatus.values()].flat().sort((a, b) => a.status - b.status || Number(a.picked) - Number(b.picked)),
    ...mergeSamples(listOf(inspect('orders'), order)),
    listings: listingSamples(listOf(inspect('stores'), store), listOf(inspect('listings'), parent)),
    videox: perStore(listOf(inspect('videox'), videox)).map((v) => ({ storeId: v.storeId, mskuId: v.mskuId })),
    retailx: perStore(listOf(inspect('retailx'), retailx)).map((v) => ({ storeId: v.storeId, variantUniqueId: v.variantUniqueId })),
    shipments: perStore(listOf(inspect('shipments'), shipment).map((x) => ({ ...x, storeId: x.sid }))).map((x) => ({ sid: x.sid, shipmentConfirmationId: x.shipmentConfirmationId })),
    addresses: perStore(listOf(inspect('addresses'), address).map((a) => ({ ...a, storeId: a.sid }))).map((a) => ({ sid: a.sid, id: a.id })),
  };
}

const SHOWN_KEYS = 20;

/** One page of the applied-write log, most recent first. */
export function sandboxWritesPage(log: unknown, offset: number, limit: number): SandboxWrites {
  const writes = listOf(log, appliedWrite).sort((a, b) => b.seq - a.seq);
  return {
    available: true,
    total: writes.length,
    writes: writes.slice(offset, offset + limit).map((w) => ({
      seq: w.seq,
      at: w.at,
      operation: w.operation,
      requestId: w.requestId,
      applied: w.appliedKeys.length,
      appliedKeys: w.appliedKeys.slice(0, SHOWN_KEYS),
      rejected: w.rejected.slice(0, SHOWN_KEYS).map((r) => ({ key: r.key, reason: r.reason.slice(0, 500) })),
      answerDropped: w.answerDropped,
    })),
  };
}
