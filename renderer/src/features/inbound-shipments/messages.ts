// Messages of the Inbound shipments screen (ids start with `inboundShipments.`). The columns' headers are the
// catalogue's sheet table's labels: a file's header is found by the same names on this screen and in a sync.
import { defineMessages } from '../../i18n/define';
import { SHEET_FIELDS } from '../../../../shared/catalogue/sheet-fields';

export const messages = defineMessages(
  {
    'inboundShipments.title': 'Inbound shipments',
    'inboundShipments.nav': 'Inbound shipments',
    'inboundShipments.col.sid': SHEET_FIELDS.renameShipments.sid.label.en,
    'inboundShipments.col.shipmentConfirmationId': SHEET_FIELDS.renameShipments.shipmentConfirmationId.label.en,
    'inboundShipments.col.shipmentName': SHEET_FIELDS.renameShipments.shipmentName.label.en,
    'inboundShipments.intro': 'One row per shipment: the store id (sid), the shipment confirmation id and the new name (1 to 100 characters).',
    'inboundShipments.grid': 'Shipments to rename',
    'inboundShipments.job': 'Rename inbound shipments',
    'inboundShipments.target': 'the inbound shipments named in the rows',
  },
  {
    'inboundShipments.title': '入库货件',
    'inboundShipments.nav': '入库货件',
    'inboundShipments.col.sid': SHEET_FIELDS.renameShipments.sid.label.zh,
    'inboundShipments.col.shipmentConfirmationId': SHEET_FIELDS.renameShipments.shipmentConfirmationId.label.zh,
    'inboundShipments.col.shipmentName': SHEET_FIELDS.renameShipments.shipmentName.label.zh,
    'inboundShipments.intro': '每行一个货件：店铺 ID（sid）、货件确认 ID 和新名称（1 到 100 个字符）。',
    'inboundShipments.grid': '要改名的货件',
    'inboundShipments.job': '批量修改货件名称',
    'inboundShipments.target': '各行所列的入库货件',
  },
);
