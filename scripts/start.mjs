// `npm start`: the Electron app where its binary exists; otherwise says so in one line and starts the
// browser host (on the embedded sandbox, like the desktop app), so the README's command always gives a
// working app. Extra arguments go to the browser host (e.g. `npm start -- --port 8790 --no-open`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

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
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status === 0) {
    const run = spawnSync(electronBinary, ['.'], { stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
  console.log('opsdesk: the Electron build failed (see above); starting the browser host instead.');
} else {
  console.log('opsdesk: the Electron binary is not installed on this machine (`npm run electron:fetch` downloads it where its host is reachable); starting the browser host instead.');
}
// --rebuild: the renderer in dist/ may be older than the sources.
const web = spawnSync('npx', ['tsx', 'electron/hosts/web/cli.ts', '--rebuild', ...extra], { stdio: 'inherit' });
process.exit(web.status ?? 1);
