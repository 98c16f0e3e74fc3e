// The one way the app calls a business operation: validate, wait for a slot, sign afresh, send with a
// deadline, parse losslessly, normalise, and classify every failure by whether the request executed.
import {
  getOperation,
  normaliseResponse,
  RequestValidationError,
  validateRequest,
  type NormaliseContext,
  type NormalisedResult,
  type OperationData,
  type OperationDef,
  type OperationId,
  type OperationInput,
} from '../../shared/catalogue';
import { AbortedError } from './backoff';
import { parseAnswer } from './fast-json';
import { envelopeError, isOpenApiError, localError, OpenApiError } from './errors';
import { silentLogger, type Logger } from './logger';
import type { LocalCode } from './messages';
import { buildSignedQuery, unixSeconds } from './signing';
import type { EndpointThrottle, Priority, SlotOutcome } from './throttle';
import type { TokenManager } from './tokens';
import { createHttpPoster, type Poster } from './http-post';
import { post, TransportFailure, type FetchLike, type HttpAnswer } from './transport';
import { wireForms } from './wire';

export interface CallTrace {
  attempts: number;
  /** The request id of the last answer, if any came. */
  requestId: string | null;
}

export interface CallOptions {
  /** Cancels the call; an attempt already in flight is cut off (a write's outcome is then unknown). */
  signal?: AbortSignal;
  /** Stops only the waiting (for a slot, a token, a back-off), never an attempt in flight. */
  waitSignal?: AbortSignal;
  /** Interactive reads go before bulk writes waiting for the same path (default: reads interactive, writes bulk). */
  priority?: Priority;
  context?: NormaliseContext;
  /**
   * Runs once the attempt holds its slot and token, right before it is sent; throwing stops the call as not
   * executed. The batch runner makes its journal intent durable here.
   */
  beforeSend?: (attempt: number) => Promise<void> | void;
  /** Filled in as the call proceeds. */
  trace?: CallTrace;
}

export interface OpenApiClientOptions {
  baseUrl: string;
  appId: string;
  tokens: TokenManager;
  throttle: EndpointThrottle;
  timeoutMs?: number;
  /** Sends through this instead of the client's own node:http keep-alive pool (tests record requests so). */
  fetch?: FetchLike;
  logger?: Logger;
  now?: () => number;
  /** Extra attempts of a read whose answer was lost (default 2). Writes never get one. */
  maxReadRetries?: number;
  /** Extra attempts when the connection is refused before anything was sent (default 3). */
  maxConnectRetries?: number;
  /** How long a call keeps backing off from 3001008/103 before giving up as BUSY (default 10 min). */
  busyBudgetMs?: number;
}

interface Attempts {
  n: number;
  token: boolean;
  resign: boolean;
  reads: number;
  connects: number;
  busy: number;
  busySince: number | null;
}

/** An attempt's verdict: the result, or go again (after a back-off of the n-th kind when `backoff` > 0). */
type Step<T> = { done: true; result: NormalisedResult<T> } | { done: false; backoff: number; rejected: boolean };

const RETRY_NOW = { done: false, backoff: 0, rejected: false } as const;
/** A sign is valid for 2 minutes (notes §2.6); one made before a long wait for the slot is made again. */
const EARLY_SIGN_MAX_AGE_MS = 30_000;
const retryLater = (n: number, rejected = false) => ({ done: false, backoff: n, rejected }) as const;

declare const checkedByTheCatalogue: unique symbol;
/**
 * A request body the catalogue's schema produced: a chunk's (JobRowValidator.chunkBody, from rows the schema
 * validated one by one) or a call's (validated here). The mark keeps an unchecked object from being sent as one.
 */
export type CheckedBody = Record<string, unknown> & { readonly [checkedByTheCatalogue]: true };

