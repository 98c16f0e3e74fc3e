import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../shared/catalogue';
import { IPC_METHOD_NAMES, IPC_METHODS, READ_OPERATIONS, WRITE_OPERATIONS, ipcErrorSchema, type IpcResponse } from '../../../shared/ipc';
import { OpenApiError } from '../../../electron/core/errors';
import { createDispatcher } from '../../../electron/core/ipc';
import { knownSecrets } from '../../../electron/core/redaction';
import { fakeHandlers } from './fake-handlers';

const tokenView = {
  profileId: null,
  state: 'none' as const,
  expiresAt: null,
  renewedAt: null,
  renewedVia: null,
  lastError: null,
  calls: { accessToken: 0, refresh: 0 },
  revision: 0,
};

function expectError(res: IpcResponse, code: string) {
  expect(res.ok).toBe(false);
  if (res.ok) return null;
  expect(ipcErrorSchema.safeParse(res.error).success).toBe(true);
  expect(res.error.code).toBe(code);
  return res.error;
}

describe('the IPC dispatcher', () => {
  it('hands a valid call its parsed input and returns the output in an ok response', async () => {
    const { handlers, calls } = fakeHandlers({ 'profiles.setSecret': async () => ({ secret: { set: true, source: 'session' } }) });
    const res = await createDispatcher({ handlers }).dispatch('profiles.setSecret', { id: 'p1', secret: 'abc' });
    expect(res).toEqual({ ok: true, result: { secret: { set: true, source: 'session' } } });
    expect(calls).toEqual([{ method: 'profiles.setSecret', input: { id: 'p1', secret: 'abc' } }]);
  });

  it('refuses a method outside the contract without calling anything', async () => {
    const { handlers, calls } = fakeHandlers();
    const error = expectError(await createDispatcher({ handlers }).dispatch('shell.openExternal', {}), 'UNKNOWN_METHOD');
    expect(error?.details).toEqual({ method: 'shell.openExternal' });
    expect(calls).toEqual([]);
  });

  it('refuses extra keys, missing keys and wrong types, naming the field', async () => {
    const { handlers, calls } = fakeHandlers();
    const d = createDispatcher({ handlers });
    const extra = expectError(await d.dispatch('profiles.delete', { id: 'p1', force: true }), 'INVALID_INPUT');
    expect(JSON.stringify(extra?.details)).toContain('force');
    const missing = expectError(await d.dispatch('profiles.setSecret', { id: 'p1' }), 'INVALID_INPUT');
    expect(missing?.message).toContain('secret');
    const wrongType = expectError(await d.dispatch('jobs.get', { jobId: 'j1', offset: 'ten' }), 'INVALID_INPUT');
    expect(wrongType?.message).toContain('offset');
    expectError(await d.dispatch('status.token', undefined), 'INVALID_INPUT');
    expect(calls).toEqual([]);
  });

  it('refuses __proto__ and constructor keys at any depth', async () => {
    const { handlers, calls } = fakeHandlers();
    const d = createDispatcher({ handlers });
    const proto = JSON.parse('{"name":"x","operation":null,"content":{"rows":[{"__proto__":{"polluted":true}}]}}') as unknown;
    const error = expectError(await d.dispatch('drafts.save', proto), 'INVALID_INPUT');
    expect(error?.message).toContain('__proto__');
    expectError(await d.dispatch('drafts.save', { name: 'x', operation: null, content: { constructor: { prototype: { polluted: true } } } }), 'INVALID_INPUT');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('refuses a string longer than a field may be before any schema runs', async () => {
    const { handlers, calls } = fakeHandlers();
    const error = expectError(await createDispatcher({ handlers }).dispatch('profiles.create', { kind: 'live', name: 'x'.repeat(10 * 1024 * 1024), baseUrl: 'https://a.example', appId: 'ak_TEST123456789' }), 'INVALID_INPUT');
    expect(error?.message).toContain('name');
    expect(calls).toEqual([]);
  });

  it('turns a defect into INTERNAL with no message, stack or path of the original error', async () => {
    const { handlers } = fakeHandlers({
      'status.token': async () => {
        throw new Error('ENOENT /home/someone/.config/opsdesk/secret-file');
      },
    });
    const error = expectError(await createDispatcher({ handlers }).dispatch('status.token', {}), 'INTERNAL');
    expect(error?.details).toEqual({});
    expect(JSON.stringify(error)).not.toMatch(/ENOENT|someone|at .*\.ts/);
  });

  it('keeps a core error\'s code and classification, in the active locale, with known secrets scrubbed', async () => {
    const token = 'tok-4dcaa78e-b52d-4325-bc35-571021bb0787';
    knownSecrets.add(token);
    const { handlers } = fakeHandlers({
      'operations.call': async () => {
        throw new OpenApiError({ code: '2001005', operation: 'chatxList', category: 'not-executed', action: 'renew-token', requestId: 'r-1', details: { vendorMessage: `access_token ${token} not match` } });
      },
    });
    const d = createDispatcher({ handlers, locale: () => 'zh-CN' });
    const error = expectError(await d.dispatch('operations.call', { operation: 'chatxList', input: {} }), '2001005');
    expect(error?.details).toMatchObject({ category: 'not-executed', operation: 'chatxList', requestId: 'r-1', action: 'renew-token' });
    expect(error?.message).toContain('access_token 已被替换');
    expect(JSON.stringify(error)).not.toContain(token);
  });

  it('strips fields the contract does not name from an answer (a token added by mistake never leaves)', async () => {
    const { handlers } = fakeHandlers({ 'status.token': async () => ({ ...tokenView, accessToken: 'leaked-token-value' }) as never });
    const res = await createDispatcher({ handlers }).dispatch('status.token', {});
    expect(res).toEqual({ ok: true, result: tokenView });
  });

  it('scrubs a known secret quoted in any text of an answer', async () => {
    const token = 'tok-9a7c1e55-0b7e-4c59-9f4e-4d7e0b1c2a3f';
    knownSecrets.add(token);
    const { handlers } = fakeHandlers({ 'jobs.export': async () => ({ filename: 'x.csv', mimeType: 'text/csv', content: `key,reason\nr1,echoed ${token}\n` }) });
    const res = await createDispatcher({ handlers }).dispatch('jobs.export', { jobId: 'job-1', format: 'csv' });
    expect(JSON.stringify(res)).not.toContain(token);
    expect(JSON.stringify(res)).toContain('[redacted]');
  });

  it('refuses to send an answer outside the contract', async () => {
    const { handlers } = fakeHandlers({ 'status.token': async () => ({ ...tokenView, state: 'hacked' }) as never });
    expectError(await createDispatcher({ handlers }).dispatch('status.token', {}), 'INTERNAL');
  });
});

describe('the IPC contract', () => {
  it('has schemas for exactly the method names the preload exposes', () => {
    expect(Object.keys(IPC_METHODS).sort()).toEqual([...IPC_METHOD_NAMES].sort());
  });

  it('lets the renderer call exactly the catalogue\'s reads directly and start jobs of exactly its writes', () => {
    expect([...READ_OPERATIONS].sort()).toEqual(OPERATIONS.filter((o) => o.access === 'read').map((o) => o.id).sort());
    expect([...WRITE_OPERATIONS].sort()).toEqual(OPERATIONS.filter((o) => o.access === 'write').map((o) => o.id).sort());
  });
});
