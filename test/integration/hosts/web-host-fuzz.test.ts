// IPC fuzz over the browser host: for every method of the contract, malformed payloads get a structured error
// `{ code, message, details }`, the host stays up, and nothing in the app's state changes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPC_METHOD_NAMES, IPC_METHODS, ipcErrorSchema, type IpcMethodName } from '../../../shared/ipc';
import { startTestHost, type TestHost } from './helpers';

let t: TestHost;
let profileId: string;

/** A well-formed input for each method: the fuzz breaks it one way at a time. */
function validSample(method: IpcMethodName): Record<string, unknown> {
  const samples: Partial<Record<IpcMethodName, Record<string, unknown>>> = {
    'profiles.create': { kind: 'live', name: 'Fuzz', baseUrl: 'https://openapi.example.com', appId: 'ak_TEST123456789', locale: 'en' },
    'profiles.update': { id: profileId, patch: { name: 'Renamed' } },
    'profiles.delete': { id: profileId },
    'profiles.setSecret': { id: profileId, secret: 'a-secret-value' },
    'profiles.clearSecret': { id: profileId },
    'profiles.testConnection': { id: profileId },
    'profiles.switch': { id: profileId },
    'operations.call': { operation: 'chatxList', input: { length: 1 } },
    'jobs.start': { operation: 'picking', rows: [{ key: 'r1', input: '675' }], label: 'fuzz' },
    'jobs.cancel': { jobId: 'job-1' },
    'jobs.abandon': { jobId: 'job-1' },
    'jobs.stopWaiting': { jobId: 'job-1' },
    'jobs.retryFailed': { jobId: 'job-1', keys: ['r1'] },
    'jobs.get': { jobId: 'job-1', offset: 0, limit: 10 },
    'jobs.export': { jobId: 'job-1', format: 'csv' },
    'journal.reconcile': { jobId: 'job-1', decisions: [{ key: 'r1', applied: true }] },
    'journal.resume': { jobId: 'job-1' },
    'drafts.save': { name: 'draft', operation: 'picking', content: { rows: [] } },
    'drafts.load': { name: 'draft' },
    'drafts.delete': { name: 'draft' },
    'sandbox.setFaults': { faults: [{ kind: 'latency', probability: 0, ms: 0 }] },
    'profiles.getTeam': { id: profileId },
    'profiles.setTeam': { id: profileId, url: 'redis://127.0.0.1:6379', desktopName: 'Desk' },
    'team.test': { id: profileId, url: 'redis://127.0.0.1:6379' },
    'app.setUpdates': { check: true },
    'jobs.requests': { jobId: 'job-1', status: 'unknown', offset: 0, limit: 10 },
    'drafts.setAside': { name: 'draft', reason: 'schema' },
    'sandbox.writes': { offset: 0, limit: 20 },
    'sandbox.setDemoSize': { size: 'small' },
    'ledger.lookup': { operation: 'videoxStock', items: [{ id: 'M1', values: 'a.b' }] },
    'schedules.save': { name: 'Nightly', profileId, operation: 'videoxStock', source: { kind: 'file', path: '/x/stock.csv' }, when: { kind: 'every', minutes: 60 } },
    'schedules.remove': { id: 'r1' },
    'schedules.runNow': { id: 'r1' },
    'schedules.setPaused': { id: 'r1', paused: true },
    'schedules.dryRun': { id: 'r1' },
  };
  return samples[method] ?? {};
}

/** A value of another JSON type than `v` (never valid where `v` is). */
function otherType(v: unknown): unknown {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return 'twelve';
  if (typeof v === 'boolean') return 'yes';
  if (Array.isArray(v)) return 'a list';
  return 'an object';
}

/** Keys whose schema takes any JSON value: a type swap there is still valid input. */
const ANY_JSON_KEYS = new Set(['content']);
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);

