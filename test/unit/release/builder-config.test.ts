// The configuration a release is built with, as electron-builder resolves it from electron-builder.yml and the
// command line `npm run dist` passes (scripts/dist-args.mjs): notarisation left to the environment, both
// architectures of every OS, installer names GitHub keeps, and the update feed of each kind of build.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Arch, type Configuration } from 'app-builder-lib';
import { MacTargetHelper } from 'app-builder-lib/out/mac/MacTargetHelper.js';
import { log } from 'builder-util';
import { archesOf, artifactName, resolvedBuilderConfig } from '../../support/release-model';

const APPLE = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID', 'APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER', 'APPLE_KEYCHAIN', 'APPLE_KEYCHAIN_PROFILE'];
const RELEASE_FEED = { OPSDESK_UPDATE_GITHUB: 'opsdesk/opsdesk' };

let config: Configuration;
const savedEnv: Record<string, string | undefined> = {};

// Loading electron-builder and resolving its configuration takes seconds on a loaded machine.
beforeAll(async () => {
  config = await resolvedBuilderConfig(RELEASE_FEED);
}, 120_000);

beforeEach(() => {
  for (const name of APPLE) {
    savedEnv[name] = process.env[name];
    delete process.env[name];
  }
});

afterEach(() => {
  for (const name of APPLE) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  vi.restoreAllMocks();
});

/** electron-builder's own notarisation step (run after signing a Mac app) with the resolved `mac` options. */
function notarise(mac: Configuration['mac']) {
  const helper = new MacTargetHelper({ platformSpecificBuildOptions: mac ?? {} } as unknown as ConstructorParameters<typeof MacTargetHelper>[0]);
  return helper.notarizeIfProvided('/nonexistent/Opsdesk.app');
}

describe('macOS notarisation', () => {
  it('is never switched off in the configuration (an explicit `notarize: false` skips it whatever the secrets)', () => {
    expect(config.mac?.notarize).not.toBe(false);
    expect(config.mas?.notarize).not.toBe(false);
  });

  it('runs with the Apple ID secrets present: electron-builder hands the signed app to @electron/notarize', async () => {
    Object.assign(process.env, { APPLE_ID: 'release@opsdesk.example', APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh-ijkl-mnop', APPLE_TEAM_ID: 'TEAM123456' });
    const skipped = vi.spyOn(log, 'info');
    // Past the gate, @electron/notarize checks the app's signature first: on this Linux machine, with no app
    // and no codesign, that is where it stops. Reaching it is the proof that notarisation was attempted.
    await expect(notarise(config.mac)).rejects.toThrow(/codesign|notarytool/);
    expect(skipped.mock.calls.map((c) => String(c[1]))).not.toContain('skipped macOS notarization');
  }, 60_000);

  it('is skipped with one line when no secrets are set', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    await expect(notarise(config.mac)).resolves.toBeUndefined();
    expect(warn.mock.calls.filter((c) => String(c[1]) === 'skipped macOS notarization')).toHaveLength(1);
  });

  it('stops the build on a partial set rather than ship an un-notarised app', async () => {
    process.env.APPLE_ID = 'release@opsdesk.example';
    await expect(notarise(config.mac)).rejects.toThrow(/APPLE_APP_SPECIFIC_PASSWORD/);
  });
});

describe('targets', () => {
  it('builds x64 and arm64 of every installer: dmg and zip, NSIS, AppImage and deb', () => {
    for (const [os, target] of [['mac', 'dmg'], ['mac', 'zip'], ['win', 'nsis'], ['linux', 'AppImage'], ['linux', 'deb']] as const) {
      expect(archesOf(config, os, target).sort(), `${os} ${target}`).toEqual(['arm64', 'x64']);
    }
    // One NSIS installer per architecture, each named for it (the updater picks by name).
    expect(config.nsis?.buildUniversalInstaller).toBe(false);
  });

  it('names every installer with its OS and architecture, in characters GitHub keeps on upload', () => {
    const names: string[] = [];
    for (const [os, target, ext, optionsKey] of [
      ['mac', 'dmg', 'dmg', 'dmg'],
      ['mac', 'zip', 'zip', null],
      ['win', 'nsis', 'exe', 'nsis'],
      ['linux', 'AppImage', 'AppImage', 'appImage'],
      ['linux', 'deb', 'deb', 'deb'],
    ] as const) {
      for (const arch of [Arch.x64, Arch.arm64]) names.push(artifactName(config, { os, target, ext, optionsKey, blockmap: false }, arch, '1.2.3'));
    }
    expect(names).toEqual([
      'Opsdesk-1.2.3-mac-x64.dmg',
      'Opsdesk-1.2.3-mac-arm64.dmg',
      'Opsdesk-1.2.3-mac-x64.zip',
      'Opsdesk-1.2.3-mac-arm64.zip',
      'Opsdesk-1.2.3-win-x64.exe',
      'Opsdesk-1.2.3-win-arm64.exe',
      'Opsdesk-1.2.3-linux-x86_64.AppImage',
      'Opsdesk-1.2.3-linux-arm64.AppImage',
      'opsdesk_1.2.3_amd64.deb',
      'opsdesk_1.2.3_arm64.deb',
    ]);
    for (const name of names) expect(name).toMatch(/^[0-9A-Za-z._-]+$/);
  });

  it('reads electron-builder.yml once: no list in it doubled (as `--config FILE` beside `-c.x=y` did)', () => {
    expect(config.mac?.target).toHaveLength(2);
    expect(config.linux?.target).toHaveLength(2);
    const files = (config.files as Array<{ filter: string[] }>)[0]?.filter ?? [];
    expect(new Set(files).size).toBe(files.length);
  });
});

describe('the update feed of each kind of build', () => {
  it('the release workflow: this repository\'s GitHub releases, made as drafts', () => {
    expect(config.publish).toEqual({ provider: 'github', owner: 'opsdesk', repo: 'opsdesk', releaseType: 'draft' });
  });

  it('OPSDESK_UPDATE_URL: a generic HTTPS folder', async () => {
    expect((await resolvedBuilderConfig({ OPSDESK_UPDATE_URL: 'https://updates.example.com/opsdesk/' })).publish).toEqual({ provider: 'generic', url: 'https://updates.example.com/opsdesk/' });
  }, 60_000);

  it('neither: no feed (the app says in Settings that it does not check)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect((await resolvedBuilderConfig({})).publish).toBeNull();
  }, 60_000);
});
