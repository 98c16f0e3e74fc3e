// How a sheet names and writes each row field of a write operation, for every reader of a sheet: the screens'
// import and the core's sync (electron/core/sync/read.ts) find a column by the same header names and read its
// cells as the same kind, so a file one takes the other takes too. The screens' columns take their kind and
// aliases from here and their labels' texts too (the features' message tables), held to it by
// test/renderer/grid/sheet-fields.test.ts.
import type { CellKind } from '../sheets/cell-values';
import type { OperationId, RowInput, WriteOperationId } from './index';

export interface SheetField {
  /** How a cell becomes the field's text (shared/sheets/cell-values.ts): "1,000" and "１２" are numbers. */
  readonly kind: CellKind;
  /** The column's header on the screens, so a sheet exported from a grid is read back as it is. */
  readonly label: { readonly en: string; readonly zh: string };
  /** Further header texts a sheet may use (a vendor export's, a colleague's), in either language. */
  readonly aliases: readonly string[];
}

/** The fields of one row: its keys, or '' when the row is one value (an id list). */
type RowKeys<K extends OperationId> = RowInput<K> extends object ? Extract<keyof RowInput<K>, string> : '';

/** Every field of a row named, optional ones too: a field left out would be a column no sheet could fill. */
export type SheetFieldsOf<K extends OperationId> = { readonly [F in RowKeys<K>]-?: SheetField };

type SheetFieldTable = { readonly [K in WriteOperationId]?: SheetFieldsOf<K> };

export const SHEET_FIELDS = {
  videoxStock: {
    msku_id: { kind: 'text', label: { en: 'MSKU id', zh: 'MSKU ID' }, aliases: ['platform sku id', '平台SKU ID', 'SKU ID'] },
    warehouse_id: { kind: 'text', label: { en: 'Warehouse id', zh: '仓库 ID' }, aliases: ['warehouse', '仓库'] },
    quantity: { kind: 'integer', label: { en: 'Quantity', zh: '可用库存' }, aliases: ['qty', '数量', '库存'] },
  },
  retailxStock: {
    variant_unique_id: { kind: 'id', label: { en: 'Variant id', zh: '变体 ID' }, aliases: ['variant', '变体唯一ID', 'variant unique id'] },
    adjust_value: { kind: 'integer', label: { en: 'New quantity', zh: '调整后库存' }, aliases: ['adjust value', 'quantity', '数量', '库存'] },
  },
  renameShipments: {
    sid: { kind: 'id', label: { en: 'Store id (sid)', zh: '店铺 ID（sid）' }, aliases: ['sid', 'store id', '店铺ID'] },
    shipmentConfirmationId: {
      kind: 'text',
      label: { en: 'Confirmation id', zh: '货件确认 ID' },
      aliases: ['shipment id', 'shipment confirmation id', '货件编号', '货件ID'],
    },
    shipmentName: { kind: 'text', label: { en: 'New name', zh: '新名称' }, aliases: ['name', 'shipment name', '名称', '货件名称'] },
  },
  updateShipFromAddress: {
    sid: { kind: 'id', label: { en: 'Store sid', zh: '店铺 sid' }, aliases: ['store id', '店铺ID'] },
    id: { kind: 'id', label: { en: 'Address id', zh: '地址 ID' }, aliases: ['address id', '地址ID'] },
    alias_name: { kind: 'text', label: { en: 'Alias', zh: '别名' }, aliases: ['alias', 'alias name', '地址别名'] },
    sender_name: { kind: 'text', label: { en: 'Sender name', zh: '发件人' }, aliases: ['sender', '发件人姓名'] },
    country_name: { kind: 'text', label: { en: 'Country', zh: '国家' }, aliases: ['country name', '国家/地区'] },
    province: { kind: 'text', label: { en: 'Province / state', zh: '省 / 州' }, aliases: ['state', '省份', '州'] },
    city: { kind: 'text', label: { en: 'City', zh: '城市' }, aliases: ['市'] },
    region: { kind: 'text', label: { en: 'District', zh: '区' }, aliases: ['region', '区县'] },
    street_detail1: { kind: 'text', label: { en: 'Street address', zh: '街道地址' }, aliases: ['address line 1', 'street', '详细地址'] },
    street_detail2: { kind: 'text', label: { en: 'Address line 2', zh: '地址第二行' }, aliases: ['street 2', '详细地址2'] },
    zip_code: { kind: 'text', label: { en: 'Postal code', zh: '邮编' }, aliases: ['zip', 'zip code', 'postcode', '邮政编码'] },
    phone: { kind: 'text', label: { en: 'Phone', zh: '电话' }, aliases: ['telephone', 'phone number', '联系电话'] },
  },
} as const satisfies SheetFieldTable;

const TABLE: SheetFieldTable = SHEET_FIELDS;

/** The sheet facts of an operation's row fields (field → facts); null when the table has none for it. */
export function sheetFieldsOf(operation: WriteOperationId): Readonly<Record<string, SheetField>> | null {
  return TABLE[operation] ?? null;
}

/**
 * Every header text that names `field`, in the order the screens' import tries a column's names (en label,
 * zh-CN label, the field itself, aliases): where two fields share a name, the first to claim it keeps it.
 */
export function sheetHeaderNames(field: string, facts: SheetField): string[] {
  return [facts.label.en, facts.label.zh, field, ...facts.aliases];
}
