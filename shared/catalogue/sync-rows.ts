// Which writes a file can drive, and what one row of the file is for each, read from the catalogue's batch kind and
// schemas (never a list of operation names): a list of flat elements (a row is one element: stock, renames), a
// single flat body (a row is one request: a ship-from address), or a list of ids (a row is one id: un-pairing,
// picking). The sync core (electron/core/sync/) reads files by it and the rule form offers what it allows.
import { isIdentifierAt, isScalarAt, objectKeysOf } from './fields';
import { batchOperationOf } from './row-validation';
import { WRITE_OPERATION_IDS, type WriteOperationId } from './index';

export interface SyncShape {
  /**
   * `fields`: a row's cells by field are the job's row (a list element, or a whole body with the common fields
   * under it). `value`: a row's one cell is the job's row (an element of an id list).
   */
  readonly row: 'fields' | 'value';
  /** The fields a file's columns fill (for `value`, the list field: the one column's name). */
  readonly fields: readonly string[];
  /** Fields whose values name an item: an id a spreadsheet stored as a number is refused, never sent rounded. */
  readonly identifiers: readonly string[];
}

/**
 * Why a write is no sync's: it takes no rows; its body holds lists or groups of fields (`fields`), which one
 * sheet row cannot give; or it sends a set as one (a merge: each item's outcome depends on the others sent with
 * it), so a file row is not an item of it.
 */
export type SyncRefusal = { readonly why: 'notRows' } | { readonly why: 'nested'; readonly fields: readonly string[] } | { readonly why: 'set' };

export type SyncShapeOrRefusal = { readonly shape: SyncShape } | { readonly refusal: SyncRefusal };

function flatShape(schema: Parameters<typeof objectKeysOf>[0], keys: readonly string[]): SyncShapeOrRefusal {
  const nested = keys.filter((k) => !isScalarAt(schema, k));
  if (nested.length > 0) return { refusal: { why: 'nested', fields: nested } };
  return { shape: { row: 'fields', fields: keys, identifiers: keys.filter((k) => isIdentifierAt(schema, k)) } };
}

export function syncShapeOf(operation: WriteOperationId): SyncShapeOrRefusal {
  const op = batchOperationOf(operation);
  if (!op) return { refusal: { why: 'notRows' } };
  if (op.ledger?.setOutcome) return { refusal: { why: 'set' } };
  if (op.batch.kind === 'single') {
    const keys = objectKeysOf(op.request);
    return keys && keys.length > 0 ? flatShape(op.request, keys) : { refusal: { why: 'notRows' } };
  }
  const { item, field } = op.batch;
  const keys = objectKeysOf(item);
  if (keys) return keys.length > 0 ? flatShape(item, keys) : { refusal: { why: 'notRows' } };
  if (!isScalarAt(item, '')) return { refusal: { why: 'nested', fields: [field] } };
  return { shape: { row: 'value', fields: [field], identifiers: isIdentifierAt(item, '') ? [field] : [] } };
}

/** The job's row for a file row's text by field, as the shape says a row is. */
export function syncRowInput(shape: SyncShape, input: Readonly<Record<string, string>>): string | Readonly<Record<string, string>> {
  return shape.row === 'value' ? (input[shape.fields[0] ?? ''] ?? '') : input;
}

/** The writes a sync can send, in the catalogue's order. */
export const SYNC_OPERATION_IDS: readonly WriteOperationId[] = WRITE_OPERATION_IDS.filter((id) => 'shape' in syncShapeOf(id));
