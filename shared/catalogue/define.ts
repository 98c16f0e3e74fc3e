// One operation of the catalogue, declared so its facts stay types: its id, its access ('read', 'write',
// 'auth') and its batch (the list field its rows fill) are inferred as literals, which is what lets the
// renderer and the contract derive their lists from the catalogue instead of restating them.
import type { z } from 'zod';
import type { Access, BatchOf, OperationDef } from './types';

/**
 * Declares an operation. Give `normalise` its return type (`NormalisedResult<XData>`): that names the
 * operation's data. A list batch's `field` must be a key of the request, or the entry does not compile.
 */
export function defineOperation<
  const TId extends string,
  TSchema extends z.ZodType,
  TData,
  const TAccess extends Access,
  const TBatch extends BatchOf<TSchema>,
>(def: OperationDef<TSchema, TData, TId, TAccess, TBatch>): OperationDef<TSchema, TData, TId, TAccess, TBatch> {
  return def;
}
