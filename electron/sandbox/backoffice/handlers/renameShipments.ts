// 4.11 batch rename of inbound shipments (notes §6): each element on its own; an unknown sid/confirmation id
// fails with "shipment not found"; names must be 1–100 characters.
import { itemKeys, LIST_MAX } from '../vendor-rules';
import { businessEnvelope, SUCCESS_TEXT } from '../envelope';
import { exactId } from '../exact';
import { at, objectAt, requiredId, requiredList, requiredText } from '../shape';
import { AppliedLog, type Handler } from './types';

export const SHIPMENT_NOT_FOUND = 'shipment not found';
export const NAME_LENGTH_REASON = 'shipmentName must be 1 to 100 characters';

export const handleRenameShipments: Handler = (body, env) => {
  const rows = requiredList(body, 'inboundShipmentNameReqList', LIST_MAX).map((v, i) => {
    const path = at('inboundShipmentNameReqList', i);
    const o = objectAt(v, path);
    return {
      sid: requiredId(o, 'sid', path),
      shipmentConfirmationId: requiredText(o, 'shipmentConfirmationId', path),
      shipmentName: requiredText(o, 'shipmentName', path),
    };
  });
  const log = new AppliedLog();
  const resultList = rows.map((row) => {
    const key = itemKeys.rename(row);
    const shipment = env.state.shipments.find(
      (s) => s.sid === row.sid && s.shipmentConfirmationId === row.shipmentConfirmationId.trim(),
    );
    const name = row.shipmentName;
    const error = !shipment ? SHIPMENT_NOT_FOUND : name.trim() === '' || name.length > 100 ? NAME_LENGTH_REASON : null;
    if (shipment && error === null) {
      shipment.shipmentName = name;
      log.ok(key);
    } else {
      log.fail(key, error ?? SHIPMENT_NOT_FOUND);
    }
    return { sid: exactId(row.sid), shipmentConfirmationId: row.shipmentConfirmationId, shipmentName: name, success: error === null, errorMsg: error };
  });
  const data = { successNum: log.appliedKeys.length, failNum: log.rejected.length, resultList };
  return { envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, data, total: rows.length }), applied: log };
};
