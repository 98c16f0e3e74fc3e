// 4.9 shipping-list detail: code 200 (a number) with the §2.3 record; an unknown code is a code-500 refusal.
import { businessEnvelope, BusinessRejection, SUCCESS_TEXT } from '../envelope';
import { withExactIds } from '../exact';
import { requiredText } from '../shape';
import type { Handler } from './types';

const EXACT_KEYS = new Set(['storeId']);

export const handleShippingDetail: Handler = (body, env) => {
  const code = requiredText(body, 'shippingListCode').trim();
  const list = env.state.shippingByCode.get(code);
  if (!list) throw new BusinessRejection('shipping list not found');
  return {
    envelope: businessEnvelope(env.ctx, { code: 200, message: SUCCESS_TEXT.plain, data: withExactIds(list, EXACT_KEYS) }),
    applied: null,
  };
};
