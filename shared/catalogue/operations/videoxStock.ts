import { z } from 'zod';
import { count, id, str, successFlag, toCount, toFlag, toId, toText as textOf, unwrapData } from '../response-readers';
import { identifierText, idNumber, int, list, optionalIdentifierText } from '../fields';
import { defineOperation } from '../define';
import type { ItemOutcome, NormalisedResult } from '../types';

export interface VideoxQueueEntry {
  mskuId: string | null;
  warehouseId: string | null;
  quantity: number | null;
  success: boolean;
  errorMsg: string | null;
  queueId: string | null;
}
export interface VideoxStockData {
  queue: VideoxQueueEntry[];
  traceId: string | null;
}

const MAX = 200;
const item = z.object({
  // Platform SKU ids and warehouse ids are strings in the spec; they are not always digits.
  msku_id: identifierText({ max: 100 }).transform((s) => s.trim()),
  quantity: int({ min: 0 }),
  warehouse_id: optionalIdentifierText({ max: 100 }),
});
type Item = z.output<typeof item>;
const request = z.object({ store_id: idNumber(), queue_list: list(item, MAX) });

const entry = z.looseObject({
  msku_id: id,
  warehouse_id: id,
  quantity: count,
  success: successFlag,
  error_msg: str,
  queue_id: id,
});
const data = z.looseObject({ queue_list: z.array(entry).nullish(), traceId: str });
type Entry = z.output<typeof entry>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const toText = (v: unknown): string | null => (v === null || v === undefined ? null : textOf(v));

/**
 * What `data.safeParse` gives for the usual answer (an object whose queue, if any, is an array of objects), read
 * without zod: a chunk's answer has 200 entries, and zod's copy of each was most of a chunk's normalising. The
 * field readers are the zod schema's own (response-readers.ts); anything else is zod's to judge.
 */
function readData(raw: unknown): { queue_list: Entry[] | null | undefined; traceId: string | null } | null {
  if (!isObject(raw)) return null;
  const list = raw.queue_list;
  if (list !== null && list !== undefined && !Array.isArray(list)) return null;
  let queue: Entry[] | null | undefined = list as null | undefined;
  if (Array.isArray(list)) {
    queue = [];
    for (const e of list as unknown[]) {
      if (!isObject(e)) return null;
      queue.push({
        msku_id: toId(e.msku_id),
        warehouse_id: toId(e.warehouse_id),
        quantity: toCount(e.quantity),
        success: toFlag(e.success) === true,
        error_msg: toText(e.error_msg),
        queue_id: toId(e.queue_id),
      });
    }
  }
  return { queue_list: queue, traceId: toText(raw.traceId) };
}

/** The answer's `data` as the schema reads it (exported for the test that holds the two readers equal). */
export function readVideoxData(raw: unknown): { success: true; data: { queue_list?: Entry[] | null; traceId: string | null } } | { success: false } {
  const fast = readData(raw);
  if (fast) return { success: true, data: fast };
  const parsed = data.safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}

/** The zod schema alone (the test compares `readVideoxData` against it). */
export const videoxDataSchema = data;

/** Ids and codes as most files hold them: letters, digits, `_`, `-`, `.` (no space to trim, no `E+`), 1–100 long. */
const PLAIN_ID = /^[\w.-]{1,100}$/;
/** Digits only, at most 15: always a safe integer (≥ 0), read by `int` as `Number(v)`. */
const PLAIN_COUNT = /^\d{1,15}$/;
const ITEM_KEYS = new Set(['msku_id', 'quantity', 'warehouse_id']);

/** The quantity as `int({ min: 0 })` gives it for plain text of 1–15 digits or a safe integer ≥ 0 (kept as it is); else null. */
function plainCount(v: unknown): number | null {
  if (typeof v === 'string') return PLAIN_COUNT.test(v) ? Number(v) : null;
  // A number is what `int` returns unchanged when it is a safe integer not below 0 (-0 included, as `int` keeps it).
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;
}

/**
 * What `item.safeParse(input).data` gives for the usual row (each field plain text `int`, `identifierText` and
 * `optionalIdentifierText` take unchanged but for `quantity`'s `Number`, or a quantity that is already a safe
 * integer ≥ 0, as a caller or a spreadsheet's number cell hands it; no other key), read without zod: a
 * 100,000-row sync checks every row, and zod's checks were most of its plan (and of a job's start). Anything else
 * (a blank or padded cell, a sign, a decimal, full-width digits, a negative or fractional number, an absent
 * field…) is null: zod's to judge and to word.
 */
