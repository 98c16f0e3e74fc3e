// The two credential operations (spec 4.1/4.2, notes §3): form fields in, `{"code":"200","msg":"OK",data}`
// or a gateway failure `{"code":"2001001","msg":"app not exist","data":null}` out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationDef } from '../../shared/catalogue';
import type { SandboxCore } from './core';
import { gatewayFailure } from './envelopes';
import { readFormFields } from './form-body';
import { dropConnection, sendHtml, sendJson, sleep } from './http-io';

export async function serveTokenCall(
  core: SandboxCore,
  call: { op: OperationDef; requestId: string; query: URLSearchParams; body: Buffer },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { op, requestId } = call;
  core.stats.request(op.id);
  const fields = readFormFields(call.body, req.headers['content-type'], call.query);
  const appId = fields.get('appId');

  // Faults reach token calls only when a spec names the operation (see FaultInjector.fire).
  if (core.faults.fire('resetBeforeProcessing', op, requestId)) return dropConnection(req, res);
  if (core.faults.fire('http502', op, requestId)) return sendHtml(res, 502);
  if (core.faults.fire('http500', op, requestId)) return sendHtml(res, 500);
  const known = appId !== undefined && core.tokens.hasApp(appId);
  const lease = !known ? { release: () => undefined } : core.faults.fire('reject3001008', op, requestId) ? null : core.buckets.tryAcquire(appId, op);
  if (lease === null) {
    core.stats.rejected3001008(op.id);
    sendJson(res, gatewayFailure('3001008'));
    return;
  }
  try {
    await sleep(core.faults.fire('latency', op, requestId)?.ms ?? 0);
    const result =
      op.id === 'accessToken'
        ? core.tokens.issueForSecret(appId, fields.get('appSecret'))
        : core.tokens.renew(appId, fields.get('refreshToken'));
    core.stats.executed(op.id);
    core.log(`${op.id} ${requestId} → ${typeof result === 'string' ? result : '200'}`);
    if (core.faults.fire('dropAfterCommit', op, requestId)) return dropConnection(req, res);
    await sleep(core.faults.fire('slowAnswer', op, requestId)?.ms ?? 0);
    sendJson(res, typeof result === 'string' ? gatewayFailure(result) : { code: '200', msg: 'OK', data: result });
  } finally {
    lease.release();
  }
}
