// What the user chose in the decide dialog, and the one call that records it. Framework-free: a choice per
// request (with its row count, for the total), or one for every unknown row of the job.
import type { MethodInput } from '../../../../../shared/ipc';

export type Choice = 'applied' | 'not-applied';

export interface Choices {
  /** One word for every unknown row of the job (decided on the main side). */
  all: Choice | null;
  /** A word per request (`null`: rows of no request on record). */
  byRequest: ReadonlyMap<string | null, { choice: Choice; rows: number }>;
}

/** Rows the choices decide: every unknown row, or those of the chosen requests. */
export function rowsChosen(c: Choices, unknownRows: number): number {
  if (c.all) return unknownRows;
  let n = 0;
  for (const { rows } of c.byRequest.values()) n += rows;
  return n;
}

export function decisionInput(c: Choices): Omit<MethodInput<'journal.reconcile'>, 'jobId'> {
  if (c.all) return { allUnknown: { applied: c.all === 'applied' } };
  return { requests: [...c.byRequest].map(([request, { choice }]) => ({ request, applied: choice === 'applied' })) };
}
