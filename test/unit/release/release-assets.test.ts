// The release contract (scripts/release-assets.mjs), read against the release electron-builder writes for this
// configuration (test/support/release-model.ts): whole, it passes; each way a release can be broken is named.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, checkRelease, checksums } from '../../../scripts/release-assets.mjs';
import { writeModelRelease } from '../../support/release-model';

const VERSION = '0.2.0';
let root: string;
let whole: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'opsdesk-release-'));
  whole = join(root, 'whole');
  await writeModelRelease(whole, VERSION, { OPSDESK_UPDATE_GITHUB: 'opsdesk/opsdesk' });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

let copies = 0;
/** A copy of the whole release, broken by `change`. */
function broken(change: (dir: string) => void): string {
  const dir = join(root, `broken-${(copies += 1)}`);
  cpSync(whole, dir, { recursive: true });
  change(dir);
  return dir;
}

describe('checkRelease', () => {
  it('passes the release electron-builder makes: every channel file, installer, dmg and block map', async () => {
    const { problems, assets } = await checkRelease(whole, VERSION);
    expect(problems).toEqual([]);
    for (const channel of Object.keys(CHANNELS)) expect(assets).toContain(channel);
    expect(assets).toHaveLength(20);
  });

  it('names a missing channel file, and the apps it leaves without updates', async () => {
    const { problems } = await checkRelease(broken((d) => rmSync(join(d, 'latest-linux-arm64.yml'))), VERSION);
    expect(problems).toContain('latest-linux-arm64.yml is missing: installed apps of that OS and architecture would find no update');
  });

  it('names an installer missing, swapped for another build, or of another version', async () => {
    expect((await checkRelease(broken((d) => rmSync(join(d, 'Opsdesk-0.2.0-win-arm64.exe'))), VERSION)).problems).toContain('latest.yml names Opsdesk-0.2.0-win-arm64.exe, which the release does not hold');
    expect((await checkRelease(broken((d) => appendFileSync(join(d, 'Opsdesk-0.2.0-mac-arm64.zip'), 'x')), VERSION)).problems).toEqual(
      expect.arrayContaining(['latest-mac.yml: Opsdesk-0.2.0-mac-arm64.zip does not match its sha512 (a file from another build?)']),
    );
    expect((await checkRelease(whole, '0.2.1')).problems).toContain('latest.yml is of version 0.2.0, not 0.2.1');
  });

  it('names a channel file that leaves an architecture out', async () => {
    const dir = broken((d) => {
      const file = join(d, 'latest.yml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/ {2}- url: Opsdesk-0\.2\.0-win-arm64\.exe\n(?: {4}.*\n)+/, ''));
    });
    expect((await checkRelease(dir, VERSION)).problems).toEqual(
      expect.arrayContaining(['latest.yml must name one .exe for arm64; it names none', 'Opsdesk-0.2.0-win-arm64.exe is not part of a release (no update file names it)']),
    );
  });

  it('names a file GitHub would rename on upload, a missing block map and a stray file', async () => {
    const dir = broken((d) => {
      renameSync(join(d, 'Opsdesk-0.2.0-mac-x64.dmg'), join(d, 'Opsdesk 0.2.0 mac x64.dmg'));
      rmSync(join(d, 'Opsdesk-0.2.0-win-x64.exe.blockmap'));
      writeFileSync(join(d, 'builder-debug.yml'), 'x: 1\n');
    });
    const { problems } = await checkRelease(dir, VERSION);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Opsdesk 0.2.0 mac x64.dmg: GitHub renames a file with this name on upload; the update files would name one the release does not hold',
        'Opsdesk-0.2.0-win-x64.exe.blockmap is missing: updates to it could not download only what changed',
        'builder-debug.yml is not part of a release (no update file names it)',
      ]),
    );
  });
});

describe('checksums', () => {
  it('is sha256sum\'s format, one line per file', async () => {
    const text = await checksums(whole, ['latest.yml']);
    expect(text).toMatch(/^[0-9a-f]{64} {2}latest\.yml\n$/);
  });
});
