// What a team server's errors mean to the user, and desktop names as plain text.
import { describe, expect, it } from 'vitest';
import { plainDesktopName } from '../../../electron/core/coordination/desktop-name';
import { classifyTeamError, ProblemTracker } from '../../../electron/core/coordination/team-problems';
import { TEAM_MESSAGES, TEAM_PROBLEM_CODES, teamProblemText } from '../../../shared/errors/team-messages';
import { setTeamInput } from '../../../shared/ipc/team';

const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('team server errors', () => {
  it.each([
    ['WRONGPASS invalid username-password pair or user is disabled.', undefined, false, 'TEAM_WRONG_PASSWORD'],
    ['NOAUTH HELLO must be called with the client already authenticated', undefined, false, 'TEAM_NO_PASSWORD'],
    ['NOAUTH Authentication required.', undefined, false, 'TEAM_NO_PASSWORD'],
    ["NOPERM this user has no permissions to run the 'evalsha' command", undefined, false, 'TEAM_NO_PERMISSION'],
    ['connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED', false, 'TEAM_UNREACHABLE'],
    ['getaddrinfo ENOTFOUND team-server', 'ENOTFOUND', false, 'TEAM_UNREACHABLE'],
    ['connect ETIMEDOUT', 'ETIMEDOUT', false, 'TEAM_TIMEOUT'],
    ['connect ETIMEDOUT', 'ETIMEDOUT', true, 'TEAM_TLS'],
    ['Command timed out', undefined, false, 'TEAM_TIMEOUT'],
    ['self-signed certificate in certificate chain', 'SELF_SIGNED_CERT_IN_CHAIN', true, 'TEAM_TLS'],
    ['write EPROTO 0010:error:0A00010B:SSL routines:ssl3_get_record:wrong version number', 'EPROTO', true, 'TEAM_TLS'],
  ] as const)('%s → %s', (message, code, tls, expected) => {
    expect(classifyTeamError(err(message, code), { tls })).toBe(expected);
  });

  it('"Connection is closed." names nothing: the reason seen before it is kept', () => {
    expect(classifyTeamError(err('Connection is closed.'), { tls: false })).toBeNull();
    const tracker = new ProblemTracker('redis://team:6379', false);
    tracker.note(err('WRONGPASS invalid username-password pair'));
    tracker.note(err('Connection is closed.'));
    expect(tracker.problem('TEAM_LOST')).toEqual({ code: 'TEAM_WRONG_PASSWORD', values: { server: 'redis://team:6379' } });
  });

  it('every problem has its text in both languages, naming the server where there is one', () => {
    for (const code of TEAM_PROBLEM_CODES) {
      expect(TEAM_MESSAGES[code].en.length).toBeGreaterThan(20);
      expect(TEAM_MESSAGES[code].zh).toMatch(/[\u4e00-\u9fff]/);
      expect(TEAM_MESSAGES[code].en.includes('{server}')).toBe(TEAM_MESSAGES[code].zh.includes('{server}'));
    }
    expect(teamProblemText({ code: 'TEAM_WRONG_PASSWORD', values: { server: 'redis://team:6379' } }, 'zh-CN')).toContain('团队服务器 redis://team:6379 拒绝');
  });
});

describe('desktop names are plain text', () => {
  const spoofs = ['Desk\u202e2 kseD', 'Desk 1\nDesk 2', 'Desk\u00001', 'Desk\u200d1', '\ufeffDesk 1', 'Desk \ud800', 'Desk\u20281', 'Desk\u2066 1'];

  it.each(spoofs)('a name set in Settings may not hold %j', (name) => {
    expect(setTeamInput.safeParse({ id: 'p1', url: null, desktopName: name }).success).toBe(false);
  });

  it('a plain name in any script is fine', () => {
    expect(setTeamInput.safeParse({ id: 'p1', url: null, desktopName: '打包台 2 · Packing' }).success).toBe(true);
  });

  it('a name read back from the team server is shown without what would disguise it', () => {
    expect(spoofs.map(plainDesktopName)).toEqual(['Desk2 kseD', 'Desk 1Desk 2', 'Desk1', 'Desk1', 'Desk 1', 'Desk', 'Desk1', 'Desk 1']);
    expect(plainDesktopName('\u202e\u0000')).toBe('?');
    expect(plainDesktopName('x'.repeat(100))).toHaveLength(60);
  });
});
