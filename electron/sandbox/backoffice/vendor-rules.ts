// The sandbox's own copies of the rules it checks (issue 9, "one place per operation"): batch maximum, item
// keys and the platform tables are written here again on purpose, from the specification and the vendor
// notes, not imported from the catalogue. A wrong catalogue entry then meets the vendor's rule (a 102, a
// refusal, an applied key the client does not recognise) instead of agreeing with itself.

/** The most elements a list field of a business request may hold (notes §5, §6); one more is code 102. */
export const LIST_MAX = 200;

/** Keys of the applied-write log, one per element (or per body), as the vendor's answers identify them. */
export const itemKeys = {
  /** 4.5: one MSKU may be set in several warehouses of one request. */
  videox: (row: { msku_id: string; warehouse_id?: string | undefined }) => (row.warehouse_id ? `${row.msku_id}@${row.warehouse_id}` : row.msku_id),
  /** 4.11: a shipment is named by store and confirmation id. */
  rename: (row: { sid: string; shipmentConfirmationId: string }) => `${row.sid}:${row.shipmentConfirmationId}`,
  /** 4.12: an address by store and address id. */
  shipFrom: (row: { sid: string; id: string }) => `${row.sid}:${row.id}`,
  /** 4.8: the answer names each order by its number, in the set it went into. */
  merge: (orderNo: string) => orderNo,
} as const;

export type PairingField = 'MSKU ID' | 'product ID' | 'variant ID' | 'MSKU';

/** 4.4: platforms served by un-pairing by MSKU ID, and which product-page field an element of mskuIdList is. */
export const CANCEL_PAIRING_FIELD: Readonly<Record<string, PairingField>> = {
  ...Object.fromEntries(
    ['10041', '10005', '10029', '10030', '10031', '10036', '10026', '10021', '10027', '10028', '10022', '10024', '10011', '10032'].map(
      (p) => [p, 'MSKU ID' as const],
    ),
  ),
  '10020': 'product ID',
  '10013': 'product ID',
  '10007': 'variant ID',
  '10002': 'variant ID',
  '10025': 'MSKU',
};

/** 4.8: platforms whose orders cannot be merged. */
export const MERGE_UNSUPPORTED: readonly string[] = ['10007', '10011', '10012'];
