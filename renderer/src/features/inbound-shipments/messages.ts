// Messages of the Inbound shipments screen (ids start with `inboundShipments.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'inboundShipments.title': 'Inbound shipments',
    'inboundShipments.nav': 'Inbound shipments',
    'inboundShipments.col.sid': 'Store id (sid)',
    'inboundShipments.col.shipmentConfirmationId': 'Confirmation id',
    'inboundShipments.col.shipmentName': 'New name',
    'inboundShipments.intro': 'One row per shipment: the store id (sid), the shipment confirmation id and the new name (1 to 100 characters).',
    'inboundShipments.grid': 'Shipments to rename',
    'inboundShipments.job': 'Rename inbound shipments',
    'inboundShipments.target': 'the inbound shipments named in the rows',
  },
  {
    'inboundShipments.title': '入库货件',
    'inboundShipments.nav': '入库货件',
    'inboundShipments.col.sid': '店铺 ID（sid）',
    'inboundShipments.col.shipmentConfirmationId': '货件确认 ID',
    'inboundShipments.col.shipmentName': '新名称',
    'inboundShipments.intro': '每行一个货件：店铺 ID（sid）、货件确认 ID 和新名称（1 到 100 个字符）。',
    'inboundShipments.grid': '要改名的货件',
    'inboundShipments.job': '批量修改货件名称',
    'inboundShipments.target': '各行所列的入库货件',
  },
);
