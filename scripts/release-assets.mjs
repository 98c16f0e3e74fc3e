// What a release must hold, checked before it is made (the release workflow's `assemble` job):
//   node scripts/release-assets.mjs tag vX.Y.Z          the tag names package.json's version
//   node scripts/release-assets.mjs check DIR X.Y.Z     DIR holds every installer and update file of X.Y.Z;
//                                                      writes DIR/SHA256SUMS.txt
// An installed app finds its update through one file per OS and architecture (electron-updater's channel
// files, below), which names the installer to download and its sha512. A file missing, renamed or from another
// build would leave that app without updates, or fail its download check: so each is read back here.
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

/**
 * The channel file each installed app reads (electron-updater: `latest` + `-mac` on macOS, `-linux` and
 * `-linux-<arch>` past x64 on Linux, nothing on Windows) and the installers it must name. `arch` is matched in
 * the file name the way the updater picks: on Windows the .exe whose name holds `process.arch`, on macOS the zip
 * with `arm64` in its name on Apple silicon and one without it on Intel.
 */
export const CHANNELS = {
  'latest.yml': [
    { ext: 'exe', arch: 'x64' },
    { ext: 'exe', arch: 'arm64' },
  ],
  'latest-mac.yml': [
    { ext: 'zip', arch: 'x64' },
    { ext: 'zip', arch: 'arm64' },
  ],
  'latest-linux.yml': [{ ext: 'AppImage' }, { ext: 'deb' }],
  'latest-linux-arm64.yml': [{ ext: 'AppImage' }, { ext: 'deb' }],
};
/** First installs on macOS are from the dmg, which no channel file names. */
const DMG_ARCHES = ['x64', 'arm64'];
/** Differential downloads read `<installer>.blockmap` beside these (AppImage carries its own inside). */
const BLOCKMAP_EXTS = ['exe', 'zip', 'dmg'];
export const CHECKSUMS = 'SHA256SUMS.txt';
/** The names GitHub keeps as they are; any other character it changes on upload. */
const GITHUB_SAFE = /^[0-9A-Za-z._-]+$/;

const extOf = (name) => name.slice(name.lastIndexOf('.') + 1);
const holdsArch = (name, arch) => (arch === 'x64' ? name.includes('x64') && !name.includes('arm64') : name.includes(arch));

function hashFile(path, algorithm, encoding) {
  return new Promise((resolve, reject) => {
    const hash = createHash(algorithm);
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest(encoding)));
  });
}

/**
 * Every problem with DIR as the release of `version`, each in one line; none means the release is whole.
 * @param {string} dir @param {string} version @returns {Promise<{ problems: string[], assets: string[] }>}
 */
export async function checkRelease(dir, version) {
  const problems = [];
  const present = readdirSync(dir).filter((n) => n !== CHECKSUMS && statSync(join(dir, n)).isFile()).sort();
  const named = new Set();
  for (const name of present) if (!GITHUB_SAFE.test(name)) problems.push(`${name}: GitHub renames a file with this name on upload; the update files would name one the release does not hold`);

  for (const [channel, wanted] of Object.entries(CHANNELS)) {
    if (!present.includes(channel)) {
      problems.push(`${channel} is missing: installed apps of that OS and architecture would find no update`);
      continue;
    }
    named.add(channel);
    let info;
    try {
      info = parse(readFileSync(join(dir, channel), 'utf8'));
    } catch (err) {
      problems.push(`${channel} cannot be read: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    if (info?.version !== version) problems.push(`${channel} is of version ${String(info?.version)}, not ${version}`);
    const files = Array.isArray(info?.files) ? info.files : [];
    for (const file of files) {
      const url = String(file?.url ?? '');
      if (!present.includes(url)) {
        problems.push(`${channel} names ${url}, which the release does not hold`);
        continue;
      }
      named.add(url);
      const path = join(dir, url);
      if (typeof file.size === 'number' && file.size !== statSync(path).size) problems.push(`${channel}: ${url} is ${statSync(path).size} bytes, the file says ${file.size}`);
      if ((await hashFile(path, 'sha512', 'base64')) !== file.sha512) problems.push(`${channel}: ${url} does not match its sha512 (a file from another build?)`);
    }
    const urls = files.map((f) => String(f?.url ?? ''));
    for (const { ext, arch } of wanted) {
      const matching = urls.filter((u) => extOf(u) === ext && (arch === undefined || holdsArch(u, arch)));
      if (matching.length !== 1) problems.push(`${channel} must name one .${ext}${arch ? ` for ${arch}` : ''}; it names ${matching.length === 0 ? 'none' : matching.join(', ')}`);
    }
  }

  for (const arch of DMG_ARCHES) {
    const dmgs = present.filter((n) => extOf(n) === 'dmg' && holdsArch(n, arch));
    if (dmgs.length !== 1) problems.push(`the release must hold one macOS .dmg for ${arch}; it holds ${dmgs.length === 0 ? 'none' : dmgs.join(', ')}`);
    for (const dmg of dmgs) named.add(dmg);
  }
  for (const name of [...named]) {
    if (!BLOCKMAP_EXTS.includes(extOf(name))) continue;
    if (present.includes(`${name}.blockmap`)) named.add(`${name}.blockmap`);
    else problems.push(`${name}.blockmap is missing: updates to it could not download only what changed`);
  }
  for (const name of present) if (!named.has(name)) problems.push(`${name} is not part of a release (no update file names it)`);
  return { problems, assets: present };
}

/** `sha256sum`'s own format, so `sha256sum -c SHA256SUMS.txt` checks a download. */
/** @param {string} dir @param {string[]} assets @returns {Promise<string>} */
export async function checksums(dir, assets) {
  const lines = [];
  for (const name of assets) lines.push(`${await hashFile(join(dir, name), 'sha256', 'hex')}  ${name}`);
  return lines.join('\n') + '\n';
}

/** The tag a release of `version` is cut from. */
export const tagOf = (version) => `v${version}`;

async function main([command, ...args]) {
  const pkgVersion = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
  if (command === 'tag') {
    const [tag] = args;
    if (tag === tagOf(pkgVersion)) return 0;
    console.error(`release: the tag is ${tag}, but package.json says version ${pkgVersion}: set the version, commit, and tag ${tagOf(pkgVersion)}`);
    return 1;
  }
  if (command === 'check') {
    const [dir, version = pkgVersion] = args;
    const { problems, assets } = await checkRelease(dir, version);
    for (const p of problems) console.error(`release: ${p}`);
    if (problems.length > 0) return 1;
    writeFileSync(join(dir, CHECKSUMS), await checksums(dir, assets));
    console.log(`release ${version}: ${assets.length} files and ${CHECKSUMS}\n${assets.map((a) => `  ${a}`).join('\n')}`);
    return 0;
  }
  console.error('usage: release-assets.mjs tag vX.Y.Z | check DIR [X.Y.Z]');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));
