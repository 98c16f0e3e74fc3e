// Planning an un-pairing (spec §4.4) from the selected table lines: the id each platform expects, one request
// per store and platform, and the lines refused before anything is sent (with the reason).
import { CANCEL_PAIRING_PLATFORMS } from '../../../../shared/catalogue';
import type { ChildRecord } from './types';

export type PairingField = (typeof CANCEL_PAIRING_PLATFORMS)[string];

export type RefusalReason = 'unsupported-platform' | 'no-store' | 'no-id' | 'variant-id-unknown';

export interface UnpairItem {
  rowId: string;
  /** What is sent in mskuIdList (also the job row's key). */
  id: string;
  msku: string | null;
}

export interface UnpairGroup {
  storeId: string;
  storeName: string;
  platformCode: string;
  field: PairingField;
  items: UnpairItem[];
}

export interface UnpairRefusal {
  rowId: string;
  msku: string | null;
  platformCode: string | null;
  reason: RefusalReason;
}

export interface UnpairPlan {
  groups: UnpairGroup[];
  refused: UnpairRefusal[];
}

export const pairingFieldOf = (platformCode: string | null): PairingField | undefined =>
  platformCode === null ? undefined : CANCEL_PAIRING_PLATFORMS[platformCode.trim()];

/**
 * The record's value for the product-page field the platform names. A listing record (§2.4) has no variant
 * ID, so platforms that want one are refused rather than sent a guess.
 */
function idFor(record: ChildRecord, field: PairingField): string | null {
  const v = field === 'MSKU ID' ? record.mskuId : field === 'product ID' ? record.productId : field === 'MSKU' ? record.msku : null;
  return v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();
}

export function planUnpair(lines: ReadonlyArray<{ rowId: string; record: ChildRecord }>): UnpairPlan {
  const groups = new Map<string, UnpairGroup>();
  const refused: UnpairRefusal[] = [];
  for (const { rowId, record } of lines) {
    const platformCode = record.platformCode?.trim() || null;
    const refuse = (reason: RefusalReason) => refused.push({ rowId, msku: record.msku, platformCode, reason });
    const field = pairingFieldOf(platformCode);
    if (platformCode === null || field === undefined) {
      refuse('unsupported-platform');
      continue;
    }
    if (field === 'variant ID') {
      refuse('variant-id-unknown');
      continue;
    }
    if (!record.storeId) {
      refuse('no-store');
      continue;
    }
    const id = idFor(record, field);
    if (id === null) {
      refuse('no-id');
      continue;
    }
    const key = `${record.storeId}|${platformCode}`;
    let group = groups.get(key);
    if (!group) {
      group = { storeId: record.storeId, storeName: record.storeName ?? record.storeId, platformCode, field, items: [] };
      groups.set(key, group);
    }
    // The same id twice in one request would be one pairing: sent once.
    if (!group.items.some((i) => i.id === id)) group.items.push({ rowId, id, msku: record.msku });
  }
  return { groups: [...groups.values()], refused };
}

export interface PastedUnpair {
  storeId: string;
  platformCode: string;
  /** The grid's rows with their id (what the user pasted: already the field the platform names). */
  items: ReadonlyArray<{ rowId: string; id: string }>;
}

/** Why pasted ids cannot be sent at all (the form shows it at its field), or null. */
export function pastedRefusal(input: Omit<PastedUnpair, 'items'>): Extract<RefusalReason, 'unsupported-platform' | 'no-store'> | null {
  if (pairingFieldOf(input.platformCode) === undefined) return 'unsupported-platform';
  if (input.storeId.trim() === '') return 'no-store';
  return null;
}

/**
 * Planning ids pasted into the id grid: one request for the store and platform given, each id once. The user
 * pastes the platform's own field (variant IDs included), so nothing is looked up; an unsupported platform or
 * a missing store refuses every id.
 */
export function planPastedUnpair(input: PastedUnpair): UnpairPlan {
  const platformCode = input.platformCode.trim();
  const storeId = input.storeId.trim();
  const reason = pastedRefusal({ storeId, platformCode });
  const field = pairingFieldOf(platformCode);
  if (reason !== null || field === undefined) {
    return { groups: [], refused: input.items.map((i) => ({ rowId: i.rowId, msku: i.id, platformCode: platformCode || null, reason: reason ?? 'unsupported-platform' })) };
  }
  const items: UnpairItem[] = [];
  for (const { rowId, id } of input.items) {
    const trimmed = id.trim();
    if (trimmed !== '' && !items.some((i) => i.id === trimmed)) items.push({ rowId, id: trimmed, msku: null });
  }
  return { groups: items.length > 0 ? [{ storeId, storeName: storeId, platformCode, field, items }] : [], refused: [] };
}
