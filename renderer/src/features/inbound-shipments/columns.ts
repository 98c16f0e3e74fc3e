// The rename grid's columns: fields of the catalogue's item (typed), labels as message ids; how a sheet names and
// writes each field is the catalogue's sheet table, which the core's sync reads files by too.
import { SHEET_FIELDS } from '../../../../shared/catalogue/sheet-fields';
import { sheetColumnOf, type ColumnsOf } from '../../components/grid/model/types';

const RENAME = SHEET_FIELDS.renameShipments;

export const RENAME_COLUMNS: ColumnsOf<'renameShipments'> = [
  { id: 'sid', field: 'sid', label: 'inboundShipments.col.sid', ...sheetColumnOf(RENAME.sid), width: 220, minWidth: 120 },
  {
    id: 'shipmentConfirmationId',
    field: 'shipmentConfirmationId',
    label: 'inboundShipments.col.shipmentConfirmationId',
    ...sheetColumnOf(RENAME.shipmentConfirmationId),
    width: 200,
    minWidth: 150,
  },
  { id: 'shipmentName', field: 'shipmentName', label: 'inboundShipments.col.shipmentName', ...sheetColumnOf(RENAME.shipmentName), width: 320, minWidth: 180 },
];
