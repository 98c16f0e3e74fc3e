// The goods grid: every field of a cargo_goods_list element (spec 4.6), labels as message ids.
import type { JobRowInput } from '../../bridge/operations';
import type { ScreenColumn } from '../../components/grid/model/types';

type Good = JobRowInput<'cargoStorage'>['cargo_goods_list'][number];

export const GOODS_COLUMNS: ReadonlyArray<ScreenColumn<Good>> = [
  // Each header fits its width in en and zh-CN: a header cut by an ellipsis hides what the column wants (issue 17).
  { id: 'msku', field: 'msku', label: 'cargo.col.msku', kind: 'text', width: 130 },
  { id: 'sku', field: 'sku', label: 'cargo.col.sku', kind: 'text', width: 120 },
  { id: 'product_id', field: 'product_id', label: 'cargo.col.productId', kind: 'text', width: 130 },
  { id: 'product_name', field: 'product_name', label: 'cargo.col.productName', kind: 'text', width: 170 },
  { id: 'product_type', field: 'product_type', label: 'cargo.col.productType', kind: 'text', width: 235, aliases: ['product type', '编码类型', '产品类型'], editor: { type: 'choice', values: ['GTIN', 'UPC', 'EAN'] } },
  { id: 'gtin', field: 'gtin', label: 'cargo.col.gtin', kind: 'id', width: 150, aliases: ['gtin', 'upc', 'ean', 'barcode', '条码'] },
  { id: 'box_num', field: 'box_num', label: 'cargo.col.boxNum', kind: 'integer', width: 80 },
  { id: 'single_box_num', field: 'single_box_num', label: 'cargo.col.singleBoxNum', kind: 'integer', width: 120 },
  { id: 'declare_num', field: 'declare_num', label: 'cargo.col.declareNum', kind: 'integer', width: 125 },
  { id: 'expected_arrival_time', field: 'expected_arrival_time', label: 'cargo.col.expectedArrivalTime', kind: 'text', width: 190, editor: { type: 'dateTime' } },
  { id: 'value_added_service', field: 'value_added_service', label: 'cargo.col.valueAddedService', kind: 'text', width: 210, aliases: ['value added service', '增值服务'], editor: { type: 'choice', values: ['1', '0'] } },
  { id: 'picture_url', field: 'picture_url', label: 'cargo.col.pictureUrl', kind: 'text', width: 170 },
  { id: 'product_desc', field: 'product_desc', label: 'cargo.col.productDesc', kind: 'text', width: 190 },
];
