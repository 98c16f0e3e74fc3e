import { z } from 'zod';
import { failed } from '../envelope';
import { count, unwrapData } from '../response-readers';
import { text } from '../fields';
import { defineOperation } from '../define';
import type { NormalisedResult, VendorAnswer } from '../types';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds (declared string, sent as a number). */
  expiresIn: number;
}

const tokenData = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: count,
});

// Token calls answer "200" as text; gateway failures answer their code as text with data null.
function normaliseTokenPair({ envelope, data }: VendorAnswer): NormalisedResult<TokenPair> {
  const parsed = tokenData.safeParse(unwrapData(data));
  if (!parsed.success || parsed.data.expires_in === null) {
    return { ...failed<TokenPair>(envelope), envelope: { ...envelope, message: 'token answer without a usable token pair' } };
  }
  return {
    envelope,
    ok: true,
    items: [],
    unmatched: [],
    data: { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token, expiresIn: parsed.data.expires_in },
  };
}

const appId = text({ max: 64 });

export const accessTokenRequest = z.object({ appId, appSecret: text({ max: 256 }) });
export const accessToken = defineOperation({
  id: 'accessToken',
  section: '4.1',
  title: { en: 'Obtain access token', zh: '获取 access-token 和 refresh-token' },
  path: '/api/auth-server/oauth/access-token',
  bodyKind: 'form',
  capacity: 100,
  access: 'auth',
  successCodes: ['200'],
  request: accessTokenRequest,
  batch: null,
  normalise: normaliseTokenPair,
});

export const refreshTokenRequest = z.object({ appId, refreshToken: text({ max: 256 }) });
export const refreshToken = defineOperation({
  id: 'refreshToken',
  section: '4.2',
  title: { en: 'Renew token', zh: '续约 access-token' },
  path: '/api/auth-server/oauth/refresh',
  bodyKind: 'form',
  capacity: 100,
  access: 'auth',
  successCodes: ['200'],
  request: refreshTokenRequest,
  batch: null,
  normalise: normaliseTokenPair,
});
