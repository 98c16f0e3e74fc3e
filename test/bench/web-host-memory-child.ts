// The process measured by web-host-memory.bench.ts: the browser host as `npm run start:web` runs it (the app
// service, its IPC routes and event stream on loopback), with a data folder of its own and no embedded
// sandbox (the bench's sandbox runs in its own process, as the vendor's service would). It prints its address
// and token, then serves until its stdin closes, and prints its event-loop delay over that time as it exits.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startWebHost } from '../../electron/hosts/web/server';
import { createWebApp } from '../../electron/hosts/web/web-app';

const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-webmem-'));
const rendererDir = join(dataDir, 'page');
mkdirSync(rendererDir);
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Opsdesk</title>');
const app = await createWebApp({ dataDir: join(dataDir, 'data'), version: '0.0.0-bench', startSandbox: null });
const host = await startWebHost({ port: 0, rendererDir, app });
process.stdout.write(JSON.stringify({ port: host.port, token: host.token }) + '\n');
// The host's own loop while the page drives it: the job's start (body parse, contract check, journal) included.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.stdin.resume();
process.stdin.on('end', () => {
  delay.disable();
  process.stdout.write(JSON.stringify({ loopP99Ms: delay.percentile(99) / 1e6, loopMaxMs: delay.max / 1e6 }) + '\n');
  void host
    .close()
    .then(() => app.close())
    .then(() => process.exit(0));
});
