// `npm start`: the Electron app where its binary exists; otherwise says so in one line and starts the
// browser host (on the embedded sandbox, like the desktop app), so the README's command always gives a
// working app. Extra arguments go to the browser host (e.g. `npm start -- --port 8790 --no-open`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { rendererStaleReason } from './renderer-fresh.mjs';

const require = createRequire(import.meta.url);
let electronBinary = null;
try {
  // The electron package exports the binary's path and throws when the binary was never downloaded.
  electronBinary = require('electron');
} catch {
  electronBinary = null;
}

const extra = process.argv.slice(2);
if (typeof electronBinary === 'string' && process.env.OPSDESK_FORCE_WEB !== '1') {
  console.log('opsdesk: building the renderer and the Electron main process (npm run build; a minute or two)…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status === 0) {
    const run = spawnSync(electronBinary, ['.'], { stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
  console.log('opsdesk: the Electron build failed (see above); starting the browser host instead.');
} else {
  console.log('opsdesk: the Electron binary is not installed on this machine (`npm run electron:fetch` downloads it where its host is reachable); starting the browser host instead.');
}
// Rebuild only when a source is newer than dist/renderer (the build takes a minute or two on a slow machine).
const stale = rendererStaleReason(process.cwd());
if (stale === null) console.log('opsdesk: the renderer in dist/renderer is up to date; not rebuilding it.');
else console.log(`opsdesk: the renderer will be built (${stale}).`);
const web = spawnSync('npx', ['tsx', 'electron/hosts/web/cli.ts', ...(stale === null ? [] : ['--rebuild']), ...extra], { stdio: 'inherit' });
process.exit(web.status ?? 1);
