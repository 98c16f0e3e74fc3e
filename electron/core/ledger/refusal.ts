// The ledger's rules at a start, whatever a screen does (the last line, not the first): an item whose row is on its
// way in a job sending now is refused outright; one applied, or maybe applied, with the very values asked is
// refused unless the user said "send again" for that row. Everything else goes: never sent, other values,
// refused, or left unsent by a job that stopped.
import type { AlreadySentDetails } from '../../../shared/ipc/ledger';
import type { Candidate } from './ledger-index';

export type Refusal = AlreadySentDetails['items'][number]['why'];

/** Items named in the refusal's details (the count says how many in all). */
const NAMED = 20;

/**
 * Why a new row of an identity may not go, or null when it may. `slot`: the identity's candidates (one, or several
 * oldest first, its entry last); `again`: the user said to send this row again.
 */
export function refusalOf(slot: Candidate | readonly Candidate[] | undefined, values: string, again: boolean): { why: Refusal; by: Candidate } | null {
  if (slot === undefined) return null;
  const onItsWay = (c: Candidate) => c.status === 'pending' && (c.job.active || c.job.provisional);
  let entry: Candidate | undefined;
  if (Array.isArray(slot)) {
    // Every candidate, not only the entry: a row queued in a running job is on its way wherever it sorts.
    for (const c of slot as readonly Candidate[]) if (onItsWay(c)) return { why: 'inFlight', by: c };
    entry = slot[slot.length - 1];
  } else {
    entry = slot as Candidate;
    if (onItsWay(entry)) return { why: 'inFlight', by: entry };
  }
  if (!entry || again || entry.values !== values) return null;
  if (entry.status === 'succeeded') return { why: 'applied', by: entry };
  if (entry.status === 'unknown') return { why: 'unknown', by: entry };
  return null;
}

/** A start refused by the ledger: nothing of it was journaled or sent (the bridge's ALREADY_SENT). */
export class AlreadySentError extends Error {
  override readonly name = 'AlreadySentError';
  constructor(readonly details: AlreadySentDetails) {
    super(
      `${details.count} item(s) of this start were sent already (on their way, applied or maybe applied with these values); nothing was sent. ` +
        'Send them again only on the user\'s word (again), or leave them out.',
    );
  }
}

/** Gathers a start's refusals: every one counted, the first ones named. */
export class Refusals {
  private readonly items: AlreadySentDetails['items'] = [];
  private count = 0;

  add(rowKey: string, why: Refusal, by: Candidate): void {
    this.count++;
    if (this.items.length >= NAMED) return;
    const e = by.entry();
    this.items.push({ key: rowKey, why, jobId: e.jobId, item: e.item, at: e.sentAt ?? e.createdAt });
  }

  get any(): boolean {
    return this.count > 0;
  }

  error(): AlreadySentError {
    return new AlreadySentError({ count: this.count, items: [...this.items] });
  }
}
