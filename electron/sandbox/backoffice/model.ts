// The back office's state. Integer ids that can exceed 2^53 (store ids, chatx mskuIds, order numbers) are held
// as digit strings and become LosslessNumber only when an envelope is rendered (see exact.ts), so the state
// can be deep-copied and compared like plain data.
import type { PendingChanges } from './pending';

export type StoreKind = 'chatx' | 'videox' | 'retailx' | 'mkt' | 'shopx';

export interface Warehouse {
  id: string;
  name: string;
  isDefault: boolean;
}

export interface Store {
  id: string;
  name: string;
  kind: StoreKind;
  platformCode: string;
  platformName: string;
  countryCode: string;
  countryName: string;
  /** The one store of the retailer-fulfilment platform that cargo storage (4.6) serves. */
  retailerFulfilment: boolean;
  /** Warehouses of videox stores (the first is the default); empty elsewhere. */
  warehouses: Warehouse[];
}

/** A shipping list held in its §2.3 detail form; the fields below are the ones the operations read or change. */
export interface ShippingList {
  id: number;
  shippingListCode: string;
  shippingListStatus: number;
  pickingStatus: number;
  pickingStatusDesc: string;
  [field: string]: unknown;
}

/** The fields of a chatx record (spec §2.4) shared by parents and children; big ids as digit strings. */
export interface ChatxFields {
  attributes: string;
  availableNumber: number;
  bid: number;
  category: string;
  cid: number;
  companyId: number;
  id: string;
  imgUrl: string;
  msku: string;
  mskuId: string;
  onHandNumber: number;
  pid: number;
  platformCode: string;
  pname: string;
  price: string;
  productId: number;
  productUniqueId: number;
  readyToShipNumber: number;
  sku: string;
  status: number;
  storeId: string;
  storeName: string;
  supplyPriceList: Array<Record<string, unknown>>;
  title: string;
  wareHouseDataList: Array<Record<string, unknown>>;
}

export interface ChatxParentFields extends ChatxFields {
  bname: string;
  cname: string;
  day30SaleCnt: number;
  day7SaleCnt: number;
  notes: string;
  principalName: string;
  principalUids: number[];
  quantitySyn: Record<string, unknown> | null;
}

export interface ChatxChild {
  fields: ChatxFields;
  paired: boolean;
}

export interface ChatxParent {
  fields: ChatxParentFields;
  paired: boolean;
  children: ChatxChild[];
}

export interface VideoxListing {
  storeId: string;
  /** Platform SKU id: what queue_list elements name. */
  mskuId: string;
  /** Platform product-page id: what un-pairing matches for this platform (spec 4.4 table). */
  productId: string;
  msku: string;
  sku: string;
  title: string;
  paired: boolean;
  /** availableNumber per warehouse id. */
  stock: Record<string, number>;
}

export interface RetailxVariant {
  variantUniqueId: string;
  storeId: string;
  storeName: string;
  msku: string;
  sku: string;
  title: string;
  paired: boolean;
  availableNumber: number;
}

export interface OrderAddress {
  countryCode: string;
  province: string;
  city: string;
  street: string;
  zip: string;
}

export interface Order {
  globalOrderNo: string;
  platformCode: string;
  storeId: string;
  buyerId: string;
  buyerName: string;
  address: OrderAddress;
  shipped: boolean;
  status: string;
  createTime: string;
  lines: Array<{ msku: string; sku: string; quantity: number; price: string }>;
  /** Order numbers folded into this one by merges (the first order's number is kept). */
  mergedFrom: string[];
}

export interface InboundShipment {
  sid: string;
  shipmentConfirmationId: string;
  shipmentName: string;
  status: string;
  destinationFulfillmentCenterId: string;
  createTime: string;
}

export interface ShipFromAddress {
  sid: string;
  id: string;
  alias_name: string;
  country_name: string;
  sender_name: string;
  street_detail1: string;
  street_detail2: string;
  city: string;
  region: string;
  province: string;
  zip_code: string;
  phone: string;
}

export interface CargoDraft {
  inboundOrderId: string;
  storeId: string;
  cargoRemark: string;
  goods: Array<Record<string, string>>;
  returnAddress: Record<string, string>;
  createTime: string;
  updateTime: string;
}

export interface BackOfficeState {
  stores: Store[];
  storeById: Map<string, Store>;
  shippingLists: ShippingList[];
  shippingById: Map<string, ShippingList>;
  shippingByCode: Map<string, ShippingList>;
  listings: ChatxParent[];
  videox: VideoxListing[];
  videoxByKey: Map<string, VideoxListing>;
  retailx: RetailxVariant[];
  retailxById: Map<string, RetailxVariant>;
  /** Insertion-ordered; merged-away orders are deleted. */
  orders: Map<string, Order>;
  shipments: InboundShipment[];
  addresses: ShipFromAddress[];
  cargo: Map<string, CargoDraft>;
  pendingStock: PendingChanges;
  counters: { queueId: number; cargoSeq: number };
}

export const videoxKey = (storeId: string, mskuId: string) => `${storeId}|${mskuId}`;
