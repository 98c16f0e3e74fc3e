// The seam to the back office (the seeded data and the rules of 4.3–4.12). The gateway only needs `handle`
// and `inspect`; the factory lets tests put a small double in its place.

export type { BackOfficeOptions, BackOfficeSnapshot, BusinessContext, BusinessOperationId, BusinessOutcome } from '../backoffice';
import type { BackOfficeOptions, BackOfficeSnapshot, BusinessContext, BusinessOperationId, BusinessOutcome } from '../backoffice';

export interface BackOfficeHandler {
  handle(op: BusinessOperationId, body: unknown, ctx: BusinessContext): BusinessOutcome;
  inspect(kind: string): unknown;
  /** How many records of one kind there are, without a copy. */
  count(kind: string): number;
  /** The whole state as plain data; a back office without it cannot be kept across restarts. */
  snapshot?(): BackOfficeSnapshot;
}

export interface BackOfficeFactory {
  create(opts: BackOfficeOptions): BackOfficeHandler;
  /** The kinds `inspect` knows (listed by the admin API). */
  readonly inspectKinds: readonly string[];
}
