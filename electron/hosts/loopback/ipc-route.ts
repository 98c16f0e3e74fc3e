// `POST /ipc/<method>`: the body is the method's input as JSON (or, for an input carrying a draft's JSON text,
// the rest as JSON and the text as it is: shared/ipc/text-body.ts), the answer the bridge's response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IPC_METHODS, isIpcMethodName } from '../../../shared/ipc';
import { fromTextBody, TEXT_BODY_TYPE } from '../../../shared/ipc/text-body';
import type { Dispatcher } from '../../core/ipc';
import { BodyTooLargeError, readBody } from '../../node-shared/read-body';
import { sendIpcResponse, sendError } from './http-response';
import { parseListBody } from './list-body';

/** Large enough for a 100,000-row job; anything bigger is refused before it is parsed. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export async function handleIpcCall(req: IncomingMessage, res: ServerResponse, method: string, dispatcher: Dispatcher): Promise<void> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && type !== TEXT_BODY_TYPE) {
    // Also shuts out HTML forms, which can send neither type.
    req.resume();
    sendError(res, 415, 'BAD_JSON', `Calls must be sent as application/json (or ${TEXT_BODY_TYPE}).`);
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) sendError(res, 413, 'PAYLOAD_TOO_LARGE', `A call may carry at most ${MAX_BODY_BYTES} bytes.`);
    else res.destroy();
    return;
  }
  let input: unknown;
  try {
    // Inputs are Opsdesk's own JSON (ids as strings), so plain JSON.parse is right here; vendor JSON never
    // comes this way. An own `__proto__` key it produces is refused by the dispatcher's guard.
    if (type === TEXT_BODY_TYPE) {
      const nl = body.indexOf(0x0a);
      if (nl < 0) throw new SyntaxError('No line ends the input.');
      input = fromTextBody(body.toString('utf8', 0, nl), body.toString('utf8', nl + 1));
    } else {
      // A method whose input carries one long list (a job's rows) has it parsed a slice at a time (list-body.ts).
      const list = isIpcMethodName(method) ? IPC_METHODS[method].list : undefined;
      input = list ? await parseListBody(body, list.field) : JSON.parse(body.toString('utf8'));
    }
  } catch {
    sendError(res, 400, 'BAD_JSON', 'The body is not valid JSON.');
    return;
  }
  sendIpcResponse(res, 200, await dispatcher.dispatch(method, input));
}