function malformed(method: IpcMethodName): Array<{ what: string; body: string }> {
  const valid = validSample(method);
  const cases: Array<{ what: string; body: string }> = [
    { what: 'null', body: 'null' },
    { what: 'a number', body: '42' },
    { what: 'a string', body: '"profiles"' },
    { what: 'an array', body: JSON.stringify([valid]) },
    { what: 'an extra key', body: JSON.stringify({ ...valid, unexpected: true }) },
    { what: 'a 10 MB string in an extra key', body: JSON.stringify({ ...valid, padding: TEN_MB }) },
    { what: 'a __proto__ key', body: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"polluted":true}' + (Object.keys(valid).length ? ',' : '')) },
    { what: 'a constructor.prototype key', body: JSON.stringify({ ...valid, constructor: { prototype: { polluted: true } } }) },
  ];
  for (const [key, value] of Object.entries(valid)) {
    const rest = { ...valid };
    delete rest[key];
    const optional = (method === 'profiles.create' && key === 'locale') || (method === 'jobs.start' && key === 'label') || (method === 'jobs.retryFailed' && key === 'keys') || (method === 'jobs.get' && key !== 'jobId') || (method === 'jobs.requests' && key !== 'jobId') || (method === 'journal.reconcile' && key === 'decisions') || (method === 'profiles.setTeam' && key === 'desktopName') || (method === 'team.test' && key === 'url');
    if (!optional) cases.push({ what: `no ${key}`, body: JSON.stringify(rest) });
    if (!ANY_JSON_KEYS.has(key)) cases.push({ what: `${key} of the wrong type`, body: JSON.stringify({ ...valid, [key]: otherType(value) }) });
    if (typeof value === 'string') cases.push({ what: `${key} as a 10 MB string`, body: JSON.stringify({ ...valid, [key]: TEN_MB }) });
  }
  return cases;
}

/** Everything a client can observe of the app's state, plus the files of its data folder. */
async function snapshot(): Promise<string> {
  const reads = await Promise.all(
    (['profiles.list', 'jobs.list', 'journal.unfinished', 'drafts.list', 'status.token'] as const).map((m) => t.ok(m, {})),
  );
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (!path.includes(`${join(t.dataDir, 'logs')}`) && !path.includes('/logs/')) files.push(`${path}:${(await readFile(path)).length}`);
    }
  };
  await walk(t.dataDir);
  return JSON.stringify({ reads, files: files.sort() });
}

beforeAll(async () => {
  t = await startTestHost();
  profileId = (await t.ok<{ activeId: string }>('profiles.list', {})).activeId;
});
afterAll(async () => {
  await t.close();
});

describe('IPC fuzz over the browser host', () => {
  it('starts from a valid input for every method, so each case breaks exactly one thing', () => {
    for (const method of IPC_METHOD_NAMES) {
      expect(IPC_METHODS[method].input.safeParse(validSample(method)).success, method).toBe(true);
    }
  });

  it.each(IPC_METHOD_NAMES.map((m) => [m]))('%s: every malformed payload gets a structured error and changes nothing', async (method) => {
    const before = await snapshot();
    for (const c of malformed(method)) {
      const res = await t.call(method, null, { body: c.body });
      const body = res.json() as { ok: boolean; error?: unknown };
      expect(body.ok, `${method} with ${c.what}`).toBe(false);
      const error = ipcErrorSchema.safeParse(body.error);
      expect(error.success, `${method} with ${c.what}: ${res.text.slice(0, 200)}`).toBe(true);
      expect(['INVALID_INPUT', 'BAD_JSON', 'PAYLOAD_TOO_LARGE'], `${method} with ${c.what}`).toContain(error.data?.code);
      expect(res.text).not.toMatch(/\n\s+at /);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('answers a body that is not JSON with BAD_JSON for every method', async () => {
    for (const method of IPC_METHOD_NAMES) {
      for (const body of ['{not json', '', '\u0000\u0001', '{"a":1}}']) {
        const res = await t.call(method, null, { body });
        expect(res.status, method).toBe(400);
        expect(res.json()).toMatchObject({ ok: false, error: { code: 'BAD_JSON', details: {} } });
      }
    }
  });

  it('answers a method outside the contract with UNKNOWN_METHOD', async () => {
    for (const method of ['__proto__', 'constructor', 'toString', 'profiles', 'profiles.list.x', '../app.info', 'app.info%00']) {
      const res = await t.call(method, {});
      expect(res.json(), method).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
    }
  });

  it('is still up and unchanged after the fuzz', async () => {
    const info = await t.ok<{ host: string }>('app.info', {});
    expect(info.host).toBe('web');
    const list = await t.ok<{ profiles: Array<{ id: string; name: string }> }>('profiles.list', {});
    expect(list.profiles.map((p) => p.name)).toEqual(['Sandbox (demo data)']);
  });
});
