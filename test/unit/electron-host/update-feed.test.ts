// The update feed an installed Opsdesk reads, end to end on file names: electron-updater's own providers and
// file pickers (the code inside the app, electron/hosts/electron/updater.ts drives it) read the release that
// electron-builder writes for electron-builder.yml (test/support/release-model.ts), served as GitHub serves a
// release, or as a generic HTTPS folder. Each OS and architecture must find its channel file and, in it, the
// installer of its own architecture, under the very name the release holds.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, type GithubOptions, type GenericServerOptions } from 'builder-util-runtime';
import { GitHubProvider } from 'electron-updater/out/providers/GitHubProvider.js';
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider.js';
import { findFile, type Provider } from 'electron-updater/out/providers/Provider.js';
import { MacUpdater } from 'electron-updater/out/MacUpdater.js';
import type { UpdateInfo } from 'builder-util-runtime';
import type { ResolvedUpdateFileInfo } from 'electron-updater/out/types.js';
import { writeModelRelease, type ModelFile } from '../../support/release-model';

const VERSION = '0.2.0';
const TAG = `v${VERSION}`;
const GENERIC_URL = 'https://updates.example.com/opsdesk/';

interface Served {
  dir: string;
  made: ModelFile[];
}
let github: Served;
let generic: Served;
let root: string;
const realArch = Object.getOwnPropertyDescriptor(process, 'arch');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'opsdesk-feed-'));
  github = { dir: join(root, 'github'), made: await writeModelRelease(join(root, 'github'), VERSION, { OPSDESK_UPDATE_GITHUB: 'opsdesk/opsdesk' }) };
  generic = { dir: join(root, 'generic'), made: await writeModelRelease(join(root, 'generic'), VERSION, { OPSDESK_UPDATE_URL: GENERIC_URL }) };
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  if (realArch) Object.defineProperty(process, 'arch', realArch);
  delete process.env.TEST_UPDATER_ARCH;
});

