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
// Where the loop's longest stalls fall: before jobs.start reaches the dispatcher (the body's read and parse), in
// its dispatch (the contract's check, the job's start), or while the job runs.
const t0 = performance.now();
const windows: Array<{ method: string; from: number; to: number }> = [];
const dispatcher = {
  dispatch: async (method: string, input: unknown) => {
    const from = performance.now() - t0;
    const answer = await app.dispatcher.dispatch(method, input);
    if (method === 'jobs.start') windows.push({ method, from, to: performance.now() - t0 });
    return answer;
  },
};
// `mono`: the stall's start on the monotonic clock in µs (the clock of a --cpu-prof profile's timestamps).
const stalls: Array<{ at: number; ms: number; mono: number }> = [];
let last = performance.now();
let lastMono = process.hrtime.bigint();
const probe = setInterval(() => {
  const now = performance.now();
  if (now - last > 40) stalls.push({ at: Math.round(last - t0), ms: Math.round(now - last), mono: Number(lastMono / 1000n) });
  last = now;
  lastMono = process.hrtime.bigint();
}, 5);
probe.unref();
const host = await startWebHost({ port: 0, rendererDir, app: { ...app, dispatcher } });
process.stdout.write(JSON.stringify({ port: host.port, token: host.token }) + '\n');
// The host's own loop while the page drives it: the job's start (body parse, contract check, journal) included.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.stdin.resume();
process.stdin.on('end', () => {
  delay.disable();
  const longest = stalls.sort((a, b) => b.ms - a.ms).slice(0, 5);
  process.stdout.write(JSON.stringify({ loopP99Ms: delay.percentile(99) / 1e6, loopMaxMs: delay.max / 1e6, longest, jobStart: windows[0] ?? null }) + '\n');
  void host
    .close()
    .then(() => app.close())
    .then(() => process.exit(0));
});
