// The stock grids' columns: field paths of the catalogue's items, labels in both languages (the import
// also accepts the aliases a vendor export or a colleague's sheet may use).
import type { GridColumn } from '../../components/grid/model/types';

export const VIDEOX_COLUMNS: readonly GridColumn[] = [
  { id: 'msku_id', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text', width: 220, aliases: ['platform sku id', '平台SKU ID', 'SKU ID'] },
  { id: 'warehouse_id', field: 'warehouse_id', label: { en: 'Warehouse id', zh: '仓库 ID' }, kind: 'text', width: 170, aliases: ['warehouse', '仓库'] },
  { id: 'quantity', field: 'quantity', label: { en: 'Quantity', zh: '可用库存' }, kind: 'integer', width: 130, aliases: ['qty', '数量', '库存'] },
];

export const RETAILX_COLUMNS: readonly GridColumn[] = [
  { id: 'variant_unique_id', field: 'variant_unique_id', label: { en: 'Variant id', zh: '变体 ID' }, kind: 'id', width: 240, aliases: ['variant', '变体唯一ID', 'variant unique id'] },
  { id: 'adjust_value', field: 'adjust_value', label: { en: 'New quantity', zh: '调整后库存' }, kind: 'integer', width: 150, aliases: ['adjust value', 'quantity', '数量', '库存'] },
];