/** Answers requests the way github.com answers them for a published release `TAG` holding the files of `dir`. */
function githubExecutor(dir: string, asked: string[]) {
  const base = '/opsdesk/opsdesk/releases';
  return {
    request(options: { hostname?: string | null; path?: string | null }): Promise<string> {
      const path = options.path ?? '';
      asked.push(path);
      if (options.hostname !== 'github.com') return Promise.reject(new Error(`unexpected host ${options.hostname}`));
      if (path === `${base}.atom`) {
        return Promise.resolve(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Opsdesk ${VERSION}</title><link rel="alternate" type="text/html" href="https://github.com${base}/tag/${TAG}"/><content>notes</content></entry></feed>`);
      }
      if (path === `${base}/latest`) return Promise.resolve(JSON.stringify({ tag_name: TAG }));
      const file = path.startsWith(`${base}/download/${TAG}/`) ? decodeURIComponent(path.slice(`${base}/download/${TAG}/`.length)) : null;
      if (file && existsSync(join(dir, file))) return Promise.resolve(readFileSync(join(dir, file), 'utf8'));
      return Promise.reject(new HttpError(404, `not found: ${path}`));
    },
  };
}

/** Answers requests as an HTTPS folder at GENERIC_URL holding the files of `dir`. */
function genericExecutor(dir: string, asked: string[]) {
  return {
    request(options: { hostname?: string | null; path?: string | null }): Promise<string> {
      const path = (options.path ?? '').split('?')[0] ?? '';
      asked.push(path);
      const file = path.startsWith('/opsdesk/') ? decodeURIComponent(path.slice('/opsdesk/'.length)) : null;
      if (options.hostname === 'updates.example.com' && file && existsSync(join(dir, file))) return Promise.resolve(readFileSync(join(dir, file), 'utf8'));
      return Promise.reject(new HttpError(404, `not found: ${path}`));
    },
  };
}

type Platform = 'win32' | 'darwin' | 'linux';
type Arch = 'x64' | 'arm64';

/** The installed app's provider, as electron-updater makes it from app-update.yml on `platform`. */
function providerFor(kind: 'github' | 'generic', platform: Platform, asked: string[]): Provider<UpdateInfo> {
  // What the providers read of electron-updater's AppUpdater.
  const updater = { channel: null, allowPrerelease: false, currentVersion: { version: '0.1.0' }, fullChangelog: false };
  if (kind === 'github') {
    const options: GithubOptions = { provider: 'github', owner: 'opsdesk', repo: 'opsdesk' };
    type Args = ConstructorParameters<typeof GitHubProvider>;
    return new GitHubProvider(options, updater as unknown as Args[1], { isUseMultipleRangeRequest: false, platform, executor: githubExecutor(github.dir, asked) as unknown as Args[2]['executor'] });
  }
  const options: GenericServerOptions = { provider: 'generic', url: GENERIC_URL };
  type Args = ConstructorParameters<typeof GenericProvider>;
  return new GenericProvider(options, updater as unknown as Args[1], { isUseMultipleRangeRequest: true, platform, executor: genericExecutor(generic.dir, asked) as unknown as Args[2]['executor'] });
}

/** MacUpdater's own choice of files for an Intel or Apple-silicon Mac (a protected static, reached from a subclass). */
class MacFiles extends MacUpdater {
  static forArch(files: ResolvedUpdateFileInfo[], isArm64Mac: boolean): ResolvedUpdateFileInfo[] {
    return MacUpdater.filterFilesForArch(files, isArm64Mac);
  }
}

/** The file the updater of that OS downloads (NsisUpdater, MacUpdater, AppImageUpdater, DebUpdater). */
function pick(files: ResolvedUpdateFileInfo[], platform: Platform, arch: Arch, linuxPackage: 'AppImage' | 'deb'): ResolvedUpdateFileInfo | null | undefined {
  if (platform === 'win32') return findFile(files, 'exe');
  if (platform === 'darwin') return findFile(MacFiles.forArch(files, arch === 'arm64'), 'zip', ['pkg', 'dmg']);
  return linuxPackage === 'AppImage' ? findFile(files, 'AppImage', ['rpm', 'deb', 'pacman']) : findFile(files, 'deb', ['AppImage', 'rpm', 'pacman']);
}

const CASES: Array<{ platform: Platform; arch: Arch; channel: string; os: ModelFile['os']; target: ModelFile['target'] }> = [
  { platform: 'win32', arch: 'x64', channel: 'latest.yml', os: 'win', target: 'nsis' },
  { platform: 'win32', arch: 'arm64', channel: 'latest.yml', os: 'win', target: 'nsis' },
  { platform: 'darwin', arch: 'x64', channel: 'latest-mac.yml', os: 'mac', target: 'zip' },
  { platform: 'darwin', arch: 'arm64', channel: 'latest-mac.yml', os: 'mac', target: 'zip' },
  { platform: 'linux', arch: 'x64', channel: 'latest-linux.yml', os: 'linux', target: 'AppImage' },
  { platform: 'linux', arch: 'arm64', channel: 'latest-linux-arm64.yml', os: 'linux', target: 'AppImage' },
  { platform: 'linux', arch: 'x64', channel: 'latest-linux.yml', os: 'linux', target: 'deb' },
  { platform: 'linux', arch: 'arm64', channel: 'latest-linux-arm64.yml', os: 'linux', target: 'deb' },
];

describe.each(['github', 'generic'] as const)('an installed app reading the %s feed', (kind) => {
  it('finds every installer as a file of its own (two architectures under one name would overwrite each other)', () => {
    const made = (kind === 'github' ? github : generic).made;
    expect(made).toHaveLength(10);
    expect(new Set(made.map((f) => f.name)).size).toBe(made.length);
  });

  it.each(CASES)('$platform $arch ($target): reads $channel and downloads its own installer under the name the release holds', async ({ platform, arch, channel, os, target }) => {
    Object.defineProperty(process, 'arch', { value: arch, configurable: true, enumerable: true, writable: false });
    if (platform === 'linux') process.env.TEST_UPDATER_ARCH = arch;
    const asked: string[] = [];
    const served = kind === 'github' ? github : generic;
    const provider = providerFor(kind, platform, asked);

    const info = await provider.getLatestVersion();
    expect(info.version).toBe(VERSION);
    expect(asked.at(-1)).toBe(kind === 'github' ? `/opsdesk/opsdesk/releases/download/${TAG}/${channel}` : `/opsdesk/${channel}`);

    const chosen = pick(provider.resolveFiles(info), platform, arch, target === 'deb' ? 'deb' : 'AppImage');
    const installer = served.made.find((f) => f.os === os && f.target === target && f.arch === arch);
    expect(installer, 'the build makes this installer').toBeDefined();
    const base = kind === 'github' ? `https://github.com/opsdesk/opsdesk/releases/download/${TAG}/` : GENERIC_URL;
    expect(chosen?.url.href).toBe(`${base}${installer?.name}`);
    expect(existsSync(join(served.dir, installer?.name ?? ''))).toBe(true);
  });
});
