// The table's columns: which record field, how it is shown, whether the vendor can sort by it, and the
// column chooser's choice (kept in this browser profile's storage, per machine, like a spreadsheet's layout).
import type { ChildRecord } from './types';

export type ColumnKind = 'text' | 'int' | 'money' | 'status' | 'pairing';

export const COLUMN_IDS = [
  'msku', 'mskuId', 'sku', 'pname', 'title', 'attributes', 'storeName', 'platformCode', 'status', 'pairing', 'availableNumber',
  'onHandNumber', 'readyToShipNumber', 'day7SaleCnt', 'day30SaleCnt', 'price', 'category', 'productId', 'principalName',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export interface ColumnDef {
  id: ColumnId;
  /** The record field; sort requests name it (notes §6: sortType on any record field). */
  field: keyof ChildRecord;
  kind: ColumnKind;
  /** Shown until the user hides it. */
  visible: boolean;
}

export const COLUMNS: readonly ColumnDef[] = [
  { id: 'msku', field: 'msku', kind: 'text', visible: true },
  { id: 'mskuId', field: 'mskuId', kind: 'text', visible: true },
  { id: 'sku', field: 'sku', kind: 'text', visible: true },
  // The figures the user sorts by come before the long texts, so they stay in view at 1440 px (issue 17).
  { id: 'price', field: 'price', kind: 'money', visible: true },
  { id: 'onHandNumber', field: 'onHandNumber', kind: 'int', visible: true },
  { id: 'availableNumber', field: 'availableNumber', kind: 'int', visible: true },
  { id: 'pname', field: 'pname', kind: 'text', visible: true },
  { id: 'title', field: 'title', kind: 'text', visible: false },
  { id: 'attributes', field: 'attributes', kind: 'text', visible: false },
  { id: 'storeName', field: 'storeName', kind: 'text', visible: true },
  { id: 'platformCode', field: 'platformCode', kind: 'text', visible: false },
  { id: 'status', field: 'status', kind: 'status', visible: true },
  { id: 'pairing', field: 'pid', kind: 'pairing', visible: true },
  { id: 'readyToShipNumber', field: 'readyToShipNumber', kind: 'int', visible: false },
  { id: 'day7SaleCnt', field: 'day7SaleCnt', kind: 'int', visible: false },
  { id: 'day30SaleCnt', field: 'day30SaleCnt', kind: 'int', visible: false },
  { id: 'category', field: 'category', kind: 'text', visible: false },
  { id: 'productId', field: 'productId', kind: 'text', visible: false },
  { id: 'principalName', field: 'principalName', kind: 'text', visible: false },
];

/** Fields the sort control offers (parent-record fields the sandbox and the vendor sort by). */
export const SORT_FIELDS = ['msku', 'sku', 'pname', 'availableNumber', 'onHandNumber', 'price', 'day7SaleCnt', 'day30SaleCnt', 'storeName', 'status'] as const;

const STORAGE_KEY = 'opsdesk.listings.columns.v1';

export type Visibility = Record<string, boolean>;

export function defaultVisibility(): Visibility {
  return Object.fromEntries(COLUMNS.map((c) => [c.id, c.visible]));
}

/** The saved choice over the defaults; unknown or damaged entries are ignored. */
export function loadVisibility(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Visibility {
  const out = defaultVisibility();
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [k, v] of Object.entries(raw)) if (k in out && typeof v === 'boolean') out[k] = v;
    }
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return out;
}

export function saveVisibility(v: Visibility, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(v));
  } catch {
    // Storage full or disabled: the choice lasts this session only.
  }
}

/** An unpaired record has no local product (pid 0, empty sku): the listing's pairing state as shown. */
export function isPaired(r: ChildRecord): boolean {
  return r.pid !== null && r.pid !== '0' && r.pid !== '';
}
