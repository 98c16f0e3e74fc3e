// Typed operations across the bridge: `callOperation('chatxList', input)` and `startJob('picking', rows)`,
// typed from the catalogue so no screen ever casts a JsonValue.
import {
  type OperationData,
  type OperationInput,
  type ReadOperationId,
  type RowField,
  type RowInput,
  type WriteOperationId,
} from '../../../shared/catalogue';
import type { CallOutput, JsonValue, MethodInput, MethodOutput } from '../../../shared/ipc';
import type { BridgeClient } from './client';
import type { PlainJson } from './plain-json';

// The read/write split and each write's row field are the catalogue's own types (defineOperation keeps them
// literal): nothing here restates them.
export type { OperationInput, ReadOperationId, WriteOperationId };

/** What one row of a job holds: a list element (list batches) or a whole request body (single batches). */
export type JobRowInput<K extends WriteOperationId> = RowInput<K>;

/**
 * A row as a screen holds it before the catalogue checks it: the item's fields as typed (text), any of them
 * missing, or the text itself when the item is one value (an id list). The core's row check makes it the input.
 */
export type ItemDraft<TItem> = unknown extends TItem ? unknown : TItem extends object ? { readonly [F in keyof TItem]?: string } : string;
export type JobRowDraft<K extends WriteOperationId> = ItemDraft<JobRowInput<K>>;
/** A whole body as a screen builds it (cargo: its form's fields and the grid's rows as drafts): K's fields only. */
export type BodyDraft<K extends WriteOperationId> = { readonly [F in keyof OperationInput<K>]?: unknown };

/** Fields every request of a job carries beside its rows (e.g. `store_id` beside `queue_list`). */
export type JobCommonInput<K extends WriteOperationId> =
  RowField<K> extends keyof OperationInput<K> ? Omit<OperationInput<K>, RowField<K>> : Partial<OperationInput<K>>;

export interface JobRowSpec<K extends WriteOperationId> {
  /** The app's id of the row (a grid row id, a scanned code): unique within the job, 1–200 characters. */
  key: string;
  input: JobRowInput<K>;
}

export interface StartJobOptions<K extends WriteOperationId> {
  common?: JobCommonInput<K>;
  label?: string;
  /** What reconciling needs beyond the rows: for picking, each list's code → id (the row key). */
  context?: MethodInput<'jobs.start'>['context'];
}

/** A read's answer: the normalised result with its data typed from the catalogue. */
export type OperationResult<K extends ReadOperationId> = Omit<CallOutput, 'data'> & {
  data: PlainJson<OperationData<K>> | null;
};

// Operation inputs are built from the catalogue's request schemas, whose input side is plain JSON (ids as
// text or numbers, never LosslessNumber): the contract re-checks them as JSON on arrival.
const asJson = (value: unknown): JsonValue => value as JsonValue;

export async function callOperation<K extends ReadOperationId>(bridge: BridgeClient, operation: K, input: OperationInput<K>): Promise<OperationResult<K>> {
  const output: MethodOutput<'operations.call'> = await bridge.call('operations.call', {
    operation,
    input: asJson(input) as Record<string, JsonValue>,
  });
  // The one cast of operation data in the renderer. The main process ran this operation's catalogue
  // normaliser (typed OperationData<K>), passed the result through toPlainJson, and the contract checked it is
  // JSON: PlainJson<OperationData<K>> is exactly that value's type. Re-validating here would need a schema of
  // every normalised shape, which the catalogue does not have (its normalisers are lenient readers).
  return output as OperationResult<K>;
}

export function startJob<K extends WriteOperationId>(
  bridge: BridgeClient,
  operation: K,
  rows: ReadonlyArray<JobRowSpec<K>>,
  options: StartJobOptions<K> = {},
): Promise<MethodOutput<'jobs.start'>> {
  const input: MethodInput<'jobs.start'> = {
    operation,
    rows: rows.map((r) => ({ key: r.key, input: asJson(r.input) })),
    ...(options.common === undefined ? {} : { common: asJson(options.common) as Record<string, JsonValue> }),
    ...(options.label === undefined ? {} : { label: options.label }),
    ...(options.context === undefined ? {} : { context: options.context }),
  };
  return bridge.call('jobs.start', input);
}
