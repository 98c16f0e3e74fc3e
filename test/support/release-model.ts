// The release electron-builder makes of electron-builder.yml, without building installers (this machine cannot
// download Electron or the installer tools): electron-builder's own code resolves the configuration as
// `npm run dist` hands it over (scripts/dist-args.mjs), names every installer, and writes the block maps and the
// latest*.yml update files, here over small stand-in installer files. The tests of the release contract
// (scripts/release-assets.mjs) and of the update feed read what this writes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppInfo, Arch, Platform, type Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { PlatformPackager } from 'app-builder-lib/out/platformPackager.js';
import { createUpdateInfoTasks, writeUpdateInfoFiles, type UpdateInfoFileTask } from 'app-builder-lib/out/publish/updateInfoBuilder.js';
import { createBlockmap } from 'app-builder-lib/out/targets/differentialUpdateInfoBuilder.js';
import type { PublishConfiguration } from 'builder-util-runtime';
import { DebugLogger } from 'builder-util';
import { configureBuildCommand, createYargs, normalizeOptions, type CliOptions } from 'electron-builder/out/builder.js';
import { builderArgs } from '../../scripts/dist-args.mjs';

const PROJECT = process.cwd();

/** The configuration `npm run dist` builds with under `env`: electron-builder's own command-line parsing and merging. */
export async function resolvedBuilderConfig(env: Record<string, string | undefined>): Promise<Configuration> {
  const args = configureBuildCommand(createYargs()).parseSync(builderArgs(env)) as CliOptions;
  const options = normalizeOptions(args);
  const config = await getConfig(PROJECT, null, options.config as Configuration);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

type Os = 'mac' | 'win' | 'linux';
interface Target {
  os: Os;
  /** electron-builder's target name and the extension of what it makes. */
  target: 'dmg' | 'zip' | 'nsis' | 'AppImage' | 'deb';
  ext: string;
  /** Where electron-builder takes the target's own options from (`config.<key>`). */
  optionsKey: 'dmg' | 'nsis' | 'appImage' | 'deb' | null;
  /** It writes `<file>.blockmap` beside the installer (differential downloads). */
  blockmap: boolean;
}
const TARGETS: Target[] = [
  { os: 'mac', target: 'dmg', ext: 'dmg', optionsKey: 'dmg', blockmap: true },
  { os: 'mac', target: 'zip', ext: 'zip', optionsKey: null, blockmap: true },
  { os: 'win', target: 'nsis', ext: 'exe', optionsKey: 'nsis', blockmap: true },
  { os: 'linux', target: 'AppImage', ext: 'AppImage', optionsKey: 'appImage', blockmap: false },
  { os: 'linux', target: 'deb', ext: 'deb', optionsKey: 'deb', blockmap: false },
];
const PLATFORM: Record<Os, Platform> = { mac: Platform.MAC, win: Platform.WINDOWS, linux: Platform.LINUX };

type TargetEntry = string | { target: string; arch?: string | string[] };
/** The architectures `config.<os>.target` builds a target for (none when it does not build that target). */
export function archesOf(config: Configuration, os: Os, target: string): string[] {
  const entries = ((config[os] as { target?: TargetEntry | TargetEntry[] } | null | undefined)?.target ?? []) as TargetEntry | TargetEntry[];
  for (const entry of Array.isArray(entries) ? entries : [entries]) {
    if (typeof entry === 'string' ? entry === target : entry.target === target) {
      const arch = typeof entry === 'string' ? undefined : entry.arch;
      return arch === undefined ? ['x64'] : Array.isArray(arch) ? arch : [arch];
    }
  }
  return [];
}

/** A stand-in platform packager: just what electron-builder's naming and update-info code read of one. */
function packagerFor(config: Configuration, os: Os, version: string): PlatformPackager<never> {
  const metadata = { ...(JSON.parse(readFileSync(join(PROJECT, 'package.json'), 'utf8')) as Record<string, unknown>), version };
  const noop = () => Promise.resolve();
  const info = { metadata, config, devMetadata: null, emitArtifactBuildCompleted: noop, emitArtifactCreated: noop };
  // PlatformPackager's own methods (artifact naming, macro expansion) run on these fields.
  const packager = Object.create(PlatformPackager.prototype) as PlatformPackager<never>;
  Object.assign(packager, {
    info,
    platform: PLATFORM[os],
    platformSpecificBuildOptions: config[os] ?? {},
    appInfo: new AppInfo(info as unknown as ConstructorParameters<typeof AppInfo>[0], null),
    getResource: () => Promise.resolve(null),
    emitArtifactCreated: noop,
  });
  return packager;
}

/** The file name electron-builder gives `target` for `arch` (its own pattern lookup and macro expansion). */
export function artifactName(config: Configuration, target: Target, arch: Arch, version: string): string {
  const packager = packagerFor(config, target.os, version);
  const options = target.optionsKey ? (config[target.optionsKey] as { artifactName?: string | null } | null | undefined) : null;
  return packager.expandArtifactNamePattern(options ?? null, target.ext, arch, undefined, false);
}

export interface ModelFile {
  os: Os;
  target: Target['target'];
  arch: 'x64' | 'arm64';
  name: string;
}

/**
 * Writes into `dir` the release of `version` that the build jobs would upload under `env` (the update feed):
 * a stand-in file per installer, the block maps, and the latest*.yml electron-builder writes for them.
 */
export async function writeModelRelease(dir: string, version: string, env: Record<string, string | undefined>): Promise<ModelFile[]> {
  const config = await resolvedBuilderConfig(env);
  const publish = config.publish as PublishConfiguration | null | undefined;
  if (!publish) throw new Error('the model release needs an update feed (OPSDESK_UPDATE_GITHUB or OPSDESK_UPDATE_URL)');
  mkdirSync(dir, { recursive: true });
  const made: ModelFile[] = [];
  const tasks = new Map<Os, UpdateInfoFileTask[]>();
  for (const target of TARGETS) {
    const packager = packagerFor(config, target.os, version);
    for (const archName of archesOf(config, target.os, target.target)) {
      const arch = Arch[archName as keyof typeof Arch];
      const name = artifactName(config, target, arch, version);
      const file = join(dir, name);
      // Distinct bytes per installer, so a file swapped for another fails its sha512.
      writeFileSync(file, `stand-in ${name}\n`.repeat(64));
      made.push({ os: target.os, target: target.target, arch: archName as 'x64' | 'arm64', name });
      const updateInfo = target.blockmap ? await createBlockmap(file, { outDir: dir, name: target.target } as unknown as Parameters<typeof createBlockmap>[1], packager, null) : null;
      const event = { file, packager, arch, target: { outDir: dir, name: target.target }, updateInfo, safeArtifactName: null, isWriteUpdateInfo: true };
      const list = tasks.get(target.os) ?? [];
      list.push(...(await createUpdateInfoTasks(event as unknown as Parameters<typeof createUpdateInfoTasks>[0], [publish])));
      tasks.set(target.os, list);
    }
  }
  for (const [os, list] of tasks) await writeUpdateInfoFiles(list, packagerFor(config, os, version).info);
  return made;
}
