// The operation catalogue: one entry per operation of the specification drives the client, the IPC contract,
// the sandbox routes and the screens. Adding an operation means adding its file to operations/: `npm run gen`
// lists the folder's entries in operations/registry.gen.ts, the operation ids are that object's keys, and the
// envelope check against each entry's success codes happens here, once.
import type { z } from 'zod';
import { OPERATION_ENTRIES } from './operations/registry.gen';
import { failed, readEnvelope } from './envelope';
import { toValidationIssues, type ValidationIssue } from './fields';
import type { Access, NormaliseContext, NormalisedResult, OperationDef as OperationEntry, ReconcileDef } from './types';

/**
 * Holds the catalogue to its own keys: an entry filed under another operation's id does not compile. (That a
 * `reconcile.read` names a read of this catalogue is checked by test/unit/catalogue.)
 */
function catalogue<T extends { [K in keyof T]: OperationEntry<z.ZodType, unknown, K & string> }>(entries: T): T {
  return entries;
}

export const CATALOGUE = catalogue(OPERATION_ENTRIES);

export type Catalogue = typeof CATALOGUE;
export type OperationId = keyof Catalogue;
/** An entry of this catalogue, its id (and its reconciliation read) one of the catalogue's keys. */
export type OperationDef<TSchema extends z.ZodType = z.ZodType, TData = unknown> = OperationEntry<TSchema, TData, OperationId> & {
  reconcile?: ReconcileDef<OperationId>;
};

/** Every operation id, in the catalogue's order. */
export const OPERATION_IDS = Object.keys(CATALOGUE) as [OperationId, ...OperationId[]];
export type OperationInput<K extends OperationId> = z.input<Catalogue[K]['request']>;
export type OperationBody<K extends OperationId> = z.output<Catalogue[K]['request']>;
export type OperationData<K extends OperationId> = Catalogue[K] extends OperationEntry<z.ZodType, infer D, K> ? D : never;

type IdsOf<A extends Access> = { [K in OperationId]: Catalogue[K]['access'] extends A ? K : never }[OperationId];
/** The reads a screen may call directly (`operations.call`). */
export type ReadOperationId = IdsOf<'read'>;
/** The writes, which run only as batch jobs (`jobs.start`). */
export type WriteOperationId = IdsOf<'write'>;
export const READ_OPERATION_IDS: readonly ReadOperationId[] = OPERATION_IDS.filter((id): id is ReadOperationId => CATALOGUE[id].access === 'read');
export const WRITE_OPERATION_IDS: readonly WriteOperationId[] = OPERATION_IDS.filter((id): id is WriteOperationId => CATALOGUE[id].access === 'write');

/** The request's list field a list batch spreads its rows over; null when one row is one whole body. */
export type RowField<K extends OperationId> = Catalogue[K]['batch'] extends { readonly kind: 'list'; readonly field: infer F } ? F : null;

type ElementOf<T> = T extends ReadonlyArray<infer E> ? E : never;
/** What one row of a write holds: a list element (list batches) or a whole request body (single batches). */
export type RowInput<K extends OperationId> = RowField<K> extends keyof OperationInput<K> ? ElementOf<NonNullable<OperationInput<K>[RowField<K>]>> : OperationInput<K>;

/** Entries in specification order (4.1 … 4.12). */
export const OPERATIONS: readonly OperationDef[] = OPERATION_IDS.map((id) => CATALOGUE[id] as OperationDef).sort(
  (a, b) => Number(a.section.split('.')[1]) - Number(b.section.split('.')[1]),
);

export function getOperation(id: OperationId): OperationDef {
  return CATALOGUE[id] as OperationDef;
}

export function findOperationByPath(path: string): OperationDef | undefined {
  return OPERATIONS.find((op) => op.path === path);
}

export function isOperationId(value: unknown): value is OperationId {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value);
}

export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  constructor(
    readonly operation: OperationId,
    readonly issues: ValidationIssue[],
  ) {
    super(`${operation}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}

/** Validates a request for an operation; the error names the operation, each field path and the reason. */
export function validateRequest<K extends OperationId>(id: K, input: unknown): OperationBody<K> {
  const op = getOperation(id);
  const result = op.request.safeParse(input);
  if (!result.success) throw new RequestValidationError(id, toValidationIssues(result.error));
  return result.data as OperationBody<K>;
}

/**
 * Normalises a parsed answer, typed by operation: the envelope is read and checked against the entry's own
 * `successCodes` here (any other code is a failure with no items), and only an accepted answer reaches the
 * entry's `normalise`. Throws NormaliseError when the answer is no vendor envelope at all.
 */
export function normaliseResponse<K extends OperationId>(
  id: K,
  raw: unknown,
  /** The body the operation's schema produced for this request (the entry reads it as its own output type). */
  body: unknown,
  ctx?: NormaliseContext,
): NormalisedResult<OperationData<K>> {
  const op = getOperation(id);
  const answer = readEnvelope(raw);
  if (!op.successCodes.includes(answer.envelope.code)) return failed(answer.envelope);
  return op.normalise(answer, body, ctx) as NormalisedResult<OperationData<K>>;
}

export * from './types';
export { defineOperation } from './define';
export { toValidationIssues, formatPath, codedIssue, type ValidationIssue } from './fields';
export * from './issue-codes';
export { CANCEL_PAIRING_PLATFORMS } from './operations/cancelPairing';
export { MERGE_MIN_ORDERS, MERGE_UNSUPPORTED_PLATFORMS, mergePlatformProblem } from './operations/mergeOrders';
export { videoxItemKey } from './operations/videoxStock';
export { renameItemKey } from './operations/renameShipments';
export { shipFromKey } from './operations/updateShipFromAddress';
export type { TokenPair } from './operations/tokens';
export type { Listing, ChildListing, ChatxListData } from './operations/chatxList';
