// `npm run start:web [-- --port 8790 --no-open]`: builds the renderer if needed and serves it on loopback.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { startWebHost } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, 'no-open': { type: 'boolean', default: false }, rebuild: { type: 'boolean', default: false } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`opsdesk: --port must be a whole number from 0 to 65535, got "${values.port}"`);
  process.exit(2);
}

const rendererDir = join(process.cwd(), 'dist', 'renderer');
if (values.rebuild || !existsSync(join(rendererDir, 'index.html'))) {
  console.log('opsdesk: building the renderer…');
  await build({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'warn' });
}

const host = await startWebHost({ port, rendererDir });
console.log(`opsdesk: browser host at ${host.url}`);
if (!values['no-open']) openBrowser(host.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void host.close().then(() => process.exit(0)));
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => console.log(`opsdesk: open ${url} in a browser`));
  child.unref();
}
