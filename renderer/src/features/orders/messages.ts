// Messages of the Orders screen (ids start with `orders.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'orders.title': 'Orders',
    'orders.summary': 'Merge orders of one buyer and address.',
  },
  {
    'orders.title': '订单',
    'orders.summary': '合并同一买家、同一地址的订单。',
  },
);
