// "Copy diagnostics" holds what support needs and none of what a user must keep: each kind of secret is
// planted where diagnostics read from (settings, the secret store, the log) and none may come out.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { knownSecrets } from '../../../electron/core/redaction';
import { startTestHost, type TestHost } from './helpers';

const APP_SECRET = 'planted-app-secret-7f3a9c';
const TEAM_PASSWORD = 'planted-team-password-51e2';
const TEAM_URL = `redis://:${TEAM_PASSWORD}@10.20.30.40:6399/2`;
const PLANTED_LINES = [
  `{"level":30,"msg":"token renewed","access_token":"planted-access-token-aa11"}`,
  `{"level":30,"msg":"GET /api?access_token=planted-access-token-bb22&sign=PLANTEDSIGN0123456789&timestamp=1"}`,
  `{"level":50,"msg":"refresh failed","refreshToken":"planted-refresh-token-cc33"}`,
  `{"level":40,"msg":"team down","url":"${TEAM_URL}"}`,
  `{"level":40,"msg":"tls team rediss://opsdesk:planted-tls-pw-dd44@team.example:6380"}`,
  `{"level":30,"msg":"settings","appSecret":"planted-app-secret-inline-ee55"}`,
  `{"level":30,"msg":"secret quoted in an error: ${APP_SECRET}"}`,
];
const FORBIDDEN = [APP_SECRET, TEAM_PASSWORD, TEAM_URL, 'planted-access-token-aa11', 'planted-access-token-bb22', 'PLANTEDSIGN0123456789', 'planted-refresh-token-cc33', 'planted-tls-pw-dd44', 'planted-app-secret-inline-ee55', '10.20.30.40'];

let host: TestHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
});

describe('app.diagnostics', () => {
  it('gives versions, profile kinds and the last 200 log lines, with no secret, token, sign or team address', async () => {
    host = await startTestHost();
    const profile = await host.ok<{ id: string }>('profiles.create', { kind: 'live', name: 'Warehouse A', baseUrl: 'https://openapi.example.com', appId: 'akdiagnostics016' });
    await host.ok('profiles.setSecret', { id: profile.id, secret: APP_SECRET });
    await host.ok('profiles.setTeam', { id: profile.id, url: TEAM_URL });
    knownSecrets.add(APP_SECRET);
    const log = join(host.dataDir, 'logs', 'opsdesk.log');
    const filler = Array.from({ length: 250 }, (_, i) => `{"level":30,"msg":"filler line ${i}"}`);
    await appendFile(log, `${[...filler, ...PLANTED_LINES].join('\n')}\n`);

    const { text } = await host.ok<{ text: string }>('app.diagnostics', {});

    for (const secret of FORBIDDEN) expect(text, `diagnostics quote ${secret}`).not.toContain(secret);
    expect(text).toContain('Opsdesk 0.0.0-test (web host)');
    expect(text).toMatch(/Profiles: 1 sandbox, 1 live, 1 in team mode/);
    expect(text).not.toContain('Warehouse A');
    expect(text).not.toContain('akdiagnostics016');
    // The planted lines are there, scrubbed: the filter removed the values, not the lines.
    expect(text).toContain('"msg":"token renewed"');
    expect(text).toContain('[team address removed]');
    const logPart = text.slice(text.indexOf('log lines:'));
    expect(logPart.split('\n').slice(1)).toHaveLength(200);
    expect(text).not.toContain('filler line 56"');
    expect(text).toContain('filler line 57"');
  });

  it('never quotes the host token, even bare in a line with no name beside it', async () => {
    host = await startTestHost();
    const log = join(host.dataDir, 'logs', 'opsdesk.log');
    await appendFile(log, `${JSON.stringify({ level: 30, msg: `a library quoted ${host.host.token} in passing` })}\n`);
    const { text } = await host.ok<{ text: string }>('app.diagnostics', {});
    expect(text).toContain('a library quoted [redacted] in passing');
    expect(text).not.toContain(host.host.token);
  });

  it('about names the runtimes; the browser host does not update itself', async () => {
    host = await startTestHost();
    const about = await host.ok<{ version: string; runtimes: Record<string, string> }>('app.about', {});
    expect(about.version).toBe('0.0.0-test');
    expect(about.runtimes.node).toBe(process.versions.node);
    const updates = await host.ok<{ state: { kind: string }; check: boolean | null; checking: boolean }>('app.updates', {});
    expect(updates).toEqual({ state: { kind: 'unsupported' }, check: null, checking: false });
    expect(await host.ok('app.setUpdates', { check: true })).toMatchObject({ check: true, checking: false });
  });
});
