// 4.5 videox stock change (notes §6): one queue entry per element with success 1/0 and error_msg; accepted
// entries get a queue_id and set availableNumber in the warehouse after the apply delay; an omitted
// warehouse_id means the store's default warehouse. Success is code 1.
import { itemKeys, LIST_MAX } from '../vendor-rules';
import { BusinessRejection, videoxEnvelope, SUCCESS_TEXT } from '../envelope';
import { videoxKey } from '../model';
import { at, objectAt, requiredId, requiredInt, requiredList, requiredText, textAt } from '../shape';
import { AppliedLog, type Handler } from './types';

interface Row {
  msku_id: string;
  quantity: number;
  /** Absent (undefined) when the element gave none: the row key then has no `@warehouse`. */
  warehouse_id: string | undefined;
}

function readRow(value: unknown, i: number): Row {
  const path = at('queue_list', i);
  const o = objectAt(value, path);
  const wh = o.warehouse_id;
  return {
    msku_id: requiredText(o, 'msku_id', path).trim(),
    quantity: requiredInt(o, 'quantity', path),
    // An empty warehouse_id reads as "not given", like an absent one.
    warehouse_id: wh === undefined || wh === null || wh === '' ? undefined : textAt(wh, at(path, 'warehouse_id')).trim(),
  };
}

export const handleVideoxStock: Handler = (body, env) => {
  const rows = requiredList(body, 'queue_list', LIST_MAX).map(readRow);
  const storeId = requiredId(body, 'store_id');
  const { state } = env;
  const store = state.storeById.get(storeId);
  if (!store || store.kind !== 'videox') throw new BusinessRejection(`store ${storeId} is not a videox store`);
  const defaultWarehouse = store.warehouses.find((w) => w.isDefault)?.id ?? '';
  const log = new AppliedLog();
  const queue = rows.map((row) => {
    const key = itemKeys.videox(row);
    const warehouseId = row.warehouse_id ?? defaultWarehouse;
    const listing = state.videoxByKey.get(videoxKey(store.id, row.msku_id));
    const error = !listing
      ? 'msku_id not found in the store'
      : row.quantity < 0
        ? 'quantity must be >= 0'
        : !store.warehouses.some((w) => w.id === warehouseId)
          ? `warehouse_id ${warehouseId} not found in the store`
          : null;
    // Literal entries, not spreads of a shared base: a spread costs more than the rest of the row's work.
    if (error !== null || !listing) {
      log.fail(key, error ?? 'rejected');
      return { msku_id: row.msku_id, warehouse_id: warehouseId, quantity: row.quantity, success: 0, error_msg: error, queue_id: '' };
    }
    const queueId = String(9_100_000_000 + ++state.counters.queueId);
    const quantity = row.quantity;
    state.pendingStock.schedule({
      target: `videox:${videoxKey(store.id, row.msku_id)}@${warehouseId}`,
      value: quantity,
      applyAt: env.clockMs + env.applyDelayMs,
      apply: () => {
        listing.stock[warehouseId] = quantity;
      },
    });
    log.ok(key);
    return { msku_id: row.msku_id, warehouse_id: warehouseId, quantity, success: 1, error_msg: '', queue_id: queueId };
  });
  const data = { queue_list: queue, traceId: env.ctx.requestId, success: true };
  return { envelope: videoxEnvelope(env.ctx, { code: 1, message: SUCCESS_TEXT.plain, data }), applied: log };
};
