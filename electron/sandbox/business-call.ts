// One business call (4.3–4.12) from gateway to answer. Order: faults that hit before the gateway (expire
// tokens, clock skew) → gateway checks → faults that refuse without executing → concurrency bucket →
// latency → business throttle → execute → record the write → drop-after-commit / slow answer → answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationDef } from '../../shared/catalogue';
import { parseJson } from '../../shared/json/lossless';
import type { BusinessOperationId } from './business';
import type { SandboxCore } from './core';
import { businessFailure, gatewayFailure, THROTTLE_103_MESSAGE } from './envelopes';
import { checkGateway } from './gateway';
import { dropConnection, sendHtml, sendJson, sleep } from './http-io';
import { PUBLIC_PARAMS } from './sign-verify';

export interface CallContext {
  op: OperationDef;
  requestId: string;
  query: URLSearchParams;
  bodyText: string;
}

/** The body the back office sees: numbers as parseJson keeps them, transport parameters removed. */
function businessBody(bodyText: string): Record<string, unknown> {
  const parsed = bodyText.trim() === '' ? {} : (parseJson(bodyText) as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'sign' || (PUBLIC_PARAMS as readonly string[]).includes(key)) continue;
    // defineProperty: a "__proto__" key stays a plain key instead of replacing the prototype.
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export async function serveBusinessCall(core: SandboxCore, call: CallContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { op, requestId } = call;
  const opId = op.id as BusinessOperationId;
  core.stats.request(op.id);

  if (core.faults.fire('expireTokens', op, requestId)) core.tokens.expireAccessTokens();
  const skewSeconds = core.faults.fire('clockSkew', op, requestId)?.seconds ?? 0;
  const nowMs = core.clock.nowMs(skewSeconds);
  const answerCtx = { requestId, nowMs };

  const gate = checkGateway(call.query, call.bodyText, core.tokens, nowMs);
  if (!gate.ok) {
    if (gate.kind === 'gateway') {
      core.log(`${op.id} ${requestId} → ${gate.answer.code}`);
      sendJson(res, gate.answer);
    } else {
      sendJson(res, businessFailure(102, 'invalid parameters', answerCtx, [gate.reason]));
    }
    return;
  }

  if (core.faults.fire('resetBeforeProcessing', op, requestId)) return dropConnection(req, res);
  if (core.faults.fire('http502', op, requestId)) return sendHtml(res, 502);
  if (core.faults.fire('http500', op, requestId)) return sendHtml(res, 500);
  const lease = core.faults.fire('reject3001008', op, requestId) ? null : core.buckets.tryAcquire(gate.appId, op);
  if (lease === null) {
    core.stats.rejected3001008(op.id);
    core.log(`${op.id} ${requestId} → 3001008`);
    sendJson(res, gatewayFailure('3001008'));
    return;
  }

  // The token is held while the request is processed, whether or not the client is still listening.
  try {
    const extraLatency = core.faults.fire('latency', op, requestId)?.ms ?? 0;
    await sleep(core.drawLatencyMs() + extraLatency);
    if (core.stopped) return dropConnection(req, res);
    if (core.faults.fire('throttle103', op, requestId)) {
      sendJson(res, businessFailure(103, THROTTLE_103_MESSAGE, { requestId, nowMs: core.clock.nowMs(skewSeconds) }));
      return;
    }

    const outcome = core.business.handle(opId, businessBody(call.bodyText), { appId: gate.appId, requestId, nowMs: core.clock.nowMs(skewSeconds) });
    core.stats.executed(op.id);
    const drop = core.faults.fire('dropAfterCommit', op, requestId) !== null;
    if (outcome.applied !== null) {
      core.writes.record({
        at: core.nowIso(),
        appId: gate.appId,
        operation: op.id,
        requestId,
        appliedKeys: [...outcome.applied.appliedKeys],
        rejected: outcome.applied.rejected.map((r) => ({ ...r })),
        answerDropped: drop,
      });
    }
    core.log(`${op.id} ${requestId} → ${String(outcome.envelope.code)}${drop ? ' (answer dropped)' : ''}`);
    if (drop) return dropConnection(req, res);
    await sleep(core.faults.fire('slowAnswer', op, requestId)?.ms ?? 0);
    sendJson(res, outcome.envelope);
  } finally {
    lease.release();
  }
}
