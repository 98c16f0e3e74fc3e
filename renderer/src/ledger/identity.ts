// An item's identity in the ledger of what was sent, from a row as a screen would send it: validated with the
// shared row rules first (the main process does the same at a start), then named by the catalogue
// (shared/catalogue/item-identity.ts). A row that does not validate has no identity: it cannot be sent.
import type { OperationId } from '../../../shared/catalogue';
import { itemIdentity, type ItemIdentity } from '../../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';

export type { ItemIdentity } from '../../../shared/catalogue/item-identity';

/** The identity of one row input (a list element, or a single operation's whole body); null when it is not valid. */
export function identityOf(operation: OperationId, common: Record<string, unknown> | null, input: unknown): ItemIdentity | null {
  const op = batchOperationOf(operation);
  if (!op) return null;
  try {
    const checked = checkRow(op, common, input);
    return 'issues' in checked ? null : itemIdentity(operation, common, checked);
  } catch {
    // A schema transform that throws (an integer id with leading zeros) is an invalid row, as the grid says.
    return null;
  }
}
