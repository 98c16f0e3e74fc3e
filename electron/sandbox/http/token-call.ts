// The two credential operations (spec 4.1/4.2, notes §3): form fields in, `{"code":"200","msg":"OK",data}`
// or a gateway failure `{"code":"2001001","msg":"app not exist","data":null}` out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationDef } from '../../../shared/catalogue';
import type { SandboxState } from '../state/sandbox-state';
import { gatewayFailure } from '../gateway-answers';
import { readFormFields } from './form-body';
import { dropConnection, sendHtml, sendJson, sleep } from './http-io';

export async function serveTokenCall(
  sandbox: SandboxState,
  call: { op: OperationDef; requestId: string; query: URLSearchParams; body: Buffer },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { op, requestId } = call;
  sandbox.stats.request(op.id);
  const fields = readFormFields(call.body, req.headers['content-type'], call.query);
  const appId = fields.get('appId');

  // Faults reach token calls only when a spec names the operation (see FaultInjector.fire).
  if (sandbox.faults.fire('resetBeforeProcessing', op, requestId)) return dropConnection(req, res);
  if (sandbox.faults.fire('http502', op, requestId)) return sendHtml(res, 502);
  if (sandbox.faults.fire('http500', op, requestId)) return sendHtml(res, 500);
  const known = appId !== undefined && sandbox.tokens.hasApp(appId);
  const lease = !known ? { release: () => undefined } : sandbox.faults.fire('reject3001008', op, requestId) ? null : sandbox.buckets.tryAcquire(appId, op);
  if (lease === null) {
    sandbox.stats.rejected3001008(op.id);
    sendJson(res, gatewayFailure('3001008'));
    return;
  }
  try {
    await sleep(sandbox.faults.fire('latency', op, requestId)?.ms ?? 0);
    const result =
      op.id === 'accessToken'
        ? sandbox.tokens.issueForSecret(appId, fields.get('appSecret'))
        : sandbox.tokens.renew(appId, fields.get('refreshToken'));
    sandbox.stats.executed(op.id);
    sandbox.log(`${op.id} ${requestId} → ${typeof result === 'string' ? result : '200'}`);
    if (sandbox.faults.fire('dropAfterCommit', op, requestId)) return dropConnection(req, res);
    await sleep(sandbox.faults.fire('slowAnswer', op, requestId)?.ms ?? 0);
    sendJson(res, typeof result === 'string' ? gatewayFailure(result) : { code: '200', msg: 'OK', data: result });
  } finally {
    lease.release();
  }
}
