// The stock grids' columns: fields of the catalogue's items (typed), labels as message ids (the import
// also accepts the aliases a vendor export or a colleague's sheet may use).
import type { ColumnsOf } from '../../components/grid/model/types';

export const VIDEOX_COLUMNS: ColumnsOf<'videoxStock'> = [
  { id: 'msku_id', field: 'msku_id', label: 'stock.col.mskuId', kind: 'text', width: 220, minWidth: 160, aliases: ['platform sku id', '平台SKU ID', 'SKU ID'] },
  { id: 'warehouse_id', field: 'warehouse_id', label: 'stock.col.warehouseId', kind: 'text', width: 170, minWidth: 120, aliases: ['warehouse', '仓库'] },
  { id: 'quantity', field: 'quantity', label: 'stock.col.quantity', kind: 'integer', width: 130, aliases: ['qty', '数量', '库存'] },
];

export const RETAILX_COLUMNS: ColumnsOf<'retailxStock'> = [
  { id: 'variant_unique_id', field: 'variant_unique_id', label: 'stock.col.variantUniqueId', kind: 'id', width: 240, aliases: ['variant', '变体唯一ID', 'variant unique id'] },
  { id: 'adjust_value', field: 'adjust_value', label: 'stock.col.adjustValue', kind: 'integer', width: 150, aliases: ['adjust value', 'quantity', '数量', '库存'] },
];
