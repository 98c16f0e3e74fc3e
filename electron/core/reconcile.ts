// Settling unknown outcomes by reading state back (there are no idempotency keys). The catalogue entry says
// whether and how (`reconcile`: the read, what it is asked by, the fact that means applied); this file holds one
// reader per such fact: picking → the shipping list's pickingStatus; un-pairing → the listing's pairing status.
// Operations without `reconcile` (rename, the stock changes, ...) leave their unknown rows to the user.
import { CANCEL_PAIRING_PLATFORMS, getOperation, type ChatxListData, type NormaliseContext, type OperationId, type ReconcileDef } from '../../shared/catalogue';
import type { OpenApiClient } from './client';
import { isOpenApiError } from './errors';

export interface ReconcileTarget {
  common: Record<string, unknown> | null;
  context: NormaliseContext | null;
  /** Unknown rows: the row key and the catalogue item key (what the operation was sent). */
  rows: ReadonlyArray<{ key: string; itemKey: string }>;
}

/** applied: true = the change holds, false = it does not (safe to send again), null = cannot tell. */
export interface Verdict {
  key: string;
  applied: boolean | null;
  reason: string;
}

/** Anything that can call an operation the way OpenApiClient does. */
export type OperationCaller = Pick<OpenApiClient, 'call'> & Partial<Pick<OpenApiClient, 'warmUp'>>;

export type Reconciler = (client: OperationCaller, target: ReconcileTarget, signal?: AbortSignal) => Promise<Verdict[]>;

export function reconcilerFor(operation: OperationId): Reconciler | null {
  const def = getOperation(operation).reconcile;
  return def ? READERS[def.applied] : null;
}

function failureText(err: unknown): string {
  return isOpenApiError(err) ? err.messageFor('en') : err instanceof Error ? err.message : String(err);
}

/** Picking sends ids; the detail query takes the shipping-list code, known from the job's aliases (code → id). */
const reconcilePicking: Reconciler = async (client, target, signal) => {
  const codeOf = new Map<string, string>();
  for (const [code, id] of Object.entries(target.context?.aliases ?? {})) codeOf.set(id, code);
  const out: Verdict[] = [];
  for (const row of target.rows) {
    const code = codeOf.get(row.itemKey);
    if (code === undefined) {
      out.push({ key: row.key, applied: null, reason: 'no shipping-list code is known for this id, so its detail cannot be read; check it in the back office' });
      continue;
    }
    try {
      const res = await client.call('shippingDetail', { shippingListCode: code }, { signal, priority: 'interactive' });
      const detail = res.data;
      if (!detail || (detail.id !== null && detail.id !== row.itemKey)) {
        out.push({ key: row.key, applied: null, reason: `the detail of ${code} does not describe shipping list ${row.itemKey}` });
      } else if (detail.pickingStatus === 1) {
        out.push({ key: row.key, applied: true, reason: `reconciled: shipping list ${code} reads as picked` });
      } else {
        out.push({ key: row.key, applied: false, reason: `reconciled: shipping list ${code} reads as not picked (pickingStatus ${String(detail.pickingStatus)}); safe to send again` });
      }
    } catch (err) {
      out.push({ key: row.key, applied: null, reason: `the detail could not be read: ${failureText(err)}` });
    }
  }
  return out;
};

const PAGE = 200;

/**
 * Un-pairing: list the store's records by the ids sent, among paired and among unpaired ones. Child records
 * are matched one by one (isParent 0); a parent query also matches through its children, so a parent id is
 * only decided when it shows up on one side alone.
 */
const reconcileUnpairing: Reconciler = async (client, target, signal) => {
  const platform = String(target.common?.platformCode ?? '');
  const storeId = target.common?.storeId;
  const kind = CANCEL_PAIRING_PLATFORMS[platform];
  const searchField = kind === 'MSKU ID' ? '2' : kind === 'MSKU' ? '1' : null;
  if (searchField === null || (typeof storeId !== 'string' && typeof storeId !== 'number')) {
    return target.rows.map((r) => ({
      key: r.key,
      applied: null,
      reason: `no read can tell the pairing of a ${kind ?? 'listing'} id for platform ${platform}; check it in the back office`,
    }));
  }
  const out: Verdict[] = [];
  for (let i = 0; i < target.rows.length; i += PAGE) {
    const rows = target.rows.slice(i, i + PAGE);
    const query = (ids: string[], isParent: 0 | 1, pairingStatus: 0 | 1) =>
      findListings(client, { storeId: String(storeId), searchField, ids, isParent, pairingStatus }, signal);
    try {
      const ids = rows.map((r) => r.itemKey);
      const childPaired = await query(ids, 0, 1);
      const childUnpaired = await query(ids, 0, 0);
      const rest = ids.filter((id) => !childPaired.has(id) && !childUnpaired.has(id));
      const parentPaired = rest.length > 0 ? await query(rest, 1, 1) : new Set<string>();
      const parentUnpaired = rest.length > 0 ? await query(rest, 1, 0) : new Set<string>();
      const paired = new Set([...childPaired, ...parentPaired]);
      const unpaired = new Set([...childUnpaired, ...parentUnpaired]);
      for (const r of rows) {
        if (paired.has(r.itemKey) && !unpaired.has(r.itemKey)) {
          out.push({ key: r.key, applied: false, reason: 'reconciled: the listing still reads as paired; safe to send again' });
        } else if (unpaired.has(r.itemKey) && !paired.has(r.itemKey)) {
          out.push({ key: r.key, applied: true, reason: 'reconciled: the listing reads as unpaired' });
        } else {
          out.push({ key: r.key, applied: null, reason: 'the listing\'s own pairing cannot be told by this id; check it in the back office' });
        }
      }
    } catch (err) {
      for (const r of rows) out.push({ key: r.key, applied: null, reason: `the listings could not be read: ${failureText(err)}` });
    }
  }
  return out;
};

/** The ids among `ids` whose own record (not a child of it, at parent level) the query returns. */
async function findListings(
  client: OperationCaller,
  q: { storeId: string; searchField: '1' | '2'; ids: string[]; isParent: 0 | 1; pairingStatus: 0 | 1 },
  signal?: AbortSignal,
): Promise<Set<string>> {
  const wanted = new Set(q.ids);
  const found = new Set<string>();
  for (let offset = 0; ; offset += PAGE) {
    const res = await client.call(
      'chatxList',
      { storeIds: [q.storeId], isParent: q.isParent, searchField: q.searchField, searchValues: q.ids, pairingStatus: q.pairingStatus, length: PAGE, offset },
      { signal, priority: 'interactive' },
    );
    const data: ChatxListData | null = res.data;
    const list = data?.list ?? [];
    for (const rec of list) {
      const value = q.searchField === '2' ? rec.mskuId : rec.msku;
      if (value !== null && wanted.has(value)) found.add(value);
    }
    if (list.length < PAGE || offset + PAGE >= (data?.count ?? 0)) return found;
  }
}

const READERS: Readonly<Record<ReconcileDef['applied'], Reconciler>> = {
  'shipping-list-picked': reconcilePicking,
  'listing-unpaired': reconcileUnpairing,
};
