// `npm start`: the Electron app where its binary exists; otherwise says so in one line and starts the
// browser host (on the embedded sandbox, like the desktop app), so the README's command always gives a
// working app. Extra arguments go to the browser host (e.g. `npm start -- --port 8790 --no-open`).
//
// Builds run in child processes: a build holds its own process's loop for seconds at a time, so this process,
// whose loop stays free, prints what is happening (the modules transformed, the phase, the time) every few
// seconds. Nothing here waits synchronously on a child.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rendererStaleReason } from './renderer-fresh.mjs';

const require = createRequire(import.meta.url);
const PROGRESS_EVERY_MS = 5000;
const began = Date.now();
const seconds = () => Math.round((Date.now() - began) / 1000);
const say = (text) => console.log(`opsdesk: ${text}`);

// Ctrl+C reaches the child too (one terminal, one process group): this process waits for it to stop and exits
// with its code. A SIGTERM sent to this process alone is passed on.
let current = null;
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => {
  if (current && current.exitCode === null) current.kill('SIGTERM');
  else process.exit(143);
});

/** Runs a child with its output shown; resolves with its exit code. */
function run(command, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: opts.stdio ?? 'inherit', ...opts });
    current = child;
    child.on('error', (err) => {
      say(`could not run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    opts.onChild?.(child);
  });
}

/** Runs `work` while a line every few seconds says it is still going, with what `detail()` knows. */
async function withProgress(what, detail, work) {
  const started = Date.now();
  const ticker = setInterval(() => say(`still ${what}… ${Math.round((Date.now() - started) / 1000)} s${detail()}`), PROGRESS_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(ticker);
  }
}

/** `vite build` of the renderer in a child (build-renderer.mjs), reporting its modules and phases here. */
async function buildRenderer() {
  let state = { phase: 'starting', modules: 0 };
  const detail = () => (state.phase === 'transforming' ? ` (${state.modules.toLocaleString('en')} modules transformed)` : state.phase === 'starting' ? '' : ` (${state.phase}, ${state.modules.toLocaleString('en')} modules)`);
  const started = Date.now();
  const code = await withProgress('building the renderer', detail, () =>
    run(process.execPath, [join('scripts', 'build-renderer.mjs')], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      onChild: (child) => child.on('message', (m) => (state = m)),
    }),
  );
  if (code === 0) say(`renderer built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return code;
}

let electronBinary = null;
try {
  // The electron package exports the binary's path and throws when the binary was never downloaded.
  electronBinary = require('electron');
} catch {
  electronBinary = null;
}

const extra = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (typeof electronBinary === 'string' && process.env.OPSDESK_FORCE_WEB !== '1') {
  say('building the renderer and the Electron main process (npm run build; a minute or two)…');
  const built = await withProgress('building', () => '', () => run(npm, ['run', 'build'], { shell: process.platform === 'win32' }));
  if (built === 0) process.exit(await run(electronBinary, ['.']));
  say('the Electron build failed (see above); starting the browser host instead.');
} else {
  say('the Electron binary is not installed on this machine (`npm run electron:fetch` downloads it where its host is reachable); starting the browser host instead.');
}
// Rebuild only when a source is newer than dist/renderer (the build takes a minute or two on a slow machine).
const stale = rendererStaleReason(process.cwd());
if (stale === null) say('the renderer in dist/renderer is up to date; not rebuilding it.');
else {
  say(`building the renderer (${stale}); progress every ${PROGRESS_EVERY_MS / 1000} s…`);
  if ((await buildRenderer()) !== 0) {
    say('the renderer could not be built (see above).');
    process.exit(1);
  }
}
say(`starting the browser host (${seconds()} s so far)…`);
// The renderer is current now, so the host does not build it again. tsx's own CLI under this Node (npx would
// add a second or two of its own start).
const tsxDir = dirname(require.resolve('tsx/package.json'));
const tsxCli = join(tsxDir, JSON.parse(readFileSync(join(tsxDir, 'package.json'), 'utf8')).bin);
process.exit(await run(process.execPath, [tsxCli, join('electron', 'hosts', 'web', 'cli.ts'), ...extra]));
