// The process drafts-restore.bench.ts drives: the browser host as `npm run start:web` runs it, serving the built
// renderer, with its embedded sandbox. It prints one JSON line with its address and token, and stops when its
// stdin closes. Playwright stays in the bench's own process (its protocol handling would share the host's loop).
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../electron/core';
import { startSandbox } from '../../electron/sandbox';
import { startWebHost } from '../../electron/hosts/web/server';
import { createWebApp } from '../../electron/hosts/web/web-app';
import { stopWhenStdinEnds } from './host-process';

const rendererDir = process.argv[2];
if (!rendererDir) throw new Error('usage: drafts-restore-host-child <renderer dir>');
const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-drafts-restore-'));
const app = await createWebApp({ dataDir, version: '0.0.0-bench', logger: createLogger({ dir: join(dataDir, 'logs') }), startSandbox: (opts) => startSandbox(opts) });
const host = await startWebHost({ port: 0, rendererDir, app });
process.stdout.write(JSON.stringify({ url: host.url, appUrl: host.appUrl, token: host.token }) + '\n');

stopWhenStdinEnds(() => host.close().then(() => app.close()).then(() => rm(dataDir, { recursive: true, force: true })));
