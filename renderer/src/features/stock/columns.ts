// The stock grids' columns: fields of the catalogue's items (typed), labels as message ids; how a sheet names and
// writes each field (kind, aliases a vendor export or a colleague's sheet may use) is the catalogue's sheet table,
// which the core's sync reads files by too.
import { SHEET_FIELDS } from '../../../../shared/catalogue/sheet-fields';
import { sheetColumnOf, type ColumnsOf } from '../../components/grid/model/types';

const VIDEOX = SHEET_FIELDS.videoxStock;
const RETAILX = SHEET_FIELDS.retailxStock;

export const VIDEOX_COLUMNS: ColumnsOf<'videoxStock'> = [
  { id: 'msku_id', field: 'msku_id', label: 'stock.col.mskuId', ...sheetColumnOf(VIDEOX.msku_id), width: 220, minWidth: 160 },
  { id: 'warehouse_id', field: 'warehouse_id', label: 'stock.col.warehouseId', ...sheetColumnOf(VIDEOX.warehouse_id), width: 170, minWidth: 120 },
  { id: 'quantity', field: 'quantity', label: 'stock.col.quantity', ...sheetColumnOf(VIDEOX.quantity), width: 130 },
];

export const RETAILX_COLUMNS: ColumnsOf<'retailxStock'> = [
  { id: 'variant_unique_id', field: 'variant_unique_id', label: 'stock.col.variantUniqueId', ...sheetColumnOf(RETAILX.variant_unique_id), width: 240 },
  { id: 'adjust_value', field: 'adjust_value', label: 'stock.col.adjustValue', ...sheetColumnOf(RETAILX.adjust_value), width: 150 },
];
