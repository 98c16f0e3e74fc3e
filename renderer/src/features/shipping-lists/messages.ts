// Messages of the Shipping lists screen (ids start with `shippingLists.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'shippingLists.title': 'Shipping lists',
    'shippingLists.summary': 'Scan shipping lists, open their details and pick them in batches.',
  },
  {
    'shippingLists.title': '发货单',
    'shippingLists.summary': '扫描发货单、查看详情并批量拣货。',
  },
);
