// Where the import keeps the mapping the user confirmed, on this machine (localStorage): per screen, header →
// grid column id, for the next import there; and, for a screen whose rows are one operation's rows, the same
// choices as header → the operation's field, which a scheduled sync's rule can take as its mapping (Settings →
// Scheduled syncs). Headers are kept as `headerKey` compares them.
import type { RememberedMapping } from '../../../../../shared/sheets/header-mapping';
import type { GridColumn } from '../model/types';
import { rememberMapping } from './import-plan';

const screenKey = (screen: string) => `opsdesk.import.mapping.${screen}`;
const operationKey = (operation: string) => `opsdesk.import.fields.${operation}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function load(key: string, store: Store): RememberedMapping {
  try {
    const raw = store.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** What the user chose before on `screen`: header → column id ('' for "do not import"). */
export function loadRemembered(screen: string, store: Store = localStorage): RememberedMapping {
  return load(screenKey(screen), store);
}

/** What the user chose before on the screen that sends `operation`: header → field ('' for "do not import"). */
export function rememberedFieldsOf(operation: string, store: Store = localStorage): RememberedMapping {
  return load(operationKey(operation), store);
}

/**
 * Remembers the confirmed mapping of `header` on `screen`, merged with what was remembered before; with
 * `operation`, by field as well (a column's field is the operation's row field).
 */
export function saveRemembered(screen: string, header: readonly string[], chosen: ReadonlyArray<GridColumn | null>, operation?: string, store: Store = localStorage): void {
  try {
    store.setItem(screenKey(screen), JSON.stringify(rememberMapping(header, chosen, loadRemembered(screen, store))));
    if (operation === undefined) return;
    const byField = chosen.map((c) => (c && c.field !== '' ? { ...c, id: c.field } : null));
    store.setItem(operationKey(operation), JSON.stringify(rememberMapping(header, byField, rememberedFieldsOf(operation, store))));
  } catch {
    // A full or disabled storage only loses the remembered mapping.
  }
}
