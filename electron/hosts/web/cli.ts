// `npm run start:web [-- --port 8790 --no-open --data-dir .opsdesk-data]`: the app in a browser tab, on the
// embedded sandbox by default. Prints the address (with its launch token) and opens it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { parseCliArgs, USAGE } from './cli-args';
import { startWebHost } from './server';
import { acquireInstanceLock, DataDirError, InstanceLockedError, prepareDataDir, withdrawHostChannel, type InstanceLock } from '../../core/app';
import { openRunChannel } from '../loopback/run-channel';
import { createWebApp } from './web-app';

const args = parseCliArgs(process.argv.slice(2));
if (args.kind === 'help') {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (args.kind === 'error') {
  console.error(`opsdesk: ${args.message}`);
  process.exit(2);
}
const { port, open, rebuild, dataDir: dataDirArg } = args.options;

const rendererDir = join(process.cwd(), 'dist', 'renderer');
if (rebuild || !existsSync(join(rendererDir, 'index.html'))) {
  console.log('opsdesk: building the renderer (vite build; a minute or two on a slow machine)…');
  const started = Date.now();
  // A line every 15 s, so a long build never looks like a hang.
  const ticker = setInterval(() => console.log(`opsdesk: still building the renderer… ${Math.round((Date.now() - started) / 1000)} s`), 15_000);
  try {
    await build({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'error' });
  } finally {
    clearInterval(ticker);
  }
  console.log(`opsdesk: renderer built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

const dataDir = resolve(dataDirArg);
// One host per data folder, taken before anything opens the journal: a second host would mark the first's
// running job "interrupted".
let lock: InstanceLock;
try {
  prepareDataDir(dataDir);
  lock = acquireInstanceLock(dataDir, 'web');
} catch (err) {
  console.error(`opsdesk: ${err instanceof DataDirError || err instanceof InstanceLockedError ? err.message : `could not start: ${err instanceof Error ? err.message : String(err)}`}`);
  process.exit(err instanceof InstanceLockedError ? 3 : 1);
}
process.once('exit', () => lock.release());

const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version?: string };
const app = await createWebApp({ dataDir, version: pkg.version ?? '0.0.0', env: process.env }).catch((err: unknown) => {
  // A read-only, full or missing data folder is one line, not a stack trace.
  console.error(`opsdesk: ${err instanceof DataDirError ? err.message : `could not start: ${err instanceof Error ? err.message : String(err)}`}`);
  process.exit(1);
});
const host = await startWebHost({ port, rendererDir, app }).catch(async (err: unknown) => {
  await app.close();
  const code = (err as { code?: unknown }).code;
  console.error(code === 'EADDRINUSE' ? `opsdesk: port ${port} is in use; choose another with --port, or 0 for any free port.` : `opsdesk: could not start the browser host: ${String(err)}`);
  process.exit(1);
});
lock.setUrl(new URL('/', host.appUrl).href);
// `opsdesk run` on this folder hands its job to this host through its run channel, as to the desktop app.
process.once('exit', () => withdrawHostChannel(dataDir));
const runChannel = await openRunChannel({ dataDir, dispatcher: app.dispatcher }).catch((err: unknown) => {
  console.log(`opsdesk: headless runs (opsdesk run) cannot hand their jobs to this host: ${err instanceof Error ? err.message : String(err)}`);
  return null;
});
console.log(`opsdesk: browser host at ${host.appUrl}`);
console.log('opsdesk: the address carries this launch\'s token (keep it to yourself); secrets you enter are kept in memory only.');
for (const notice of app.service.notices()) console.log(`opsdesk: ${notice.message}`);
// The opener gets a one-time code, never the token: its command line is visible to every local user.
if (open) openBrowser(host.launchUrl());

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void (runChannel?.close() ?? Promise.resolve())
      .then(() => host.close())
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => console.log('opsdesk: no browser could be opened; open the address above in one.'));
  child.unref();
}
