// The words of the one reason rule (i18n/reason.ts): what to change for a refusal the same row would meet
// again, the labels behind "Details", and how our words and the vendor's are joined.
import type { FixTheRowCode } from '../../../shared/catalogue/reason-codes';
import { defineMessages } from './define';

type FixTexts = Record<`reason.fix.${FixTheRowCode}`, string>;

const enFix: FixTexts = {
  'reason.fix.ITEM_NOT_PICKABLE': 'Take it out of the selection.',
  'reason.fix.ITEM_NOT_PAIRED': 'Take this id out: there is nothing to un-pair.',
  'reason.fix.ITEM_NOT_FOUND': 'Check the id: the service does not know it.',
  'reason.fix.ITEM_NOTHING_MERGEABLE': 'Choose orders of one buyer, store and platform.',
  'reason.fix.ITEM_ALIAS_TAKEN': 'Give the address another alias.',
};
const zhFix: FixTexts = {
  'reason.fix.ITEM_NOT_PICKABLE': '请将其移出所选。',
  'reason.fix.ITEM_NOT_PAIRED': '请移除此 ID：没有可取消的配对。',
  'reason.fix.ITEM_NOT_FOUND': '请检查此 ID：服务中没有它。',
  'reason.fix.ITEM_NOTHING_MERGEABLE': '请选择同一买家、店铺和平台的订单。',
  'reason.fix.ITEM_ALIAS_TAKEN': '请为此地址换一个别名。',
};

export const reasonMessages = defineMessages(
  {
    ...enFix,
    'reason.fix.request': 'Sending it again unchanged would be refused the same way.',
    'reason.unknownCode': 'The service refused the request.',
    'reason.withVendor': '{ours} The service said: {vendor}',
    'reason.details': 'Details',
    'reason.details.code': 'Code',
    'reason.details.vendorWords': 'The service’s words',
    'reason.listGap': '; ',
  },
  {
    ...zhFix,
    'reason.fix.request': '原样再次发送仍会被拒绝。',
    'reason.unknownCode': '服务拒绝了此请求。',
    'reason.withVendor': '{ours}服务原文：{vendor}',
    'reason.details': '详情',
    'reason.details.code': '代码',
    'reason.details.vendorWords': '服务方原话',
    'reason.listGap': '；',
  },
);
