import { z } from 'zod';
import { count, id, str, successFlag, toCount, unwrapData } from '../response-readers';
import { identifierText, idNumber, list, text } from '../fields';
import { defineOperation } from '../define';
import type { ItemOutcome, NormalisedResult } from '../types';

export interface RenameShipmentsData {
  successNum: number | null;
  failNum: number | null;
}

const MAX = 200;
const item = z.object({
  sid: idNumber(),
  shipmentConfirmationId: identifierText({ max: 100 }),
  shipmentName: text({ min: 1, max: 100 }),
});
type Item = z.output<typeof item>;
const request = z.object({ inboundShipmentNameReqList: list(item, MAX) });

export const renameItemKey = (i: { sid: { toString(): string } | string; shipmentConfirmationId: string }) =>
  `${String(i.sid)}:${i.shipmentConfirmationId}`;

const result = z.looseObject({
  sid: id,
  shipmentConfirmationId: str,
  shipmentName: str,
  success: successFlag,
  errorMsg: str,
});
const data = z.looseObject({ successNum: count, failNum: count, resultList: z.array(result).nullish() });

export const renameShipments = defineOperation({
  id: 'renameShipments',
  section: '4.11',
  title: { en: 'Rename inbound shipments', zh: '批量修改货件名称' },
  path: '/mktStaServer/openapi/inbound-shipment/updateShipmentNameBatch',
  bodyKind: 'json',
  capacity: 1,
  access: 'write',
  successCodes: ['0'],
  request,
  batch: { kind: 'list', field: 'inboundShipmentNameReqList', max: MAX, item, itemKey: (i: Item) => renameItemKey(i) },
  normalise({ envelope, data: rawData }, body): NormalisedResult<RenameShipmentsData> {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const results = parsed.success ? (parsed.data.resultList ?? []) : [];
    const byKey = new Map<string, (typeof results)[number]>();
    for (const r of results) byKey.set(`${r.sid ?? '?'}:${r.shipmentConfirmationId ?? '?'}`, r);
    const keys = new Set<string>();
    const items: ItemOutcome[] = body.inboundShipmentNameReqList.map((row) => {
      const key = renameItemKey(row);
      keys.add(key);
      const r = byKey.get(key);
      if (r === undefined) return { key, ok: false, uncertain: true, reason: 'the answer has no entry for this shipment', reasonCode: 'ITEM_NO_ENTRY' };
      const ok = r.success;
      return ok ? { key, ok: true, reason: null } : { key, ok: false, reason: r.errorMsg ?? 'rejected (no reason given)', ...(r.errorMsg ? {} : { reasonCode: 'ITEM_NO_REASON' as const }) };
    });
    const unmatched = [...byKey.entries()].filter(([k]) => !keys.has(k)).map(([ref, r]) => ({ ref, reason: r.errorMsg ?? 'unexpected entry' }));
    return {
      envelope,
      ok: true,
      items,
      unmatched,
      data: { successNum: parsed.success ? parsed.data.successNum : null, failNum: parsed.success ? toCount(parsed.data.failNum) : null },
    };
  },
});
