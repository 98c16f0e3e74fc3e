// How a write's row is named for the user: by its item (MSKU id, variant id, sid + confirmation id, order ids,
// shipping-list code), never by the screen's row key, and with the values that were sent. Data per operation,
// read by one function, so a screen, Activity and Decide all say the same.
import type { NormaliseContext } from './types';

/** `self`: the row's input is the item itself (an id). Otherwise the fields that name the item, in order. */
export interface DescribeItemDef {
  item: 'self' | readonly string[];
  /** The sent values shown beside the item (field → value). */
  sent: readonly string[];
  /** The item is better known by the code the job's aliases give for it (code → id): picking's list codes. */
  byAlias?: boolean;
}

export interface ItemDescription {
  /** The item's name: its id, or its naming fields joined by " · ". */
  item: string;
  /** Sent values by field (a list as its length-free text, joined by ", "). */
  sent: Record<string, string>;
}

/** Write operations only; an operation missing here names its rows by the values of `item: 'self'`. */
export const DESCRIBE_ITEM: Readonly<Record<string, DescribeItemDef>> = {
  picking: { item: 'self', sent: [], byAlias: true },
  cancelPairing: { item: 'self', sent: [] },
  videoxStock: { item: ['msku_id', 'warehouse_id'], sent: ['quantity'] },
  retailxStock: { item: ['variant_unique_id'], sent: ['adjust_value'] },
  renameShipments: { item: ['sid', 'shipmentConfirmationId'], sent: ['shipmentName'] },
  mergeOrders: { item: ['order_list'], sent: ['platform_code'] },
  cargoStorage: { item: ['inbound_order_id', 'store_id'], sent: ['cargo_remark'] },
  updateShipFromAddress: { item: ['sid', 'id'], sent: ['alias_name', 'country_name', 'province'] },
};

function textOf(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) {
    const parts = v.map(textOf).filter((p): p is string => p !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  // A lossless number (ids past 2^53) prints its digits.
  if (typeof v === 'object' && typeof (v as { toString?: unknown }).toString === 'function' && (v as object).toString !== Object.prototype.toString) {
    return String(v);
  }
  return null;
}

/** Reverses a job's aliases (code → id) once per job. */
export function aliasesById(context: NormaliseContext | null | undefined): Map<string, string> | null {
  const aliases = context?.aliases;
  if (!aliases) return null;
  const out = new Map<string, string>();
  for (const [code, id] of Object.entries(aliases)) out.set(id, code);
  return out;
}

/** The row's item and sent values from its input as journaled; null when the input names nothing. */
export function describeItem(operation: string, input: unknown, byId?: ReadonlyMap<string, string> | null): ItemDescription | null {
  const def = DESCRIBE_ITEM[operation] ?? { item: 'self', sent: [] };
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  let item: string | null;
  if (def.item === 'self') item = textOf(input);
  else if (fields === null) item = null;
  else {
    const parts = def.item.map((f) => textOf(fields[f])).filter((p): p is string => p !== null);
    item = parts.length > 0 ? parts.join(' · ') : null;
  }
  if (item === null) return null;
  const code = def.byAlias ? byId?.get(item) : undefined;
  if (code !== undefined) item = `${code} · ${item}`;
  const sent: Record<string, string> = {};
  if (fields) {
    for (const f of def.sent) {
      const v = textOf(fields[f]);
      if (v !== null) sent[f] = v;
    }
  }
  return { item, sent };
}
