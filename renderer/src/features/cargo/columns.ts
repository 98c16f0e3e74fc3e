// The goods grid: every field of a cargo_goods_list element (spec 4.6), labels in both languages.
import type { GridColumn } from '../../components/grid/model/types';

export const GOODS_COLUMNS: readonly GridColumn[] = [
  { id: 'msku', field: 'msku', label: { en: 'MSKU', zh: 'MSKU' }, kind: 'text', width: 130 },
  { id: 'sku', field: 'sku', label: { en: 'SKU', zh: 'SKU' }, kind: 'text', width: 120 },
  { id: 'product_id', field: 'product_id', label: { en: 'Product id', zh: '产品 ID' }, kind: 'text', width: 130 },
  { id: 'product_name', field: 'product_name', label: { en: 'Product name', zh: '品名' }, kind: 'text', width: 170 },
  { id: 'product_type', field: 'product_type', label: { en: 'Product type (GTIN/UPC/EAN)', zh: '产品编码类型（GTIN/UPC/EAN）' }, kind: 'text', width: 130, aliases: ['product type', '编码类型', '产品类型'], editor: { type: 'choice', values: ['GTIN', 'UPC', 'EAN'] } },
  { id: 'gtin', field: 'gtin', label: { en: 'Code', zh: '产品编码' }, kind: 'id', width: 150, aliases: ['gtin', 'upc', 'ean', 'barcode', '条码'] },
  { id: 'box_num', field: 'box_num', label: { en: 'Boxes', zh: '箱数' }, kind: 'integer', width: 80 },
  { id: 'single_box_num', field: 'single_box_num', label: { en: 'Units per box', zh: '单箱数量' }, kind: 'integer', width: 100 },
  { id: 'declare_num', field: 'declare_num', label: { en: 'Declared units', zh: '申报数量' }, kind: 'integer', width: 110 },
  { id: 'expected_arrival_time', field: 'expected_arrival_time', label: { en: 'Expected arrival', zh: '预计到货时间' }, kind: 'text', width: 190, editor: { type: 'dateTime' } },
  { id: 'value_added_service', field: 'value_added_service', label: { en: 'Value-added service (1/0)', zh: '增值服务（1/0）' }, kind: 'text', width: 120, aliases: ['value added service', '增值服务'], editor: { type: 'choice', values: ['1', '0'] } },
  { id: 'picture_url', field: 'picture_url', label: { en: 'Picture URL', zh: '图片链接' }, kind: 'text', width: 170 },
  { id: 'product_desc', field: 'product_desc', label: { en: 'Description', zh: '产品描述' }, kind: 'text', width: 190 },
];
