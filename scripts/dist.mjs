// `npm run dist`: the current OS's installers, for x64 and arm64 (electron-builder.yml). Stops with one line
// where they cannot be built (no Electron binary and its download host out of reach), and picks the update feed
// from the environment:
//   OPSDESK_UPDATE_URL=https://host/path   a generic HTTPS folder (latest*.yml + installers)
//   OPSDESK_UPDATE_GITHUB=owner/repo       GitHub releases of that repository (made as drafts)
// Signing: electron-builder reads CSC_LINK/CSC_KEY_PASSWORD (Windows, macOS) and APPLE_ID,
// APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID (notarisation); what is missing is said in one line each, and a
// set that would build an app quietly un-notarised stops the build (scripts/dist-args.mjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { builderArgs, signingStatus, statusLine } from './dist-args.mjs';

const require = createRequire(import.meta.url);
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

function electronBinary() {
  try {
    // The electron package exports the binary's path and throws when it was never downloaded.
    return require('electron');
  } catch {
    return null;
  }
}

// The download is tried quietly: where its host is out of reach, one line says so, not a stack trace.
if (!electronBinary() && spawnSync('node', ['node_modules/electron/install.js'], { stdio: 'ignore' }).status !== 0) {
  console.error('opsdesk: `npm run dist` needs the Electron binary and electron-builder\'s tool bundles, whose download host this machine cannot reach; build the installers on a machine that can (see README, "Cutting a release").');
  process.exit(1);
}

const { notices, errors } = signingStatus(process.env, process.platform);
for (const line of notices) console.log(statusLine('notice', line, process.env));
for (const line of errors) console.error(statusLine('error', line, process.env));
if (errors.length > 0) process.exit(1);

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['electron-builder', ...builderArgs(process.env, process.argv.slice(2))]));
