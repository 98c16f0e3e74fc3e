// One business call (4.3–4.12) from gateway to answer. Order: faults that hit before the gateway (expire
// tokens, clock skew) → gateway checks → faults that refuse without executing → concurrency bucket →
// business throttle → execute → record the write → hold until the answer is due (arrival + latency) →
// drop-after-commit / slow answer → answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationDef } from '../../../shared/catalogue';
import { plainValue, stringifyJson } from '../../../shared/json/lossless';
import type { BusinessOperationId } from '../state/backoffice-seam';
import type { SandboxState } from '../state/sandbox-state';
import { businessFailure, gatewayFailure, THROTTLE_103_MESSAGE } from '../gateway-answers';
import { checkGateway } from './gateway';
import { dropConnection, holdUntil, sendHtml, sendJson, sendJsonText, sleep } from './http-io';
import { PUBLIC_PARAMS } from './sign-verify';

export interface CallContext {
  op: OperationDef;
  requestId: string;
  query: URLSearchParams;
  bodyText: string;
  /** `performance.now()` when the request arrived: the answer is due `latency` ms after it. */
  arrivedAt: number;
}

/**
 * The body the back office sees, from the one parse the gateway made: numbers as `parseJson` reads them (safe
 * ones as numbers, others as their digits), transport parameters removed.
 */
function backOfficeBody(exact: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(exact)) {
    if (key === 'sign' || (PUBLIC_PARAMS as readonly string[]).includes(key)) continue;
    // defineProperty: a "__proto__" key stays a plain key instead of replacing the prototype.
    Object.defineProperty(out, key, { value: plainValue(exact[key]), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export async function serveBusinessCall(sandbox: SandboxState, call: CallContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { op, requestId } = call;
  const opId = op.id as BusinessOperationId;
  sandbox.stats.request(op.id);

  if (sandbox.faults.fire('expireTokens', op, requestId)) sandbox.tokens.expireAccessTokens();
  const skewSeconds = sandbox.faults.fire('clockSkew', op, requestId)?.seconds ?? 0;
  const nowMs = sandbox.clock.nowMs(skewSeconds);
  const answerCtx = { requestId, nowMs };

  const gate = checkGateway(call.query, call.bodyText, sandbox.tokens, nowMs);
  if (!gate.ok) {
    if (gate.kind === 'gateway') {
      sandbox.log(`${op.id} ${requestId} → ${gate.answer.code}`);
      sendJson(res, gate.answer);
    } else {
      sendJson(res, businessFailure(102, 'invalid parameters', answerCtx, [gate.reason]));
    }
    return;
  }

  if (sandbox.faults.fire('resetBeforeProcessing', op, requestId)) return dropConnection(req, res);
  // A gateway's 502 (notes §1: the service itself answers 200) may come before the service acted or after it
  // acted and its answer was lost; the sandbox alternates, the 1st, 3rd, … after, so the rows are truly unknown.
  const gateway502 = sandbox.faults.fire('http502', op, requestId) !== null;
  const lost502 = gateway502 && sandbox.faults.fired('http502') % 2 === 1;
  if (gateway502 && !lost502) return sendHtml(res, 502);
  if (!gateway502 && sandbox.faults.fire('http500', op, requestId)) return sendHtml(res, 500);
  const lease = sandbox.faults.fire('reject3001008', op, requestId) ? null : sandbox.buckets.tryAcquire(gate.appId, op);
  if (lease === null) {
    sandbox.stats.rejected3001008(op.id);
    sandbox.log(`${op.id} ${requestId} → 3001008`);
    sendJson(res, gatewayFailure('3001008'));
    return;
  }

  // The token is held until the answer has left, whether or not the client is still listening. The work is
  // done first and the answer held until the server time is up: `--latency L` is the time from the request's
  // arrival to its answer (or the work's own time, when that is longer), not an addition to the work.
  try {
    if (sandbox.stopped) return dropConnection(req, res);
    const extraLatency = sandbox.faults.fire('latency', op, requestId)?.ms ?? 0;
    const dueAt = call.arrivedAt + sandbox.drawLatencyMs() + extraLatency;
    if (sandbox.faults.fire('throttle103', op, requestId)) {
      const answer = stringifyJson(businessFailure(103, THROTTLE_103_MESSAGE, { requestId, nowMs: sandbox.clock.nowMs(skewSeconds) }));
      await holdUntil(dueAt, sandbox.stopSignal);
      sendJsonText(res, answer);
      return;
    }

    const outcome = sandbox.backOffice.handle(opId, backOfficeBody(gate.exactBody), { appId: gate.appId, requestId, nowMs: sandbox.clock.nowMs(skewSeconds) });
    sandbox.stats.executed(op.id);
    const drop = lost502 || sandbox.faults.fire('dropAfterCommit', op, requestId) !== null;
    const write =
      outcome.applied === null
        ? null
        : sandbox.writes.record({
            at: sandbox.nowIso(),
            appId: gate.appId,
            operation: op.id,
            requestId,
            appliedKeys: [...outcome.applied.appliedKeys],
            rejected: outcome.applied.rejected.map((r) => ({ ...r })),
            answerDropped: drop,
          });
    sandbox.log(`${op.id} ${requestId} → ${String(outcome.envelope.code)}${lost502 ? ' (answer lost, 502)' : drop ? ' (answer dropped)' : ''}`);
    const answer = drop ? '' : stringifyJson(outcome.envelope);
    sandbox.stats.processed(op.id, performance.now() - call.arrivedAt);
    sandbox.stats.due(op.id, dueAt - call.arrivedAt);
    await holdUntil(dueAt, sandbox.stopSignal);
    if (sandbox.stopped && !drop) {
      // Stopped while the answer was held: the write is in, its answer never leaves.
      if (write !== null) sandbox.writes.markAnswerDropped(write.seq);
      return dropConnection(req, res);
    }
    if (lost502) return sendHtml(res, 502);
    if (drop) return dropConnection(req, res);
    await sleep(sandbox.faults.fire('slowAnswer', op, requestId)?.ms ?? 0);
    sendJsonText(res, answer);
    sandbox.stats.answered(op.id, performance.now() - call.arrivedAt);
  } finally {
    lease.release();
  }
}
