// Reads of the shipping-lists screen: the detail of one list (keyed like every vendor read, so a finished job
// refreshes it) and what a detail answer means for the work queue.
import { queryOptions } from '@tanstack/react-query';
import { operationKey } from '../../api/keys';
import { BridgeError, type BridgeClient } from '../../bridge/client';
import { callOperation, type OperationResult } from '../../bridge/operations';

export type DetailResult = OperationResult<'shippingDetail'>;
export type ShippingDetail = NonNullable<DetailResult['data']>;
export type GoodsLine = ShippingDetail['goodsExtDetails'][number];
export type HeadLegLine = ShippingDetail['firstLetListResponseList'][number];
export type LogisticsRecord = ShippingDetail['logisticsDetails'][number];
export type Accessory = ShippingDetail['accessoriesDetails'][number];

/** Performance marks the bench reads: the answer is in hand, then the detail is on screen. */
export const DETAIL_MARKS = { data: 'opsdesk:shipping-detail:data', rendered: 'opsdesk:shipping-detail:rendered' } as const;

export function detailQuery(bridge: BridgeClient, code: string) {
  const input = { shippingListCode: code };
  return queryOptions({
    queryKey: operationKey('shippingDetail', input),
    queryFn: async () => {
      const result = await callOperation(bridge, 'shippingDetail', input);
      performance.mark(DETAIL_MARKS.data, { detail: code });
      return result;
    },
    // A code the vendor does not know stays unknown: asking again on every focus would only cost quota.
    retry: false,
  });
}

export type DetailState =
  | { kind: 'loading' }
  | { kind: 'found'; detail: ShippingDetail }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown };

const NOT_FOUND = /not\s*found|不存在/i;

/** The vendor answers an unknown code with code 500 and "shipping list not found" (vendor notes §6). */
export function isNotFound(result: DetailResult): boolean {
  return !result.ok && [result.envelope.message, ...result.envelope.errorDetails].some((t) => NOT_FOUND.test(t));
}

export function detailState(q: { data?: DetailResult; error: unknown; isPending: boolean }): DetailState {
  if (q.error) {
    if (q.error instanceof BridgeError && NOT_FOUND.test(JSON.stringify(q.error.details))) return { kind: 'notFound' };
    return { kind: 'error', error: q.error };
  }
  if (q.isPending || !q.data) return { kind: 'loading' };
  if (q.data.ok && q.data.data) return { kind: 'found', detail: q.data.data };
  if (isNotFound(q.data)) return { kind: 'notFound' };
  return { kind: 'error', error: new BridgeError({ code: q.data.envelope.code, message: q.data.envelope.message, details: { vendorMessage: q.data.envelope.message, errorDetails: q.data.envelope.errorDetails } }) };
}

// The bridge's plain-JSON typing widens an optional nested object to any JSON value; these narrow it back.
export type GoodsTotals = Extract<ShippingDetail['goodsTotalData'], { mskuCount: unknown }>;
export type SpecInfo = Extract<GoodsLine['specInfo'], { boxGaugeList: unknown }>;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const goodsTotals = (d: ShippingDetail): GoodsTotals | null => (isRecord(d.goodsTotalData) && 'mskuCount' in d.goodsTotalData ? (d.goodsTotalData as GoodsTotals) : null);
export const boxGauges = (g: GoodsLine): SpecInfo['boxGaugeList'] =>
  isRecord(g.specInfo) && Array.isArray(g.specInfo.boxGaugeList) ? (g.specInfo as SpecInfo).boxGaugeList : [];
