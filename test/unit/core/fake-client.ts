// A stand-in for OpenApiClient in batch-runner unit tests: one call at a time (like a capacity-1 path), the
// runner's beforeSend hook run before each "send", and answers built by the catalogue's own normalisers
// from the wire form a test scripts.
import type { CallOptions } from '../../../electron/core/client';
import { localError } from '../../../electron/core/errors';
import type { BatchCaller } from '../../../electron/core/batch/send-chunk';
import type { OperationCaller } from '../../../electron/core/reconcile';
import { normaliseResponse, validateRequest, type OperationId } from '../../../shared/catalogue';

export interface SentCall {
  op: OperationId;
  input: Record<string, unknown>;
}

/** Returns the raw answer (the vendor's JSON as parsed), or throws an OpenApiError. May wait. */
export type Answerer = (op: OperationId, input: Record<string, unknown>, n: number) => Promise<unknown> | unknown;

export class FakeClient implements OperationCaller, BatchCaller {
  readonly sent: SentCall[] = [];
  private turn: Promise<void> = Promise.resolve();
  constructor(public answer: Answerer) {}

  call: OperationCaller['call'] = ((op: OperationId, input: unknown, opts: CallOptions = {}) =>
    this.callValidated(op, validateRequest(op, input) as never, opts)) as OperationCaller['call'];

  /** The runner sends bodies it validated; they are recorded as sent (the wire form: ids as LosslessNumber). */
  callValidated: BatchCaller['callValidated'] = (async (op: OperationId, body: unknown, opts: CallOptions = {}) => {
    const mine = this.turn;
    let done!: () => void;
    this.turn = new Promise<void>((r) => (done = r));
    try {
      await waitOrAbort(mine, opts.waitSignal, op);
      await opts.beforeSend?.(1);
      if (opts.trace) opts.trace.attempts = 1;
      const n = this.sent.push({ op, input: body as Record<string, unknown> }) - 1;
      const raw = await this.answer(op, body as Record<string, unknown>, n);
      return normaliseResponse(op, raw, body as never, opts.context);
    } finally {
      done();
    }
  }) as BatchCaller['callValidated'];
}

function waitOrAbort(p: Promise<void>, signal: AbortSignal | undefined, op: OperationId): Promise<void> {
  if (!signal) return p;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(localError('ABORTED', op, 'not-executed'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void p.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/** The videox answer for a queue: every element accepted, except those `reject` names with a reason. */
export function videoxAnswer(input: Record<string, unknown>, reject: (mskuId: string) => string | null = () => null): unknown {
  const queue = (input.queue_list as Array<{ msku_id: string; quantity: number }>).map((q, i) => {
    const reason = reject(q.msku_id);
    return { msku_id: q.msku_id, warehouse_id: '1001', quantity: q.quantity, success: reason ? 0 : 1, error_msg: reason ?? '', queue_id: reason ? '' : `q${i}` };
  });
  return { code: 1, msg: 'success', data: { queue_list: queue, traceId: 't', success: true } };
}
