// Shared pieces of the sandbox integration tests: a small back-office double, token and signed calls over
// real HTTP, and a raw request helper for what fetch cannot express.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { buildSignedQuery, unixSeconds } from '../../../electron/core/signing';
import type { BackOfficeFactory, BackOfficeHandler, BusinessOutcome } from '../../../electron/sandbox';
import { getOperation, RequestValidationError, validateRequest, type OperationId } from '../../../shared/catalogue';
import { canonicalJson, parseJson } from '../../../shared/json/lossless';

export interface RecordedCall {
  op: OperationId;
  body: unknown;
  appId: string;
  requestId: string;
}

/**
 * A back office that validates with the catalogue and applies every item of a write (its keys computed the
 * catalogue's way), answering the operation's success code and echoing the body. Enough to test the gateway.
 */
export class BackOfficeDouble implements BackOfficeHandler {
  readonly calls: RecordedCall[] = [];

  handle(op: Exclude<OperationId, 'accessToken' | 'refreshToken'>, body: unknown, ctx: { appId: string; requestId: string; nowMs: number }): BusinessOutcome {
    this.calls.push({ op, body, appId: ctx.appId, requestId: ctx.requestId });
    const def = getOperation(op);
    const envelope = (code: number, message: string, data: unknown) => ({ code, message, error_details: [], request_id: ctx.requestId, response_time: 'x', data, total: 0 });
    let valid: Record<string, unknown>;
    try {
      valid = validateRequest(op, body) as Record<string, unknown>;
    } catch (err) {
      if (err instanceof RequestValidationError) return { envelope: envelope(102, err.message, null), applied: null };
      throw err;
    }
    const successCode = Number(def.successCodes[0]);
    if (def.access !== 'write' || def.batch === null) return { envelope: envelope(successCode, 'success', { echo: body }), applied: null };
    const batch = def.batch;
    const keys = batch.kind === 'list' ? (valid[batch.field] as unknown[]).map((i) => batch.itemKey(i)) : [batch.itemKey(valid)];
    return { envelope: envelope(successCode, 'success', { echo: body }), applied: { appliedKeys: keys, rejected: [] } };
  }

  inspect(kind: string): unknown {
    return kind === 'calls' ? this.calls.map((c) => ({ op: c.op, appId: c.appId })) : null;
  }

  count(kind: string): number {
    return kind === 'calls' ? this.calls.length : 0;
  }
}

export function doubleFactory(): { factory: BackOfficeFactory; instances: BackOfficeDouble[] } {
  const instances: BackOfficeDouble[] = [];
  return {
    instances,
    factory: {
      create: () => {
        const office = new BackOfficeDouble();
        instances.push(office);
        return office;
      },
      inspectKinds: ['calls'],
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: Record<string, unknown> = {};
  if ((res.headers.get('content-type') ?? '').includes('json')) json = parseJson(text) as Record<string, unknown>;
  return { status: res.status, headers: res.headers, text, json };
}

/** 4.1/4.2 as the specification sends them: multipart/form-data. */
export async function tokenCall(baseUrl: string, op: 'accessToken' | 'refreshToken', fields: Record<string, string>): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return answerOf(await fetch(baseUrl + getOperation(op).path, { method: 'POST', body: form }));
}

export async function obtainToken(baseUrl: string, appId: string, appSecret: string): Promise<{ accessToken: string; refreshToken: string }> {
  const answer = await tokenCall(baseUrl, 'accessToken', { appId, appSecret });
  const data = answer.json.data as { access_token: string; refresh_token: string } | null;
  if (answer.json.code !== '200' || data === null) throw new Error(`no token: ${answer.text}`);
  return { accessToken: data.access_token, refreshToken: data.refresh_token };
}

export interface SignedCallOptions {
  appId: string;
  accessToken: string;
  timestamp?: string;
  /** Send this text instead of the canonical JSON of the body (the sign still covers `body`). */
  bodyText?: string;
  /** Rewrite the query string before sending (drop or break a parameter). */
  query?: (q: URLSearchParams) => string;
}

export async function signedCall(baseUrl: string, op: OperationId, body: Record<string, unknown>, o: SignedCallOptions): Promise<Answer> {
  const timestamp = o.timestamp ?? unixSeconds();
  const signed = buildSignedQuery({ appId: o.appId, accessToken: o.accessToken, timestamp, body });
  const query = o.query ? o.query(new URLSearchParams(signed)) : signed;
  const res = await fetch(`${baseUrl}${getOperation(op).path}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: o.bodyText ?? canonicalJson(body),
  });
  return answerOf(res);
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A request with arbitrary method, headers and body; resolves with the answer or rejects on a cut connection. */
export function rawRequest(baseUrl: string, opts: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // An explicit length: Node sends a GET/OPTIONS body without one, which the server must read as a new request.
    const headers = { ...opts.headers, ...(opts.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(opts.body)) }) };
    const req = httpRequest(baseUrl + opts.path, { method: opts.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

export async function admin(baseUrl: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/__sandbox${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return parseJson(await res.text()) as Record<string, unknown>;
}

/** Waits until `check` holds, polling; fails after `ms` (a liveness bound, not a timing assertion). */
export async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}
