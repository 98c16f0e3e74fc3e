// Shared set-up of the back-office tests: a back office on a hand-driven clock, and the JSON round trips the
// server and the client put bodies and answers through.
import { BackOffice, type BackOfficeOptions, type BusinessOperationId, type BusinessOutcome } from '../../../electron/sandbox/backoffice';
import { parseJson, stringifyJson } from '../../../shared/json/lossless';

export const T0 = Date.UTC(2024, 6, 8, 2, 3, 4); // 2024-07-08 10:03:04 in Beijing time

export interface Harness {
  bo: BackOffice;
  clock: { ms: number };
  /** Calls an operation with the body as the server would parse it off the wire. */
  call(op: BusinessOperationId, body: unknown): BusinessOutcome & { answer: Record<string, unknown> };
}

/** What the client reads back: the envelope serialised by the server and parsed losslessly. */
export function overTheWire<T = Record<string, unknown>>(value: unknown): T {
  return parseJson(stringifyJson(value)) as T;
}

export function harness(opts: Partial<BackOfficeOptions> = {}): Harness {
  const clock = { ms: T0 };
  const bo = new BackOffice({ seed: 7, now: () => clock.ms, ...opts });
  let seq = 0;
  return {
    bo,
    clock,
    call(op, body) {
      const outcome = bo.handle(op, overTheWire(body), { appId: 'ak_TEST123456789', requestId: `req-${++seq}`, nowMs: clock.ms });
      return { ...outcome, answer: overTheWire(outcome.envelope) };
    },
  };
}

/** Typed access to inspect() views in tests. */
export function view<T = Record<string, unknown>>(bo: BackOffice, kind: string): T[] {
  return bo.inspect(kind) as T[];
}

export type Rec = Record<string, unknown>;
export const data = (answer: Rec): Rec => answer.data as Rec;
