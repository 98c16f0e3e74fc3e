// Messages of the Inbound shipments screen (ids start with `inboundShipments.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'inboundShipments.title': 'Inbound shipments',
    'inboundShipments.summary': 'Rename inbound shipments in bulk.',
  },
  {
    'inboundShipments.title': '入库货件',
    'inboundShipments.summary': '批量修改入库货件名称。',
  },
);
