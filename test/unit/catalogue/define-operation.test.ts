import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  CATALOGUE,
  OPERATIONS,
  READ_OPERATION_IDS,
  WRITE_OPERATION_IDS,
  defineOperation,
  type NormalisedResult,
  type OperationData,
  type ReadOperationId,
  type RowField,
  type WriteOperationId,
} from '../../../shared/catalogue';

const answer = (envelope: NormalisedResult<null>['envelope']): NormalisedResult<null> => ({ envelope, ok: true, items: [], unmatched: [], data: null });
const request = z.object({ rows: z.array(z.string()), note: z.string() });

describe('the catalogue keeps each operation’s facts as types', () => {
  it('derives the read/write split from the entries’ access', () => {
    // Facts of a few entries, not the list of every id (a new operation must not have to edit this test).
    expectTypeOf<'chatxList'>().toExtend<ReadOperationId>();
    expectTypeOf<'picking'>().toExtend<WriteOperationId>();
    expectTypeOf<Extract<'chatxList' | 'shippingDetail', WriteOperationId>>().toBeNever();
    expectTypeOf<Extract<'picking' | 'videoxStock', ReadOperationId>>().toBeNever();
    expectTypeOf<Extract<'accessToken', ReadOperationId | WriteOperationId>>().toBeNever();
    expect([...READ_OPERATION_IDS].sort()).toEqual(OPERATIONS.filter((o) => o.access === 'read').map((o) => o.id).sort());
    expect([...WRITE_OPERATION_IDS].sort()).toEqual(OPERATIONS.filter((o) => o.access === 'write').map((o) => o.id).sort());
  });

  it('names each list batch’s row field as a type, and a single batch’s as null', () => {
    expectTypeOf<RowField<'retailxStock'>>().toEqualTypeOf<'data'>();
    expectTypeOf<RowField<'picking'>>().toEqualTypeOf<'shippingIdList'>();
    expectTypeOf<RowField<'cargoStorage'>>().toEqualTypeOf<null>();
    expectTypeOf<RowField<'chatxList'>>().toEqualTypeOf<null>();
    for (const id of WRITE_OPERATION_IDS) {
      const batch = CATALOGUE[id].batch;
      if (batch.kind === 'list') expect(Object.keys(CATALOGUE[id].request.shape)).toContain(batch.field);
    }
  });

  it('types an operation’s data from its normaliser', () => {
    expectTypeOf<OperationData<'chatxList'>['count']>().toEqualTypeOf<number>();
    expectTypeOf<OperationData<'updateShipFromAddress'>>().toEqualTypeOf<null>();
  });

  it('infers id, access and batch field as literals, and refuses a row field the request lacks', () => {
    const op = defineOperation({
      id: 'scratch',
      section: '9.1',
      title: { en: 'Scratch', zh: '草稿' },
      path: '/scratch',
      bodyKind: 'json',
      capacity: 1,
      access: 'write',
      successCodes: ['0'],
      request,
      batch: { kind: 'list', field: 'rows', max: 10, item: z.string(), itemKey: (s: string) => s },
      normalise: ({ envelope }) => answer(envelope),
    });
    expectTypeOf(op.id).toEqualTypeOf<'scratch'>();
    expectTypeOf(op.access).toEqualTypeOf<'write'>();
    expectTypeOf(op.batch.field).toEqualTypeOf<'rows'>();
    defineOperation({
      ...op,
      // @ts-expect-error a list batch's field must be a key of the request
      batch: { kind: 'list', field: 'nope', max: 10, item: z.string(), itemKey: (s: string) => s },
    });
  });
});
