// `npm start`: the Electron app where its binary exists; otherwise says so in one line and starts the
// browser host, so the README's command always gives a working app.
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
    const run = spawnSync(electronBinary, ['.', ...extra], { stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
  console.log('opsdesk: the Electron build is not available yet; starting the browser host instead.');
} else {
  console.log('opsdesk: the Electron binary is not installed on this machine (`npm run electron:fetch` downloads it where its host is reachable); starting the browser host instead.');
}
const web = spawnSync('npx', ['tsx', 'electron/hosts/web/cli.ts', ...extra], { stdio: 'inherit' });
process.exit(web.status ?? 1);
