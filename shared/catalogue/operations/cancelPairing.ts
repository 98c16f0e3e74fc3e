import { z } from 'zod';
import { outcomesFromFailures } from '../envelope';
import { toId, toText } from '../response-readers';
import { identifier, idNumber, list, need, SHORTENED_NUMBER } from '../fields';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';
import { issue } from '../issue-codes';

/** Platforms served by un-pairing by MSKU ID, and which product-page field an element of mskuIdList is (spec 4.4). */
export const CANCEL_PAIRING_PLATFORMS: Readonly<Record<string, 'MSKU ID' | 'product ID' | 'variant ID' | 'MSKU'>> = {
  ...Object.fromEntries(
    ['10041', '10005', '10029', '10030', '10031', '10036', '10026', '10021', '10027', '10028', '10022', '10024', '10011', '10032'].map(
      (p) => [p, 'MSKU ID' as const],
    ),
  ),
  '10020': 'product ID',
  '10013': 'product ID',
  '10007': 'variant ID',
  '10002': 'variant ID',
  '10025': 'MSKU',
};

export interface CancelPairingData {
  /** Pairings cancelled (the envelope total). */
  cancelled: number | null;
}

const MAX = 200;
// Elements are ids for most platforms but an MSKU (free text) for 10025, so they are validated as text here.
const item = identifier(
  z
    .string({ error: need('notText') })
    .refine((s) => s.trim() !== '', issue('blank'))
    .refine((s) => !SHORTENED_NUMBER.test(s), issue('idScientific')),
);
const request = z.object({
  mskuIdList: list(item, MAX),
  // An empty field is a missing one, not a platform the operation does not serve.
  platformCode: z
    .string({ error: need('platformCode') })
    .refine((p) => p.trim() !== '', { ...issue('required'), abort: true })
    .refine((p) => p in CANCEL_PAIRING_PLATFORMS, issue('platformNotUnpairable')),
  storeId: idNumber(),
});

/**
 * error_details entries: "<id>: <reason>" strings, or objects naming the id. An MSKU (platform 10025) may hold
 * spaces or colons itself, so a string is matched against the ids sent (longest first) before it is split.
 */
function detailToFailure(entry: unknown, keysLongestFirst: readonly string[]): { ref: string; reason: string } {
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    const obj = entry as Record<string, unknown>;
    const idField = obj.mskuId ?? obj.msku_id ?? obj.msku ?? obj.id;
    return { ref: toId(idField) ?? toText(idField), reason: toText(obj.reason ?? obj.message ?? obj.msg) || 'failed' };
  }
  const text = toText(entry);
  for (const key of keysLongestFirst) {
    const rest = text.startsWith(key) ? text.slice(key.length) : null;
    const m = rest === null ? null : /^\s*[:：]\s*(.*)$/s.exec(rest);
    if (m) return { ref: key, reason: m[1] || 'failed' };
  }
  const m = /^\s*([^:：\s]+)\s*[:：]\s*(.*)$/s.exec(text);
  if (m && m[1] !== undefined) return { ref: m[1], reason: m[2] || 'failed' };
  return { ref: text, reason: text };
}

export const cancelPairing = defineOperation({
  id: 'cancelPairing',
  section: '4.4',
  title: { en: 'Un-pair listings by MSKU ID', zh: '按 MSKU ID 批量取消配对' },
  path: '/mp/listing/open/cancelPairByMskuId',
  bodyKind: 'json',
  capacity: 1,
  access: 'write',
  successCodes: ['0'],
  request,
  batch: { kind: 'list', field: 'mskuIdList', max: MAX, item, itemKey: (id: string) => id.trim() },
  reconcile: { read: 'chatxList', by: 'item-key', applied: 'listing-unpaired' },
  // An id names a pairing of one store on one platform.
  ledger: { scope: ['storeId', 'platformCode'] },
  normalise({ envelope, details }, body, ctx): NormalisedResult<CancelPairingData> {
    const keys = body.mskuIdList.map((s) => s.trim());
    const longestFirst = [...keys].sort((a, b) => b.length - a.length);
    const failures = details.map((d) => detailToFailure(d, longestFirst));
    const outcome = outcomesFromFailures(keys, failures, ctx);
    return { envelope, ok: true, ...outcome, data: { cancelled: envelope.total } };
  },
});
