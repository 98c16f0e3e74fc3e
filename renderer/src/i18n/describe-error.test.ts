import { describe, expect, it } from 'vitest';
import { BridgeError } from '../bridge/client';
import { describeError, fieldIssues } from './describe-error';

describe('what an error shows', () => {
  it('a vendor error: the translated meaning from its key, the vendor’s own words untouched', () => {
    const err = new BridgeError({
      code: '3001008',
      message: 'picking: Too many requests (requests too frequently)',
      details: { messageKey: 'vendor.3001008', vendorMessage: '请求过于频繁', errorDetails: ['bucket full'], requestId: 'req-1' },
    });
    expect(describeError(err)).toEqual({
      code: '3001008',
      messageId: 'errors.vendor.3001008',
      values: {},
      vendorText: ['请求过于频繁', 'bucket full'],
      mainText: null,
      issues: [],
      requestId: 'req-1',
    });
  });

  it('a code the table does not know: the code itself, in the user’s language', () => {
    const err = new BridgeError({ code: '10007', message: 'x', details: { messageKey: 'vendor.unknown', vendorMessage: '平台不支持' } });
    expect(describeError(err)).toMatchObject({ messageId: 'errors.vendor.unknown', values: { code: '10007' }, vendorText: ['平台不支持'] });
  });

  it('Opsdesk’s own call errors and the bridge’s refusals', () => {
    expect(describeError(new BridgeError({ code: 'TIMEOUT', message: 'x', details: { messageKey: 'core.TIMEOUT' } })).messageId).toBe('errors.core.TIMEOUT');
    const conflict = describeError(new BridgeError({ code: 'CONFLICT', message: 'A batch job is still running.', details: {} }));
    expect(conflict).toMatchObject({ messageId: 'errors.bridge.CONFLICT', mainText: 'A batch job is still running.' });
  });

  it('field issues of an INVALID_INPUT refusal', () => {
    const err = new BridgeError({ code: 'INVALID_INPUT', message: 'x', details: { issues: [{ path: 'store_id', message: 'is required' }, 'junk'] } });
    expect(fieldIssues(err)).toEqual([{ path: 'store_id', message: 'is required' }]);
    expect(describeError(err).issues).toEqual([{ path: 'store_id', message: 'is required' }]);
  });

  it('anything else is an internal error with its text kept', () => {
    expect(describeError(new Error('boom'))).toMatchObject({ code: null, messageId: 'errors.bridge.INTERNAL', mainText: 'boom' });
  });
});
