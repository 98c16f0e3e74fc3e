// What a screen needs to start a job it recorded first: an id of its own (the journal's format), whether a
// refused start sent anything, and the error a send ends in when its record could not be saved.
import { formatJobId } from '../../../shared/ipc/common';
import { BridgeError } from '../bridge/client';
import { DraftNotSavedError } from '../drafts/draft-state';
import type { IdentifiedItem, PlanItem } from './send-plan';

/** A new job id, made here so it can be on disk (in the draft) before the job is asked for. */
export function newJobId(now: Date = new Date()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return formatJobId(now, [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(''));
}

/** Bridge refusals that come before the main side took the job: nothing of it was journaled or sent. */
const REFUSED_CODES = new Set(['ALREADY_SENT', 'INVALID_INPUT', 'BAD_JSON', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN', 'UNKNOWN_METHOD', 'UNAVAILABLE']);

/** A start that certainly sent nothing (so its record may go); anything else may have started the job. */
export function refusedBeforeStart(err: unknown): boolean {
  return err instanceof BridgeError && (REFUSED_CODES.has(err.code) || err.details.category === 'not-executed');
}

export const SEND_NOT_RECORDED = 'SEND_NOT_RECORDED';

/** The draft could not hold the record of the send, so the send did not go out (said with the draft's reason). */
export function notRecorded(err: unknown): BridgeError {
  const why = err instanceof DraftNotSavedError ? err.why : 'failed';
  return new BridgeError({ code: SEND_NOT_RECORDED, message: `Nothing was sent: the draft could not record the send (${why}).`, details: { why } });
}

/** An item of a start as the page's ledger mirror holds it until the ledger's pushes say more (`mirror.expect`). */
export interface OnItsWay {
  key: string;
  values: string;
  rowKey: string;
}

/**
 * The items a start sends, by their identities in the plan: the plan's items are found by id once (a map), not
 * searched per item: a 100,000-row start searched 100,000 times froze the page for 10–60 s after its answer.
 * Items without an identity (not in the plan, or not valid) are left out.
 */
export function onTheirWay(sent: readonly PlanItem[], planItems: readonly IdentifiedItem[]): OnItsWay[] {
  const byId = new Map<string, IdentifiedItem>();
  for (const p of planItems) if (!byId.has(p.id)) byId.set(p.id, p);
  const out: OnItsWay[] = [];
  for (const i of sent) {
    const identity = byId.get(i.id)?.identity;
    if (identity) out.push({ key: identity.key, values: identity.values, rowKey: i.id });
  }
  return out;
}
