// The answers the sandbox itself writes (gateway failures, throttles, unknown paths, HTML error pages), in the
// vendor's shapes (vendor notes §1, §3, §5). Business answers are built by the back office.

/** Gateway and token-call failures: string code, `msg`, `data` null (notes §3, §5). */
export interface GatewayEnvelope {
  code: string;
  msg: string;
  data: null;
}

export const GATEWAY_MESSAGES = {
  '0001001': 'app secret mangled in transit',
  '2001001': 'app not exist',
  '2001002': 'app secret not correct',
  '2001003': 'access token missing or expired',
  '2001005': 'access token not match',
  '2001006': 'api sign not correct',
  '2001007': 'api sign has expired',
  '2001008': 'refresh token expired',
  '2001009': 'refresh token invalid or already used',
  '3001001': 'missing query param',
  '3001008': 'requests too frequently',
} as const;

export type GatewayCode = keyof typeof GATEWAY_MESSAGES;

export function gatewayFailure(code: GatewayCode, detail?: string): GatewayEnvelope {
  const msg = GATEWAY_MESSAGES[code];
  return { code, msg: detail === undefined ? msg : `${msg}: ${detail}`, data: null };
}

/** `yyyy-MM-dd HH:mm:ss` in the vendor's time zone (UTC+8), the form of `response_time`. */
export function vendorTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** A business envelope with no data (notes §5: `{code, message, error_details[], request_id, response_time, data, total}`). */
export function businessFailure(
  code: number,
  message: string,
  ctx: { requestId: string; nowMs: number },
  errorDetails: string[] = [],
): Record<string, unknown> {
  return {
    code,
    message,
    error_details: errorDetails,
    request_id: ctx.requestId,
    response_time: vendorTime(ctx.nowMs),
    data: null,
    total: 0,
  };
}

export const THROTTLE_103_MESSAGE = 'too frequent, try later';

/** A path the service does not have (notes §1). */
export function unknownPath(ctx: { requestId: string; nowMs: number }): Record<string, unknown> {
  return businessFailure(400, 'service does not exist', ctx);
}

/** The web server's own error pages: HTML, never JSON (notes §1: a wrong method answers 405 with HTML). */
export function htmlErrorPage(status: 405 | 500 | 502 | 400 | 413): string {
  const titles = { 400: 'Bad Request', 405: 'Not Allowed', 413: 'Request Entity Too Large', 500: 'Internal Server Error', 502: 'Bad Gateway' };
  const title = `${status} ${titles[status]}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}
