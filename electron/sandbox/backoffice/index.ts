// The sandbox's back office: a deterministic, seeded model of the vendor's data and the business rules and
// envelopes of the ten business operations (4.3–4.12). The HTTP server, gateway checks and faults live outside
// this folder; they call `handle` once a request has passed the gateway.
import type { OperationId } from '../../../shared/catalogue';
import { BusinessRejection, businessEnvelope, videoxEnvelope, type EnvelopeContext } from './envelope';
import { buildState, DEFAULT_SIZES } from './generate';
import { HANDLERS } from './handlers/registry.gen';
import type { HandlerResult } from './handlers/types';
import { countState, inspectState, INSPECT_KINDS } from './inspect';
import { rebaseImages } from './rebase-images';
import type { BackOfficeState } from './model';
import { bodyObject, ShapeError } from './shape';
import { snapshotOf, stateFromSnapshot, type BackOfficeSnapshot } from './snapshot';

export { backOfficeSnapshotSchema, type BackOfficeSnapshot } from './snapshot';

export interface BackOfficeOptions {
  seed: number;
  listings?: number;
  shippingLists?: number;
  orders?: number;
  /** Stock rows per videox / retailx store and inbound shipments per mkt store (absent: the default data). */
  videoxPerStore?: number;
  retailxPerStore?: number;
  shipmentsPerStore?: number;
  /** A kept state to go on from instead of generating one (the sizes and seed are then not used). */
  from?: BackOfficeSnapshot;
  /** How long an accepted stock change takes to apply, on the `now` clock. Default 2000. */
  applyDelayMs?: number;
  /** ms clock the apply delay is measured on; default Date.now. */
  now?: () => number;
  /** Picking answers `failList` with counts as strings (the schema's form) instead of the live `errorList`. */
  pickingSchemaQuirk?: boolean;
  /** Origin the seeded image URLs point at (the running sandbox); absent = the generator's placeholders. */
  imageOrigin?: string;
  /**
   * While this says true, accepted stock changes stay pending whatever their apply time ("still adjusting");
   * once it says false, every change held is applied at the next request (fault holdStockChanges). Lets a test
   * or a trainee open and close the adjusting window instead of racing the apply delay.
   */
  holdStockChanges?: () => boolean;
}

export interface BusinessContext {
  appId: string;
  requestId: string;
  nowMs: number;
}

export interface BusinessOutcome {
  /** The JSON envelope to answer; serialise with stringifyJson (LosslessNumber ids are written exactly). */
  envelope: Record<string, unknown>;
  /** For writes that executed; null for reads and whole-call rejections (102, 500). */
  applied: { appliedKeys: string[]; rejected: Array<{ key: string; reason: string }> } | null;
}

export type BusinessOperationId = Exclude<OperationId, 'accessToken' | 'refreshToken'>;

function size(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number >= 0, got ${String(value)}`);
  return n;
}

function perStore<K extends string>(name: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [name]: size(name, value, 0) } as Partial<Record<K, number>>);
}

/** A whole call refused: nothing executed, so nothing is applied. */
function refusal(op: BusinessOperationId, ctx: EnvelopeContext, code: number, message: string, detail: string): HandlerResult {
  const parts = { code, message, errorDetails: [detail], data: null };
  return { envelope: op === 'videoxStock' ? videoxEnvelope(ctx, parts) : businessEnvelope(ctx, parts), applied: null };
}

export class BackOffice {
  static readonly INSPECT_KINDS: readonly string[] = INSPECT_KINDS;

  private readonly state: BackOfficeState;
  private readonly now: () => number;
  private readonly applyDelayMs: number;
  private readonly pickingSchemaQuirk: boolean;
  private readonly holdStockChanges: () => boolean;
  private holding = false;

  constructor(opts: BackOfficeOptions) {
    if (!Number.isSafeInteger(opts.seed)) throw new RangeError(`seed must be an integer, got ${String(opts.seed)}`);
    this.state = opts.from ? stateFromSnapshot(opts.from) : buildState(opts.seed, {
      listings: size('listings', opts.listings, DEFAULT_SIZES.listings),
      shippingLists: size('shippingLists', opts.shippingLists, DEFAULT_SIZES.shippingLists),
      orders: size('orders', opts.orders, DEFAULT_SIZES.orders),
      ...perStore('videoxPerStore', opts.videoxPerStore),
      ...perStore('retailxPerStore', opts.retailxPerStore),
      ...perStore('shipmentsPerStore', opts.shipmentsPerStore),
    });
    if (opts.imageOrigin) rebaseImages(this.state, opts.imageOrigin);
    this.now = opts.now ?? Date.now;
    this.applyDelayMs = size('applyDelayMs', opts.applyDelayMs, 2000);
    this.pickingSchemaQuirk = opts.pickingSchemaQuirk === true;
    this.holdStockChanges = opts.holdStockChanges ?? (() => false);
  }

  /** Applies the stock changes due at `clockMs`, or none while they are held; all of them once a hold ends. */
  private settle(clockMs: number): void {
    const hold = this.holdStockChanges();
    const released = this.holding && !hold;
    this.holding = hold;
    if (hold) return;
    this.state.pendingStock.settle(released ? Number.POSITIVE_INFINITY : clockMs);
  }

  handle(op: BusinessOperationId, body: unknown, ctx: BusinessContext): BusinessOutcome {
    const handler = HANDLERS[op];
    if (handler === undefined) throw new RangeError(`not a business operation: ${String(op)}`);
    const clockMs = this.now();
    this.settle(clockMs);
    const envCtx = { requestId: ctx.requestId, nowMs: ctx.nowMs };
    try {
      return handler(bodyObject(body), {
        state: this.state, ctx: envCtx, clockMs, applyDelayMs: this.applyDelayMs, pickingSchemaQuirk: this.pickingSchemaQuirk,
      });
    } catch (e) {
      if (e instanceof ShapeError) return refusal(op, envCtx, 102, `invalid parameter: ${e.field} ${e.reason}`, `${e.field}: ${e.reason}`);
      if (e instanceof BusinessRejection) return refusal(op, envCtx, 500, e.reason, e.reason);
      throw e;
    }
  }

  /** The whole state as plain data, for keeping it on disk (read it before the next request changes it). */
  snapshot(): BackOfficeSnapshot {
    return snapshotOf(this.state);
  }

  /** A deep copy of one kind of state (ids as digit strings), for the admin API. */
  inspect(kind: string): unknown {
    this.settle(this.now());
    return inspectState(this.state, kind);
  }

  /** How many records of one kind there are, without the copy `inspect` makes. */
  count(kind: string): number {
    return countState(this.state, kind);
  }
}
