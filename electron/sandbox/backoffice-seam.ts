// The seam to the back office (the seeded data and the rules of 4.3–4.12). The gateway only needs `handle`
// and `inspect`; the factory lets tests put a small double in its place.

export type { BusinessContext, BusinessOperationId, BusinessOutcome } from './backoffice';
import type { BusinessContext, BusinessOperationId, BusinessOutcome } from './backoffice';

export interface BackOfficeHandler {
  handle(op: BusinessOperationId, body: unknown, ctx: BusinessContext): BusinessOutcome;
  inspect(kind: string): unknown;
}

export interface BackOfficeSeamOptions {
  seed: number;
  listings?: number;
  shippingLists?: number;
  orders?: number;
  applyDelayMs?: number;
  now?: () => number;
  pickingSchemaQuirk?: boolean;
  imageOrigin?: string;
}

export interface BackOfficeFactory {
  create(opts: BackOfficeSeamOptions): BackOfficeHandler;
  /** The kinds `inspect` knows (listed by the admin API). */
  readonly inspectKinds: readonly string[];
}
