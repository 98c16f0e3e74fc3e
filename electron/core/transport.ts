// One HTTP POST with a deadline, and the one fact about a failure that matters for retries: had the request
// left this machine when it failed?
export type FetchLike = typeof fetch;

export interface HttpAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The server's `Date` header in ms, when present (used to notice clock skew). */
  serverDateMs: number | null;
}

export type TransportFailureKind = 'timeout' | 'aborted' | 'refused' | 'reset' | 'network';

export class TransportFailure extends Error {
  override readonly name = 'TransportFailure';
  constructor(
    readonly kind: TransportFailureKind,
    /** False only when the request provably never left (connection refused, aborted before sending). */
    readonly sent: boolean,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Error codes raised while connecting: the request was never written. */
export const BEFORE_SEND_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function causeCode(err: unknown): string | null {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && cur !== null && typeof cur === 'object'; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

export interface PostOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** POSTs `body` and reads the whole answer within `timeoutMs`; throws TransportFailure when no answer came. */
export async function post(fetchImpl: FetchLike, url: string, body: string | FormData, opts: PostOptions): Promise<HttpAnswer> {
  if (opts.signal?.aborted) throw new TransportFailure('aborted', false, 'cancelled before sending');
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  try {
    const res = await fetchImpl(url, { method: 'POST', body, headers: opts.headers, signal, redirect: 'error' });
    const text = await res.text();
    const date = res.headers.get('date');
    const parsedDate = date === null ? Number.NaN : Date.parse(date);
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      text,
      serverDateMs: Number.isFinite(parsedDate) ? parsedDate : null,
    };
  } catch (err) {
    if (timeout.aborted) throw new TransportFailure('timeout', true, `no answer within ${opts.timeoutMs} ms`, { cause: err });
    if (opts.signal?.aborted) throw new TransportFailure('aborted', true, 'cancelled while in flight', { cause: err });
    const code = causeCode(err);
    if (code !== null && BEFORE_SEND_CODES.has(code)) {
      throw new TransportFailure('refused', false, `could not connect (${code})`, { cause: err });
    }
    const kind: TransportFailureKind = code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE' ? 'reset' : 'network';
    throw new TransportFailure(kind, true, `connection failed after sending (${code ?? (err instanceof Error ? err.message : 'unknown')})`, {
      cause: err,
    });
  }
}
