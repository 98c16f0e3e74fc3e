// Routing: vendor paths come from the shared catalogue; /__sandbox/* is the admin API (loopback only, when
// enabled). Whatever arrives, the answer is a vendor-style envelope or the web server's HTML page, never a
// stack trace, and the server stays up.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { OPERATIONS, type OperationDef } from '../../../shared/catalogue';
import { serveAdmin } from './admin';
import { serveBusinessCall } from './business-call-pipeline';
import type { SandboxState } from '../state/sandbox-state';
import { businessFailure, unknownPath } from '../gateway-answers';
import { BodyTooLargeError, readBody } from '../../node-shared/read-body';
import { dropConnection, sendHtml, sendJson, writable } from './http-io';
import { serveTokenCall } from './token-call';
import { serveSandboxImage } from '../images';

/** Far above any catalogue batch (200 items); a bigger body is refused before it is buffered. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

const ROUTES: ReadonlyMap<string, OperationDef> = new Map(OPERATIONS.map((op) => [op.path, op]));
export const ADMIN_PREFIX = '/__sandbox';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Random bytes drawn 256 ids at a time: one id per request must not cost a system call each. */
const ID_BYTES = 16;
let idPool = Buffer.alloc(0);
let idOffset = 0;

/** Request ids in the vendor's style: 32 hex characters. */
export function newRequestId(): string {
  if (idOffset + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * 256);
    idOffset = 0;
  }
  idOffset += ID_BYTES;
  return idPool.toString('hex', idOffset - ID_BYTES, idOffset);
}

function splitUrl(raw: string): { path: string; query: URLSearchParams } {
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
  } catch {
    query = new URLSearchParams();
  }
  return { path, query };
}

function isAdminPath(path: string): boolean {
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

async function route(sandbox: SandboxState, req: IncomingMessage, res: ServerResponse, requestId: string, arrivedAt: number): Promise<void> {
  const { path, query } = splitUrl(req.url ?? '/');
  if (serveSandboxImage(req.method ?? 'GET', path, res)) {
    req.resume();
    return;
  }
  if (isAdminPath(path) && sandbox.settings.admin && LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    const body = await readBody(req, MAX_BODY_BYTES);
    await serveAdmin(sandbox, { method: req.method ?? 'GET', path: path.slice(ADMIN_PREFIX.length) || '/', query, body }, res);
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    sendHtml(res, 405);
    return;
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  const op = ROUTES.get(path);
  if (op === undefined) {
    sendJson(res, unknownPath({ requestId, nowMs: sandbox.clock.nowMs() }));
    return;
  }
  if (op.access === 'auth') {
    await serveTokenCall(sandbox, { op, requestId, query, body }, req, res);
    return;
  }
  await serveBusinessCall(sandbox, { op, requestId, query, bodyText: body.toString('utf8'), arrivedAt }, req, res);
}

function answerError(sandbox: SandboxState, req: IncomingMessage, res: ServerResponse, requestId: string, err: unknown): void {
  const ctx = { requestId, nowMs: sandbox.clock.nowMs() };
  if (err instanceof BodyTooLargeError) {
    res.setHeader('Connection', 'close');
    // The rest of the body is left unread until the answer is written (then Node's server discards it).
    sendJson(res, businessFailure(102, 'invalid parameters', ctx, ['request body too large']));
    return;
  }
  // The client went away mid-request: nobody to answer, nothing to report.
  if (req.destroyed || (err as { code?: string } | null)?.code === 'ECONNRESET') {
    dropConnection(req, res);
    return;
  }
  // An unexpected error is a sandbox bug: log it for the developer, answer the vendor's system-error envelope.
  process.stderr.write(`[sandbox] ${req.method ?? '?'} ${req.url ?? '?'} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  if (writable(res)) sendJson(res, businessFailure(500, 'system error', ctx, ['internal error']));
  else dropConnection(req, res);
}

export function createRequestListener(sandbox: SandboxState): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    // The server time of an answer (--latency) counts from here: the request's headers are in.
    const arrivedAt = performance.now();
    const requestId = newRequestId();
    route(sandbox, req, res, requestId, arrivedAt).catch((err: unknown) => answerError(sandbox, req, res, requestId, err));
  };
}

/** Malformed HTTP never reaches a handler: answer like the vendor's front server, as JSON, and close. */
export function onClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = '{"code":400,"message":"bad request","error_details":[],"data":null}';
  socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json;charset=UTF-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}
