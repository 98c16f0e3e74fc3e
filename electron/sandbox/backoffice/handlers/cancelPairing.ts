// 4.4 un-pairing by MSKU ID (notes §6): platforms outside the spec's table are refused with code 500 naming the
// un-pairing-by-MSKU operation; ids not found or not paired are listed in error_details as "<id>: <reason>"
// while the code stays 0; total = pairings cancelled.
import { CANCEL_PAIRING_FIELD, LIST_MAX } from '../vendor-rules';
import { businessEnvelope, BusinessRejection, SUCCESS_TEXT } from '../envelope';
import { at, requiredId, requiredList, requiredText, textAt } from '../shape';
import { pairablesOf } from './pairables';
import { AppliedLog, type Handler } from './types';

export const handleCancelPairing: Handler = (body, env) => {
  const ids = requiredList(body, 'mskuIdList', LIST_MAX).map((v, i) => textAt(v, at('mskuIdList', i)).trim());
  const platformCode = requiredText(body, 'platformCode').trim();
  const storeId = requiredId(body, 'storeId');
  const field = CANCEL_PAIRING_FIELD[platformCode];
  if (field === undefined) {
    throw new BusinessRejection(
      `platformCode ${platformCode} is not served by un-pairing by MSKU ID; use the un-pairing by MSKU operation for this platform`,
    );
  }
  const store = env.state.storeById.get(storeId);
  if (!store) throw new BusinessRejection(`store ${storeId} not found`);
  if (store.platformCode !== platformCode) throw new BusinessRejection(`store ${storeId} is not a store of platform ${platformCode}`);

  const pairables = pairablesOf(env.state, store, field);
  const log = new AppliedLog();
  const details: string[] = [];
  const fail = (id: string, reason: string) => {
    details.push(`${id}: ${reason}`);
    log.fail(id, reason);
  };
  for (const id of ids) {
    const record = pairables.get(id);
    if (!record) fail(id, `no listing with this ${field} in the store`);
    else if (!record.paired) fail(id, 'not paired');
    else {
      record.unpair();
      log.ok(id);
    }
  }
  return {
    envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, errorDetails: details, data: {}, total: log.appliedKeys.length }),
    applied: log,
  };
};
