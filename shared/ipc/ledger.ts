// The ledger of what was sent: one per profile and write operation, kept by the main process and derived from
// the journals alone (it survives restarts and damaged journals as they do). Per item (its identity, computed by
// shared/catalogue/item-identity.ts from the row as the shared row validation gives it) it holds the row that
// last went out or is on its way: its job, the values' hash, its outcome. Every screen asks it what a row's state
// is; a draft never keeps a copy of what was sent.
//
// The rules the main process holds at `jobs.start`, whatever a screen does (the last line, not the first):
//   - an item whose last row is in a job sending now (queued or in flight) is refused: ALREADY_SENT, `inFlight`;
//   - an item applied (succeeded) or maybe applied (unknown) with the same values is refused (ALREADY_SENT,
//     `applied` / `unknown`) unless its row key is in the start's `again` (the user's explicit "send again");
//   - anything else goes out (never sent, other values, refused, or never sent by a job that stopped); a row of an
//     older stopped job that the new one takes over (pending, or failed) is superseded: it becomes invalid with
//     the issue `superseded` and is never sent by a resume or a retry of its job.
import { z } from 'zod';
import { MAX_JOB_ROWS, rowStatus, writeOperation, JOB_STATES } from './operations';
import { isoTime, jobId } from './common';

/** An item's identity and values as item-identity.ts makes them. */
export const ledgerItem = z.strictObject({
  id: z.string().min(1).max(2000),
  values: z.string().min(1).max(40),
});

/** The row that last went out (or is on its way) for an item. */
export const ledgerEntry = z.object({
  jobId: jobId,
  /** The row's key in that job (a grid row id, an id, a list id). */
  rowKey: z.string(),
  /** pending: not sent yet (queued in a running job, or left by a job that stopped before sending it). */
  status: rowStatus.exclude(['invalid']),
  /** The hash of the values that row carries. */
  values: z.string(),
  /** The item and the values sent, as the user knows them (catalogue's describeItem). */
  item: z.string().nullable(),
  // Field → value, as a record; written as an object of any keys with text values because zod checks that shape
  // about twice as fast (a lookup answers 100,000 entries, each checked by the dispatcher).
  sent: z.object({}).catchall(z.string()).nullable(),
  /** When its request went out (its intent), null while it has not. */
  sentAt: isoTime.nullable(),
  /** When its job was made. */
  createdAt: isoTime,
  reason: z.string().nullable(),
  code: z.string().nullable(),
  category: z.enum(['not-executed', 'executed', 'unknown-outcome']).nullable(),
  resolvedBy: z.enum(['reconcile', 'user']).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerLookupInput = z.strictObject({
  operation: writeOperation,
  items: z.array(ledgerItem).max(MAX_JOB_ROWS),
});
/** The same with the items checked only as a list: the main process checks each one on its own, in slices. */
export const ledgerLookupEnvelope = ledgerLookupInput.extend({ items: z.array(z.unknown()).max(MAX_JOB_ROWS) });

export const ledgerLookupOutput = z.object({
  /** The items the ledger holds (the others were never sent), each with its entry and whether its values are the ones asked. */
  found: z.array(z.object({ id: z.string(), same: z.boolean(), entry: ledgerEntry })),
  /** The state now of every job an entry names (a pending entry of a running job is queued; of a stopped one, left unsent). */
  jobs: z.record(z.string(), z.enum(JOB_STATES)),
});
export type LedgerLookupOutput = z.infer<typeof ledgerLookupOutput>;

/**
 * Pushed when entries change (a start, each answer, a decision, a reconciliation, a retry, a supersession),
 * gathered over a short moment: the items whose entry changed, with the entry now (null: the ledger holds none,
 * e.g. a start that was rolled back), and the state of the jobs they name or whose state changed (a cancel, an
 * end: `entries` may then be empty). One moment's changes may come as several events (1,000 entries each at most).
 */
export const ledgerChangedEvent = z.object({
  operation: writeOperation,
  entries: z.array(z.object({ id: z.string(), entry: ledgerEntry.nullable() })),
  jobs: z.record(z.string(), z.enum(JOB_STATES)),
  /**
   * Too many entries changed at once to push (a 100,000-row start, its roll-back): `entries` is empty, and a
   * screen asks `ledger.lookup` again for the items it shows.
   */
  lookupAgain: z.boolean().default(false),
});
export type LedgerChangedEvent = z.infer<typeof ledgerChangedEvent>;

/** Why the ledger refused a start, per item (the details of ALREADY_SENT; the first items, and how many in all). */
export const LEDGER_REFUSALS = ['inFlight', 'applied', 'unknown'] as const;
export const alreadySentDetails = z.object({
  count: z.number().int().nonnegative(),
  items: z.array(
    z.object({ key: z.string(), why: z.enum(LEDGER_REFUSALS), jobId: jobId, item: z.string().nullable(), at: isoTime }),
  ),
});
export type AlreadySentDetails = z.infer<typeof alreadySentDetails>;