export class OpenApiClient {
  readonly appId: string;
  readonly tokens: TokenManager;
  readonly throttle: EndpointThrottle;
  private readonly opts: OpenApiClientOptions;
  private readonly poster: Poster;
  private readonly now: () => number;
  private readonly log: Logger;
  /** Server clock minus ours, learnt from a 2001007 answer's Date header. */
  private clockOffsetMs = 0;

  constructor(opts: OpenApiClientOptions) {
    this.opts = opts;
    this.appId = opts.appId;
    this.tokens = opts.tokens;
    this.throttle = opts.throttle;
    const fetchImpl = opts.fetch;
    this.poster = fetchImpl ? (url, body, o) => post(fetchImpl, url, body, o) : createHttpPoster();
    this.now = opts.now ?? Date.now;
    this.log = (opts.logger ?? silentLogger()).child({ module: 'client' });
  }

  /** Obtains the token ahead of the first call (a batch does this while it writes its journal). */
  async warmUp(): Promise<void> {
    await this.tokens.getAccessToken().catch(() => undefined);
  }

  /** Validates `input` with the operation's schema (nothing is sent when it fails), then sends it. */
  async call<K extends OperationId>(id: K, input: OperationInput<K>, opts: CallOptions = {}): Promise<NormalisedResult<OperationData<K>>> {
    // The schema of K made this body: the normalised result is K's.
    return (await this.callValidated(id, this.validate(id, input) as CheckedBody, opts)) as NormalisedResult<OperationData<K>>;
  }

  /**
   * A call whose input arrived as JSON from outside (the IPC's `operations.call`): its type is unknown until the
   * catalogue's schema checks it, which happens here before anything is sent, exactly as `call` does.
   */
  async callFromJson(id: OperationId, input: unknown, opts: CallOptions = {}): Promise<NormalisedResult<unknown>> {
    const op = getOperation(id);
    if (op.access === 'auth') throw localError('NOT_A_BUSINESS_OPERATION', id, 'not-executed', { action: 'report-bug' });
    return this.send<unknown>(op, this.validate(id, input), opts);
  }

  /** Sends a body the catalogue's schema already produced (the batch runner validates row by row). */
  async callValidated(id: OperationId, body: CheckedBody, opts: CallOptions = {}): Promise<NormalisedResult<unknown>> {
    const op = getOperation(id);
    if (op.access === 'auth') throw localError('NOT_A_BUSINESS_OPERATION', id, 'not-executed', { action: 'report-bug' });
    return this.send<unknown>(op, body, opts);
  }

  private async send<T>(op: OperationDef, body: Record<string, unknown>, opts: CallOptions): Promise<NormalisedResult<T>> {
    const { bodyText, signBody } = wireForms(body);
    const ticket = this.throttle.ticket();
    const waitSignal = opts.waitSignal && opts.signal ? AbortSignal.any([opts.signal, opts.waitSignal]) : (opts.waitSignal ?? opts.signal);
    const trace = opts.trace ?? { attempts: 0, requestId: null };
    const state: Attempts = { n: 0, token: false, resign: false, reads: 0, connects: 0, busy: 0, busySince: null };
    for (;;) {
      state.n++;
      trace.attempts = state.n;
      const step = await this.attempt<T>(op, body, { bodyText, signBody }, { ...opts, waitSignal }, trace, state, ticket);
      if (step.done) return step.result;
      if (step.backoff > 0) {
        try {
          await this.throttle.backoff(op.path, step.backoff, waitSignal);
        } catch (err) {
          throw this.aborted(op, err);
        }
      }
    }
  }

  private validate(id: OperationId, input: unknown): Record<string, unknown> {
    try {
      return validateRequest(id, input) as Record<string, unknown>;
    } catch (err) {
      if (err instanceof RequestValidationError) {
        throw localError('INVALID_INPUT', id, 'not-executed', { action: 'show', details: { issues: err.issues } });
      }
      throw err;
    }
  }

  /** Cancelled while waiting (slot, token, back-off): no attempt was in flight, so nothing executed. */
  private aborted(op: OperationDef, cause: unknown): OpenApiError {
    if (isOpenApiError(cause)) return cause;
    return localError('ABORTED', op.id, 'not-executed', { cause });
  }

