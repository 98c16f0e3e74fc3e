import { describe, expect, it } from 'vitest';
import { envelopeError, localError, OpenApiError } from '../../../electron/core/errors';
import { LOCAL_CODES } from '../../../electron/core/messages';
import { ERROR_CODES } from '../../../shared/errors/codes';
import type { Envelope } from '../../../shared/catalogue';

const env = (code: string, extra: Partial<Envelope> = {}): Envelope => ({ code, message: '', requestId: 'req-9', responseTime: null, errorDetails: [], total: null, ...extra });

describe('OpenApiError classification', () => {
  it.each([
    ['3001008', 'not-executed', 'back-off'],
    ['103', 'not-executed', 'back-off'],
    ['2001003', 'not-executed', 'renew-token'],
    ['2001005', 'not-executed', 'renew-token'],
    ['2001007', 'not-executed', 'resign'],
    ['2001006', 'not-executed', 'report-bug'],
    ['102', 'not-executed', 'show'],
    ['500', 'not-executed', 'show'],
    ['9999', 'executed', 'show'],
  ])('code %s is %s (%s)', (code, category, action) => {
    expect(envelopeError('picking', env(code))).toMatchObject({ code, category, action, operation: 'picking', requestId: 'req-9' });
  });

  it('has a text in English and Chinese for every vendor code and every core code', () => {
    for (const code of ERROR_CODES.keys()) {
      const e = envelopeError('picking', env(code));
      expect(e.messageKey).toBe(`vendor.${code}`);
      expect(e.messageFor('en')).toMatch(/[A-Za-z]/);
      expect(e.messageFor('zh-CN')).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const code of LOCAL_CODES) {
      const e = localError(code, 'videoxStock', 'not-executed');
      expect(e.messageKey).toBe(`core.${code}`);
      expect(e.messageFor('en')).toMatch(/[A-Za-z]/);
      expect(e.messageFor('zh-CN')).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("adds the vendor's message and error details after Opsdesk's text", () => {
    const e = envelopeError('shippingDetail', env('500', { message: 'failed', errorDetails: ['shipping list not found'] }));
    expect(e.messageFor('en')).toBe('The service refused the request. (failed; shipping list not found)');
    expect(e.message).toBe('shippingDetail: The service refused the request. (failed; shipping list not found)');
  });

  it('serialises to a plain structure without a stack', () => {
    const json = JSON.parse(JSON.stringify(localError('TIMEOUT', 'picking', 'unknown-outcome'))) as Record<string, unknown>;
    expect(json).toEqual({
      name: 'OpenApiError',
      code: 'TIMEOUT',
      operation: 'picking',
      requestId: null,
      category: 'unknown-outcome',
      action: 'show',
      messageKey: 'core.TIMEOUT',
      message: expect.stringContaining('unknown') as unknown,
      details: {},
    });
  });

  it('counts as not executed only when it provably did not execute', () => {
    expect(new OpenApiError({ code: '3001008', operation: 'picking', category: 'not-executed', action: 'back-off' }).category).toBe('not-executed');
    expect(localError('TIMEOUT', 'picking', 'unknown-outcome').category).toBe('unknown-outcome');
    expect(envelopeError('picking', env('9999')).category).toBe('executed');
  });
});
