// The goods table's optional columns: §2.3 goods-line fields the default columns leave out (issue 17), which the
// user can add. The choice is remembered per profile (several people share one warehouse PC, each with a
// profile) in this machine's storage, like a spreadsheet's layout.
import type { GoodsLine } from './queries';

export type ExtraKind = 'text' | 'number' | 'weight' | 'money' | 'yesNo';

export interface ExtraColumn {
  /** The goods line's field, which also names the column: its message id is `shippingLists.goods.col.<field>`. */
  field: keyof GoodsLine;
  kind: ExtraKind;
  /** For money: the field holding its currency. */
  currency?: keyof GoodsLine;
}

export const EXTRA_COLUMNS = [
  { field: 'cargoCode', kind: 'text' },
  { field: 'articleNumbering', kind: 'text' },
  { field: 'goodId', kind: 'text' },
  { field: 'specId', kind: 'text' },
  { field: 'productId', kind: 'text' },
  { field: 'cargoGoodsId', kind: 'text' },
  { field: 'taxAmount', kind: 'money', currency: 'taxCurrency' },
  { field: 'cgPrice', kind: 'number' },
  { field: 'boxNetWeight', kind: 'weight' },
  { field: 'boxWeight', kind: 'weight' },
  { field: 'totalNw', kind: 'weight' },
  { field: 'totalGw', kind: 'weight' },
  { field: 'stockDeduct', kind: 'number' },
  { field: 'platformName', kind: 'text' },
  { field: 'countryCode', kind: 'text' },
  { field: 'storeId', kind: 'text' },
  { field: 'logisticsCode', kind: 'text' },
  { field: 'appointmentPickupTime', kind: 'text' },
  { field: 'hasPair', kind: 'yesNo' },
] as const satisfies readonly ExtraColumn[];

export type ExtraColumnId = (typeof EXTRA_COLUMNS)[number]['field'];
const KNOWN = new Set<string>(EXTRA_COLUMNS.map((c) => c.field));

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
  return EXTRA_COLUMNS.filter((c) => chosen.has(c.field)).map((c) => c.field);
}

export const extraColumn = (id: ExtraColumnId): ExtraColumn => EXTRA_COLUMNS.find((c) => c.field === id) as ExtraColumn;
