// 4.3 picking (notes §6): only lists awaiting shipment (status 1) and not yet picked succeed and become
// picked; every other id fails with the vendor's reason, named by its shipping-list code.
import { businessEnvelope, SUCCESS_TEXT } from '../envelope';
import { PICKING_STATUS_DESC } from '../generate/shippingLists';
import { at, idAt, requiredList } from '../shape';
import { AppliedLog, type Handler } from './types';
import { LIST_MAX } from '../vendor-rules';

export const PICKING_FAIL_REASON = '请选择状态为【待发货】且未拣货的发货单';

export const handlePicking: Handler = (body, env) => {
  const ids = requiredList(body, 'shippingIdList', LIST_MAX).map((v, i) => idAt(v, at('shippingIdList', i)));
  const log = new AppliedLog();
  const failures: Array<{ shippingListCode: string; failReason: string }> = [];
  for (const id of ids) {
    const list = env.state.shippingById.get(id);
    if (list && list.shippingListStatus === 1 && list.pickingStatus === 0) {
      list.pickingStatus = 1;
      list.pickingStatusDesc = PICKING_STATUS_DESC[1] as string;
      log.ok(id);
    } else {
      // An unknown id has no code: it is named by the id itself, which the client maps directly.
      failures.push({ shippingListCode: list?.shippingListCode ?? id, failReason: PICKING_FAIL_REASON });
      log.fail(id, PICKING_FAIL_REASON);
    }
  }
  const success = log.appliedKeys.length;
  const fail = failures.length;
  // The live service answers `errorList` with numeric counts; the schema's form is `failList` with strings.
  const data = env.pickingSchemaQuirk
    ? { success: String(success), fail: String(fail), total: String(ids.length), failList: failures }
    : { success, fail, total: ids.length, errorList: failures };
  return { envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.zh, data, total: ids.length }), applied: log };
};
