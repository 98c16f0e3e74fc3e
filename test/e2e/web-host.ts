// The browser host on a throw-away data folder, serving the built renderer, for the browser tests.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../electron/core';
import { startSandbox, type SandboxHandle } from '../../electron/sandbox';
import { startWebHost, type RunningWebHost } from '../../electron/hosts/web/server';
import { createWebApp, type WebApp } from '../../electron/hosts/web/web-app';

export interface E2eHost {
  host: RunningWebHost;
  app: WebApp;
  /** Calls the host as the renderer would (for setting up state the screens then show). */
  call<T>(method: string, input: unknown): Promise<T>;
  /** The embedded sandbox once the app started it (to read its state with `inspect`). */
  sandbox(): SandboxHandle | null;
  /** Stops the host; `keepData` leaves the data folder for a new host to start on (a restart). */
  close(opts?: { keepData?: boolean }): Promise<void>;
  dataDir: string;
}

/** The version the app says it is: package.json's, as a release build says it (the guides' screenshots show it). */
export const APP_VERSION = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;

/** A new host on a fresh data folder, or on `opts.dataDir` (a restart after a kill). */
export async function startE2eHost(opts: { dataDir?: string } = {}): Promise<E2eHost> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'opsdesk-e2e-')));
  let sandbox: SandboxHandle | null = null;
  const app = await createWebApp({
    dataDir,
    version: APP_VERSION,
    logger: createLogger({ dir: join(dataDir, 'logs') }),
    // The suites read the app in English: the first start follows this language, not the machine's.
    env: { LANG: 'en_US.UTF-8' },
    startSandbox: async (sandboxOpts) => (sandbox = await startSandbox(sandboxOpts)),
  });
  const host = await startWebHost({ port: 0, rendererDir: join(process.cwd(), 'dist', 'renderer'), app });
  return {
    host,
    app,
    async call<T>(method: string, input: unknown): Promise<T> {
      const res = await fetch(`${host.url}ipc/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-opsdesk-token': host.token },
        body: JSON.stringify(input),
      });
      const body = (await res.json()) as { ok: boolean; result: T; error?: unknown };
      if (!body.ok) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
      return body.result;
    },
    sandbox: () => sandbox,
    dataDir,
    async close(closeOpts) {
      await host.close();
      await app.close();
      if (closeOpts?.keepData !== true) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
