// Profile inputs get a clear answer: app ids are 16 printable ASCII characters; names hold no control
// characters or invisible direction marks; plain http:// is accepted for any spelling of this machine only.
import { describe, expect, it } from 'vitest';
import { appId, baseUrl, profileCreateInput, profileName } from '../../../shared/ipc';

const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message ?? '';

describe('profile inputs', () => {
  it('takes app ids of exactly 16 printable ASCII characters', () => {
    expect(appId.parse('  ak_LIVE_00000001 ')).toBe('ak_LIVE_00000001');
    expect(appId.safeParse('ak-LIVE.00000!~1').success).toBe(true);
    for (const bad of ['ключприл', 'ключ_прил', 'ak_LIVE_000000é', 'ak LIVE 00000001', 'ak_LIVE_0000\u00001', '应用编号应用编号应用', '📦📦📦📦']) {
      const r = appId.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(messageOf(r)).toMatch(/printable ASCII/);
    }
    expect(messageOf(appId.safeParse('ak_short'))).toMatch(/exactly 16 characters/);
    expect(appId.safeParse('x'.repeat(10_000)).success).toBe(false);
  });

  it('refuses profile names with control characters or direction overrides, and takes any script', () => {
    for (const ok of ['华东仓 正式环境', 'Склад №2', 'متجر الرياض', 'Shop (live) — EU']) expect(profileName.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['line\nbreak', 'bell\u0007', 'c1\u0085', 'evil\u202Etxt.exe', 'isolate\u2066x\u2069', 'lrm\u200E', 'alm\u061C']) {
      const r = profileName.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(messageOf(r)).toMatch(/control characters or invisible direction marks/);
    }
  });

  it('refuses profile names holding a lone surrogate, a zero-width joiner or a byte-order mark, saying so', () => {
    for (const bad of ['half\ud83d', '\ude00half', 'Shop\u200dA', '\ufeffShop A', 'Shop\u200bA', 'Shop\u2060A']) {
      const r = profileName.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(messageOf(r)).toMatch(/invisible characters .* or a broken character/);
    }
    // A whole surrogate pair is an ordinary character.
    expect(profileName.safeParse('Shop 🏬 A').success).toBe(true);
  });

  it('accepts plain http:// for every spelling of this machine and nothing else', () => {
    for (const ok of ['http://localhost:8080', 'http://127.0.0.2:9', 'http://0x7f.1:9', 'http://[::1]:9', 'http://[::ffff:127.0.0.1]:9', 'http://shop.localhost:9']) {
      expect(baseUrl.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['http://10.0.0.1', 'http://example.com', 'http://[::ffff:10.0.0.1]', 'http://localhost.example.com']) expect(baseUrl.safeParse(bad).success, bad).toBe(false);
  });

  it('says which field is wrong when creating a profile', () => {
    const r = profileCreateInput.safeParse({ kind: 'live', name: 'ok', baseUrl: 'https://openapi.example.com', appId: 'ключ_прил' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['appId']);
  });

  it('refuses an address with a scheme typed after another, rather than reading `http` as its host', () => {
    for (const bad of ['https://http://127.0.0.1:8103', 'https://https://openapi.example.com', ' https:// http://x.example.com', 'https://http//127.0.0.1:8103']) {
      const r = baseUrl.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect((r.error?.issues[0] as { params?: unknown } | undefined)?.params).toMatchObject({ code: 'urlTwoSchemes' });
    }
    expect(baseUrl.parse('https://openapi.example.com/open/')).toBe('https://openapi.example.com/open');
  });
});