  private async attempt<T>(
    op: OperationDef,
    body: Record<string, unknown>,
    wire: { bodyText: string; signBody: Record<string, unknown> },
    opts: CallOptions,
    trace: CallTrace,
    state: Attempts,
    ticket: number,
  ): Promise<Step<T>> {
    const priority = opts.priority ?? (op.access === 'write' ? 'bulk' : 'interactive');
    // Signed while waiting for the slot, so that once it is granted only the intent's sync stands before the
    // send. Used only if the token is still the one signed with and the sign is fresh; else signed again.
    const early = await this.signEarly(op, wire).catch(() => null);
    let slot;
    try {
      slot = await this.throttle.acquire(op.path, { priority, signal: opts.waitSignal, ticket });
    } catch (err) {
      throw this.aborted(op, err);
    }
    let slotOutcome: SlotOutcome = 'failed';
    let latencyMs: number | undefined;
    try {
      let token: string;
      try {
        token = await this.tokens.getAccessToken(opts.waitSignal);
      } catch (err) {
        throw err instanceof AbortedError ? this.aborted(op, err) : err;
      }
      const fresh = early !== null && early.token === token && early.offsetMs === this.clockOffsetMs && this.now() - early.at < EARLY_SIGN_MAX_AGE_MS;
      const url = fresh ? early.url : this.signedUrl(op, wire, token);
      try {
        await opts.beforeSend?.(state.n);
      } catch (err) {
        if (isOpenApiError(err)) throw err;
        throw localError('JOURNAL_WRITE_FAILED', op.id, 'not-executed', { cause: err });
      }
      slot.sending();
      const sentAt = this.now();
      let answer: HttpAnswer;
      try {
        answer = await this.poster(url, wire.bodyText, {
          timeoutMs: this.opts.timeoutMs ?? 30_000,
          signal: opts.signal,
          headers: { 'content-type': 'application/json;charset=UTF-8' },
        });
      } catch (err) {
        if (!(err instanceof TransportFailure)) throw err;
        return this.onTransportFailure(op, err, trace, state);
      }
      latencyMs = this.now() - sentAt;
      // The server gave its token back when it answered: the next request on this path is sent first, then
      // this answer is parsed and normalised while that one is in flight.
      await slot.free();
      const step = this.onAnswer<T>(op, body, answer, opts, trace, state, token, latencyMs);
      slotOutcome = step.done ? 'success' : step.rejected ? 'rejected' : 'failed';
      return step;
    } finally {
      slot.release(slotOutcome, latencyMs);
    }
  }

  private signedUrl(op: OperationDef, wire: { signBody: Record<string, unknown> }, token: string): string {
    const query = buildSignedQuery({ appId: this.appId, accessToken: token, timestamp: unixSeconds(this.now() + this.clockOffsetMs), body: wire.signBody });
    return `${new URL(op.path, this.opts.baseUrl).toString()}?${query}`;
  }

  /** The URL signed with the token at hand, before the slot; null when no token is at hand without waiting. */
  private async signEarly(op: OperationDef, wire: { signBody: Record<string, unknown> }): Promise<{ token: string; url: string; at: number; offsetMs: number } | null> {
    if (this.tokens.status().state !== 'valid') return null;
    const token = await this.tokens.getAccessToken();
    return { token, url: this.signedUrl(op, wire, token), at: this.now(), offsetMs: this.clockOffsetMs };
  }

