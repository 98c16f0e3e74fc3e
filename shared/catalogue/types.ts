import type { z } from 'zod';
import type { RowReasonCode } from './reason-codes';

/** Facts of the vendor's envelope, whatever spelling the operation used. */
export interface Envelope {
  code: string;
  message: string;
  requestId: string | null;
  responseTime: string | null;
  errorDetails: string[];
  total: number | null;
}

/** The outcome of one input item (a row), keyed the way the batch runner keys rows. */
export interface ItemOutcome {
  key: string;
  ok: boolean;
  reason: string | null;
  /** The answer did not say for sure what happened to this item. */
  uncertain?: boolean;
  /** Facts the server returned for this item (queue id, new order number, ...). */
  info?: Record<string, string>;
  /** Set when `reason` is Opsdesk's own statement rather than the vendor's words: the code screens translate. */
  reasonCode?: RowReasonCode;
}

/** The one result shape every operation's answer is normalised to. */
export interface NormalisedResult<TData> {
  envelope: Envelope;
  /** The envelope code is this operation's success code. Per-item failures can still be present. */
  ok: boolean;
  items: ItemOutcome[];
  /** Failures the server reported that could not be tied to any input item. */
  unmatched: Array<{ ref: string; reason: string }>;
  data: TData | null;
}

/**
 * Context the caller may give the normaliser: the server names some failures by another identifier than the
 * one sent (picking sends ids and fails by shipping-list code). `aliases` maps that identifier to the item key.
 */
export interface NormaliseContext {
  aliases?: Readonly<Record<string, string>>;
}

export type Access = 'auth' | 'read' | 'write';
export type BodyKind = 'form' | 'json';

/** Many rows per request: the rows are elements of one list field of the body. */
export interface ListBatch<TItem extends z.ZodType = z.ZodType, TField extends string = string> {
  kind: 'list';
  field: TField;
  max: number;
  /**
   * The fewest elements one request may carry (default 1). The runner refuses a smaller request before
   * sending it (a merge of one order can only fail).
   */
  min?: number;
  /** Schema of one row; the request schema is built from it, so a row error names `field[i].path`. */
  item: TItem;
  // Method syntax on purpose: parameters stay bivariant so every entry fits the generic OperationDef.
  itemKey(item: z.output<TItem>): string;
  /**
   * A row's validated form without zod, for the usual row only (plain text cells the schema takes as they are):
   * exactly what `item.safeParse(input).data` would be, or null to leave the row to `item` (every refusal is
   * zod's to word). Held to the schema by a test of generated rows; a 100,000-row sync checks every row.
   */
  plain?(input: unknown): object | null;
}

/** One row per request: the row is the whole body (merge groups, cargo drafts, addresses). */
export interface SingleBatch<TBody = unknown> {
  kind: 'single';
  itemKey(body: TBody): string;
}

/** The vendor's answer read once by the catalogue: its envelope, its `data` and its raw `error_details`. */
export interface VendorAnswer {
  envelope: Envelope;
  data: unknown;
  details: unknown[];
}

/**
 * How a write's unknown rows (sent, no usable answer) are settled by reading state back: there are no
 * idempotency keys, so only a read can tell. Absent: only the user can decide. `TRead` is an operation id
 * (index.ts holds every entry's `read` to the catalogue's keys).
 */
export interface ReconcileDef<TRead extends string = string> {
  /** The read that tells. */
  read: TRead;
  /** What the read is asked by: the row's item key, or the code the job's `aliases` give for it (code → key). */
  by: 'item-key' | 'alias';
  /** What the answer must show for "applied" (the core has one reader per fact, electron/core/reconcile.ts). */
  applied: 'shipping-list-picked' | 'listing-unpaired';
}

/**
 * How the ledger of what was sent (one per profile and write, derived from the journals) names an item across
 * jobs. Absent: the item is its `itemKey` alone, and every field of the row and of the common part is a value.
 */
export interface LedgerDef {
  /**
   * Common fields (beside a list operation's rows) that say where the item lives, so they are part of its
   * identity, not of its values: the same MSKU id in another store is another item.
   */
  scope?: readonly string[];
  /**
   * The item's name in the ledger when the catalogue's `itemKey` does not name it across jobs (a new cargo
   * draft has no id until it is made: it is its content). `row` is the validated row (a list element, or the
   * whole body); `values` the hash of its values (item-identity.ts).
   */
  key?(row: unknown, values: string): string;
  /**
   * An item's outcome depends on the other items sent with it (a merge: "nothing mergeable in this selection"): a
   * refused item is new work again in another send, not only a retry in its own job.
   */
  setOutcome?: boolean;
}

/** How an operation's rows become requests: a list field of its body (its name one of the body's keys), one whole body, or none. */
export type BatchOf<TSchema extends z.ZodType> = ListBatch<z.ZodType, KeysOf<z.input<TSchema>>> | SingleBatch<z.output<TSchema>> | null;
// A schema of unknown shape (the widened `OperationDef`) admits any field name.
type KeysOf<T> = unknown extends T ? string : Extract<keyof T, string>;

/**
 * One operation. `TId` is the entry's own key in the catalogue (index.ts checks they agree); the operation ids
 * are the catalogue's keys, so `OperationId` is defined there. `TAccess` and `TBatch` keep an entry's kind
 * and row field as types (defineOperation infers them), so the renderer derives its lists from them.
 */
export interface OperationDef<
  TSchema extends z.ZodType = z.ZodType,
  TData = unknown,
  TId extends string = string,
  TAccess extends Access = Access,
  TBatch extends BatchOf<TSchema> = BatchOf<TSchema>,
> {
  id: TId;
  /** Section of the specification (../shared/seed), e.g. "4.3". */
  section: string;
  title: { en: string; zh: string };
  path: string;
  bodyKind: BodyKind;
  /** Concurrency capacity of the vendor's bucket for appId + path (spec §8, notes §4). */
  capacity: number;
  access: TAccess;
  /**
   * Envelope codes that mean "accepted", compared as text. The catalogue applies them (normaliseResponse): an
   * answer with any other code is a failure before the entry's `normalise` is reached.
   */
  successCodes: readonly string[];
  /** Input: what Opsdesk holds (ids as strings). Output: the wire body (integer ids as bare numbers). */
  request: TSchema;
  /** How a write's rows become requests; null for reads and token calls. */
  batch: TBatch;
  reconcile?: ReconcileDef;
  /** How the ledger of what was sent names a write's item across jobs (shared/catalogue/item-identity.ts). */
  ledger?: LedgerDef;
  /** Reads an accepted answer (its code is one of `successCodes`) into the one result shape. */
  normalise(answer: VendorAnswer, body: z.output<TSchema>, ctx?: NormaliseContext): NormalisedResult<TData>;
}
