// The goods table's optional columns: §2.3 goods-line fields the default columns leave out (issue 17), which the
// user can add. The choice is remembered per profile (several people share one warehouse PC, each with a
// profile) in this machine's storage, like a spreadsheet's layout.
import type { GoodsLine } from './queries';

export type ExtraKind = 'text' | 'number' | 'weight' | 'money' | 'yesNo';

export interface ExtraColumn {
  /** Also the message id's last part: `shippingLists.goods.col.<id>`. */
  id: string;
  field: keyof GoodsLine;
  kind: ExtraKind;
  /** For money: the field holding its currency. */
  currency?: keyof GoodsLine;
}

export const EXTRA_COLUMNS = [
  { id: 'cargoCode', field: 'cargoCode', kind: 'text' },
  { id: 'articleNumbering', field: 'articleNumbering', kind: 'text' },
  { id: 'goodId', field: 'goodId', kind: 'text' },
  { id: 'specId', field: 'specId', kind: 'text' },
  { id: 'productId', field: 'productId', kind: 'text' },
  { id: 'cargoGoodsId', field: 'cargoGoodsId', kind: 'text' },
  { id: 'taxAmount', field: 'taxAmount', kind: 'money', currency: 'taxCurrency' },
  { id: 'cgPrice', field: 'cgPrice', kind: 'number' },
  { id: 'boxNetWeight', field: 'boxNetWeight', kind: 'weight' },
  { id: 'boxWeight', field: 'boxWeight', kind: 'weight' },
  { id: 'totalNw', field: 'totalNw', kind: 'weight' },
  { id: 'totalGw', field: 'totalGw', kind: 'weight' },
  { id: 'stockDeduct', field: 'stockDeduct', kind: 'number' },
  { id: 'platformName', field: 'platformName', kind: 'text' },
  { id: 'countryCode', field: 'countryCode', kind: 'text' },
  { id: 'storeId', field: 'storeId', kind: 'text' },
  { id: 'logisticsCode', field: 'logisticsCode', kind: 'text' },
  { id: 'appointmentPickupTime', field: 'appointmentPickupTime', kind: 'text' },
  { id: 'hasPair', field: 'hasPair', kind: 'yesNo' },
] as const satisfies readonly ExtraColumn[];

export type ExtraColumnId = (typeof EXTRA_COLUMNS)[number]['id'];
const KNOWN = new Set<string>(EXTRA_COLUMNS.map((c) => c.id));

const KEY_PREFIX = 'opsdesk.shippingLists.goodsColumns.v1';
/** One entry per profile; before a profile is known, the machine's own entry. */
export const storageKey = (profileId: string | null): string => `${KEY_PREFIX}:${profileId ?? 'none'}`;

/** The added columns in the table's order; unknown or damaged entries are ignored. */
export function loadExtraColumns(profileId: string | null, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ExtraColumnId[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(storageKey(profileId)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return orderColumns(raw.filter((v): v is string => typeof v === 'string'));
  } catch {
    // A damaged entry falls back to the default columns.
    return [];
  }
}

export function saveExtraColumns(profileId: string | null, ids: readonly ExtraColumnId[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(storageKey(profileId), JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the choice lasts this session only.
  }
}

/** Known ids only, each once, in the chooser's order (so the columns never shuffle with the clicking order). */
export function orderColumns(ids: readonly string[]): ExtraColumnId[] {
  const chosen = new Set(ids.filter((id) => KNOWN.has(id)));
  return EXTRA_COLUMNS.filter((c) => chosen.has(c.id)).map((c) => c.id);
}

export const extraColumn = (id: ExtraColumnId): ExtraColumn => EXTRA_COLUMNS.find((c) => c.id === id) as ExtraColumn;
