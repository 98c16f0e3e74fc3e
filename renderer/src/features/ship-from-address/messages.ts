// Messages of the Ship-from address screen (ids start with `shipFrom.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'shipFrom.title': 'Ship-from address',
    'shipFrom.summary': 'Edit the ship-from address of a shipment.',
  },
  {
    'shipFrom.title': '发货地址',
    'shipFrom.summary': '修改货件的发货地址。',
  },
);
