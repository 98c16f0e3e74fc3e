// Whether the vendor answers: every call that got an answer (any answer: a refusal is an answer) says yes, one
// that found nobody at the other end (refused, timed out, cut off, a gateway's error page) says since when it
// does not. The status bar shows it ("vendor not answering since 10:02:13"), beside a token that may well be
// valid. Observed from outside the client (observeReach), so the client's call path is untouched.
import { EventEmitter } from 'node:events';
import { isOpenApiError } from '../errors';
import type { OpenApiClient } from '../client';

/** The codes of a call that reached no one who could answer for the vendor. */
export const OUTAGE_CODES: ReadonlySet<string> = new Set(['CONNECTION_REFUSED', 'TIMEOUT', 'CONNECTION_RESET', 'NETWORK', 'GATEWAY_ERROR']);

/** An error that is the vendor's answer (its codes, a busy path, a page it sent), not Opsdesk's own refusal. */
const VENDOR_ANSWERED = (code: string): boolean => /^\d+$/.test(code) || code === 'BUSY' || code === 'HTTP_STATUS' || code === 'BAD_RESPONSE';

export interface VendorReach {
  answering: boolean;
  /** Not answering since (ms since the epoch); null while answering. */
  since: number | null;
  /** The code of the last call that found no answer. */
  code: string | null;
}

export class VendorHealth extends EventEmitter {
  private state: VendorReach = { answering: true, since: null, code: null };

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  get reach(): VendorReach {
    return this.state;
  }

  answered(): void {
    if (this.state.answering) return;
    this.state = { answering: true, since: null, code: null };
    this.emit('changed', this.state);
  }

  /** A call found no answer; `at` is when it began (the outage began no later). */
  unreachable(code: string, at: number = this.now()): void {
    if (!this.state.answering && this.state.code === code) return;
    this.state = { answering: false, since: this.state.since ?? at, code };
    this.emit('changed', this.state);
  }
}

/** The client, with every call's outcome told to `health`. Same type, same behaviour otherwise. */
export function observeReach(client: OpenApiClient, health: VendorHealth, now: () => number = Date.now): OpenApiClient {
  const observe = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const began = now();
      try {
        const result = await fn(...args);
        health.answered();
        return result;
      } catch (err) {
        if (isOpenApiError(err) && OUTAGE_CODES.has(err.code)) health.unreachable(err.code, began);
        else if (isOpenApiError(err) && VENDOR_ANSWERED(err.code)) health.answered();
        throw err;
      }
    };
  const call = observe(client.call.bind(client)) as OpenApiClient['call'];
  const callValidated = observe(client.callValidated.bind(client)) as OpenApiClient['callValidated'];
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'call') return call;
      if (prop === 'callValidated') return callValidated;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}