export function plainVideoxItem(input: unknown): { msku_id: string; quantity: number; warehouse_id?: string } | null {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return null;
  for (const k in input) if (!ITEM_KEYS.has(k)) return null;
  const { msku_id: msku, quantity: raw, warehouse_id: warehouse } = input as Record<string, unknown>;
  if (typeof msku !== 'string' || !PLAIN_ID.test(msku)) return null;
  const quantity = plainCount(raw);
  if (quantity === null) return null;
  if (!Object.hasOwn(input, 'warehouse_id')) return { msku_id: msku, quantity };
  if (typeof warehouse !== 'string' || !PLAIN_ID.test(warehouse)) return null;
  return { msku_id: msku, quantity, warehouse_id: warehouse };
}

/** Row key: one MSKU may be set in several warehouses within one batch. */
export const videoxItemKey = (i: Item) => (i.warehouse_id ? `${i.msku_id}@${i.warehouse_id}` : i.msku_id);

export const videoxStock = defineOperation({
  id: 'videoxStock',
  section: '4.5',
  title: { en: 'Change stock (videox)', zh: '修改在线产品可用库存（videox）' },
  path: '/xl-mp-listing-api/open/videox/createPublishQueue',
  bodyKind: 'json',
  // Not shown in spec §8; vendor notes §4 fix it at 1 until known.
  capacity: 1,
  access: 'write',
  // This operation answers code 1 on success; 0 is the service-wide success code.
  successCodes: ['1', '0'],
  request,
  batch: { kind: 'list', field: 'queue_list', max: MAX, item, itemKey: videoxItemKey, plain: plainVideoxItem },
  // An MSKU id names an item within its store.
  ledger: { scope: ['store_id'] },
  normalise({ envelope, data: rawData }, body): NormalisedResult<VideoxStockData> {
    const parsed = readVideoxData(unwrapData(rawData) ?? {});
    const queue: VideoxQueueEntry[] = (parsed.success ? (parsed.data.queue_list ?? []) : []).map((e) => ({
      mskuId: e.msku_id,
      warehouseId: e.warehouse_id,
      quantity: e.quantity,
      success: e.success,
      errorMsg: e.error_msg === '' ? null : e.error_msg,
      queueId: e.queue_id,
    }));
    // Entries come back per element; an omitted warehouse_id comes back filled with the default warehouse.
    // Entries by msku id, in answer order: a row takes the first unused entry of its id (and warehouse), as a
    // scan of the whole answer would, without 200 × 200 comparisons per chunk.
    const used = new Set<number>();
    const byMsku = new Map<unknown, number[]>();
    queue.forEach((q, i) => {
      const list = byMsku.get(q.mskuId);
      if (list) list.push(i);
      else byMsku.set(q.mskuId, [i]);
    });
    const items: ItemOutcome[] = body.queue_list.map((row) => {
      const key = videoxItemKey(row);
      const idx =
        byMsku.get(row.msku_id)?.find((i) => !used.has(i) && (row.warehouse_id === undefined || (queue[i] as VideoxQueueEntry).warehouseId === row.warehouse_id)) ?? -1;
      if (idx < 0) return { key, ok: false, uncertain: true, reason: 'the answer has no entry for this row', reasonCode: 'ITEM_NO_ENTRY' };
      used.add(idx);
      const q = queue[idx] as VideoxQueueEntry;
      const info: Record<string, string> = {};
      if (q.queueId) info.queueId = q.queueId;
      if (q.warehouseId) info.warehouseId = q.warehouseId;
      return q.success
        ? { key, ok: true, reason: null, info }
        : { key, ok: false, reason: q.errorMsg ?? 'rejected (no reason given)', info, ...(q.errorMsg ? {} : { reasonCode: 'ITEM_NO_REASON' as const }) };
    });
    const unmatched = queue
      .filter((_, i) => !used.has(i))
      .map((q) => ({ ref: q.mskuId ?? '?', reason: q.errorMsg ?? (q.success ? 'accepted' : 'rejected') }));
    return { envelope, ok: true, items, unmatched, data: { queue, traceId: parsed.success ? parsed.data.traceId : null } };
  },
});
