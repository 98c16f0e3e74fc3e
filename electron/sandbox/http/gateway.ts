// The gateway's checks on a business call, in the vendor's order (issue item 3, notes §5):
// 3001001 missing query param → 2001001 unknown app → 2001003 token missing/expired → 2001005 superseded →
// 2001007 timestamp more than 120 s off → (102 body is not a JSON object) → 2001006 wrong sign.
import { parseJsonExact } from '../../../shared/json/lossless';
import { gatewayFailure, type GatewayEnvelope } from '../gateway-answers';
import { verifySign } from './sign-verify';
import type { TokenStore } from '../state/token-store';

export const SIGN_VALID_SECONDS = 120;
const REQUIRED_QUERY = ['access_token', 'app_key', 'timestamp', 'sign'] as const;

export type GatewayResult =
  | { ok: true; appId: string; exactBody: Record<string, unknown> }
  | { ok: false; kind: 'gateway'; answer: GatewayEnvelope }
  | { ok: false; kind: 'invalid-body'; reason: string };

/** The JSON body as a top-level object with exact numbers; an empty body is `{}`. */
export function parseBodyObject(text: string): { ok: true; body: Record<string, unknown> } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: true, body: {} };
  let parsed: unknown;
  try {
    parsed = parseJsonExact(text);
  } catch (err) {
    return { ok: false, reason: `body is not valid JSON (${err instanceof Error ? err.message : 'parse error'})` };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, reason: 'body must be a JSON object' };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}

export function checkGateway(query: URLSearchParams, bodyText: string, tokens: TokenStore, nowMs: number): GatewayResult {
  const missing = REQUIRED_QUERY.filter((name) => (query.get(name) ?? '') === '');
  if (missing.length > 0) return fail(gatewayFailure('3001001', missing.join(', ')));
  const appId = query.get('app_key') ?? '';
  const accessToken = query.get('access_token') ?? '';
  const timestamp = query.get('timestamp') ?? '';
  const sign = query.get('sign') ?? '';

  if (!tokens.hasApp(appId)) return fail(gatewayFailure('2001001'));
  const token = tokens.checkAccess(appId, accessToken, nowMs);
  if (token !== 'ok') return fail(gatewayFailure(token));
  // Unix seconds (notes §2.6); milliseconds or text land far outside the window and read as expired.
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > SIGN_VALID_SECONDS) {
    return fail(gatewayFailure('2001007'));
  }
  const body = parseBodyObject(bodyText);
  if (!body.ok) return { ok: false, kind: 'invalid-body', reason: body.reason };
  if (!verifySign({ appId, accessToken, timestamp, sign, body: body.body })) return fail(gatewayFailure('2001006'));
  return { ok: true, appId, exactBody: body.body };
}

function fail(answer: GatewayEnvelope): GatewayResult {
  return { ok: false, kind: 'gateway', answer };
}