  private onTransportFailure<T>(op: OperationDef, err: TransportFailure, trace: CallTrace, state: Attempts): Step<T> {
    this.log.debug({ op: op.id, attempt: state.n, failure: err.kind, sent: err.sent }, 'no answer');
    if (!err.sent) {
      if (err.kind === 'aborted') throw this.aborted(op, err);
      if (++state.connects <= (this.opts.maxConnectRetries ?? 3)) return retryLater(state.connects);
      throw localError('CONNECTION_REFUSED', op.id, 'not-executed', { cause: err, details: { attempts: state.n } });
    }
    const code: LocalCode = err.kind === 'timeout' ? 'TIMEOUT' : err.kind === 'aborted' ? 'ABORTED_IN_FLIGHT' : err.kind === 'reset' ? 'CONNECTION_RESET' : 'NETWORK';
    if (op.access === 'read' && err.kind !== 'aborted' && ++state.reads <= (this.opts.maxReadRetries ?? 2)) return retryLater(state.reads);
    if (op.access === 'write') this.log.warn({ op: op.id, attempt: state.n, failure: err.kind }, 'write outcome unknown');
    throw localError(code, op.id, 'unknown-outcome', { cause: err, requestId: trace.requestId, details: { attempts: state.n } });
  }

  private onAnswer<T>(
    op: OperationDef,
    body: Record<string, unknown>,
    answer: HttpAnswer,
    opts: CallOptions,
    trace: CallTrace,
    state: Attempts,
    token: string,
    latencyMs: number,
  ): Step<T> {
    let result: NormalisedResult<T> | null = null;
    try {
      result = normaliseResponse(op.id, parseAnswer(answer.text), body, opts.context) as NormalisedResult<T>;
    } catch {
      result = null; // not JSON, or JSON without a vendor envelope: an HTML error page or a broken proxy
    }
    if (result === null) return this.onUnreadable(op, answer, trace, state);
    const env = result.envelope;
    trace.requestId = env.requestId ?? trace.requestId;
    this.log.debug({ op: op.id, attempt: state.n, code: env.code, requestId: env.requestId, ms: latencyMs }, 'answer');
    if (result.ok) return { done: true, result };
    switch (env.code) {
      case '3001008':
      case '103': {
        state.busySince ??= this.now();
        state.busy++;
        if (this.now() - state.busySince <= (this.opts.busyBudgetMs ?? 600_000)) return retryLater(state.busy, true);
        throw localError('BUSY', op.id, 'not-executed', { requestId: env.requestId, details: { vendorMessage: env.message, attempts: state.n } });
      }
      case '2001003':
      case '2001005':
        this.tokens.invalidate(env.code, token);
        if (!state.token) {
          state.token = true;
          return RETRY_NOW;
        }
        break;
      case '2001007':
        if (!state.resign) {
          state.resign = true;
          if (answer.serverDateMs !== null && Math.abs(answer.serverDateMs - this.now()) > 30_000) {
            this.clockOffsetMs = answer.serverDateMs - this.now();
          }
          return RETRY_NOW;
        }
        break;
    }
    throw envelopeError(op.id, env, answer.status);
  }

  private onUnreadable<T>(op: OperationDef, answer: HttpAnswer, trace: CallTrace, state: Attempts): Step<T> {
    const details = { httpStatus: answer.status, attempts: state.n };
    this.log.debug({ op: op.id, attempt: state.n, status: answer.status, contentType: answer.contentType }, 'unreadable answer');
    // A 4xx page comes from the web server in front of the gateway: the request never reached the service.
    if (answer.status >= 400 && answer.status < 500) throw localError('HTTP_STATUS', op.id, 'not-executed', { action: 'report-bug', details });
    if (op.access === 'read' && ++state.reads <= (this.opts.maxReadRetries ?? 2)) return retryLater(state.reads);
    // The service answers every JSON envelope with 200 (notes §1): a 5xx page is the gateway's, and a gateway
    // sends one as well when the service acted and its answer was lost on the way back.
    const code: LocalCode = answer.status >= 500 ? 'GATEWAY_ERROR' : 'BAD_RESPONSE';
    if (op.access === 'write') this.log.warn({ op: op.id, attempt: state.n, status: answer.status }, 'write outcome unknown');
    throw localError(code, op.id, 'unknown-outcome', { details, requestId: trace.requestId });
  }
}
