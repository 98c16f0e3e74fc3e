// The process grid-send.bench.ts drives: the browser host as `npm run start:web` runs it, serving the built
// renderer, with its embedded sandbox (seed 42) in the same process, as a user's Opsdesk has it. Playwright stays in
// the bench's own process: its protocol handling (every request's body, 14 MB around a 100,000-row Send) would
// otherwise share the host's event loop and count in the host's figures.
// It prints one JSON line with its address, token and data folder, then one line per videoxStock request the
// sandbox's back office executes (its count and wall-clock time, as the request is taken: past the gateway's
// checks, before its rows are worked), and stops when its stdin closes.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../electron/core';
import { startSandbox } from '../../electron/sandbox';
import type { BackOfficeFactory } from '../../electron/sandbox/state/backoffice-seam';
import { seededBackOfficeFactory } from '../../electron/sandbox/state/seeded-backoffice';
import { startWebHost } from '../../electron/hosts/web/server';
import { createWebApp } from '../../electron/hosts/web/web-app';
import { stopWhenStdinEnds } from './host-process';

const rendererDir = process.argv[2];
if (!rendererDir) throw new Error('usage: grid-send-host-child <renderer dir>');
const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-grid-send-'));
// The seeded back office, told of each videoxStock request as it takes it: no polling of the write log (which
// copies every write it lists) on the host's loop.
let requests = 0;
const noting: BackOfficeFactory = {
  inspectKinds: seededBackOfficeFactory.inspectKinds,
  create: (opts) => {
    const office = seededBackOfficeFactory.create(opts);
    return {
      handle: (op, body, ctx) => {
        // `mono`: µs on the monotonic clock, the clock of a --cpu-prof profile's timestamps.
        if (op === 'videoxStock') process.stdout.write(JSON.stringify({ request: ++requests, at: Date.now(), mono: Number(process.hrtime.bigint() / 1000n) }) + '\n');
        return office.handle(op, body, ctx);
      },
      inspect: (kind) => office.inspect(kind),
      count: (kind) => office.count(kind),
      // The embedded sandbox keeps its state across restarts, as a user's does.
      ...(office.snapshot ? { snapshot: office.snapshot.bind(office) } : {}),
    };
  },
};
const app = await createWebApp({
  dataDir,
  version: '0.0.0-bench',
  logger: createLogger({ dir: join(dataDir, 'logs') }),
  startSandbox: (opts) => startSandbox(opts, { backOffice: noting }),
});
const host = await startWebHost({ port: 0, rendererDir, app });
process.stdout.write(JSON.stringify({ url: host.url, appUrl: host.appUrl, token: host.token, dataDir }) + '\n');

stopWhenStdinEnds(() => host.close().then(() => app.close()).then(() => rm(dataDir, { recursive: true, force: true })));
