// What the ship-from screen shows of its one send, from the send plan's verdict on the address (the job
// lifecycle) and the job's summary: whether the form is locked (one-shot: applied or maybe applied), and the
// outcome notice. Framework-free, so the rules are unit-tested without rendering.
import type { JobRow, JobSummary } from '../../../../shared/ipc';
import type { PlannedItem } from '../../components/job';
import { refusalOf, type FormField } from './fields';

/** The address is one item of the lifecycle; its ledger key and job row key. */
export const ADDRESS_ITEM = 'address';

export type Outcome =
  | { kind: 'sending' }
  | { kind: 'succeeded' }
  | { kind: 'refused'; code: string | null; reason: string | null; field: FormField | null }
  | { kind: 'invalid' }
  | { kind: 'unknown' }
  | { kind: 'changed' }
  | { kind: 'halted'; job: Pick<JobSummary, 'error'> | null };

/**
 * Locked once the address may have reached the vendor and nothing says it did not: a new send then needs
 * "Start a new one". A refusal (nothing executed) leaves the form open to correct and send again, and so does a
 * send a stopped job never made (Send sends it).
 */
export function isLocked(planned: PlannedItem | undefined, live: boolean): boolean {
  if (live) return true;
  if (!planned) return false;
  return planned.state !== 'new' && planned.state !== 'failed' && planned.state !== 'pending';
}

/**
 * The notice for the address's state; null before anything was sent. `lastRow` is the address's row in the last
 * send's job, which tells what the ledger does not hold: a row the main side found invalid (never sent).
 */
export function outcomeOf(planned: PlannedItem | undefined, job: Pick<JobSummary, 'error' | 'state'> | null, lastRow: Pick<JobRow, 'status'> | null = null): Outcome | null {
  if (!planned) return null;
  if (planned.state === 'new' && planned.sentState === undefined && lastRow?.status === 'invalid') return { kind: 'invalid' };
  switch (planned.state) {
    case 'queued':
    case 'sending':
    case 'loading':
      return { kind: 'sending' };
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'unknown':
      return { kind: 'unknown' };
    case 'changed':
      return { kind: 'changed' };
    case 'pending':
      return { kind: 'halted', job };
    case 'failed':
    case 'new': {
      // An edited refusal is new work but its refusal stays in view until the next send.
      const sent = planned.state === 'failed' ? 'failed' : planned.sentState;
      if (sent === 'failed') return { kind: 'refused', code: planned.code ?? null, reason: planned.reason ?? null, field: refusalOf(planned.code ?? null).field };
      return null;
    }
  }
}
