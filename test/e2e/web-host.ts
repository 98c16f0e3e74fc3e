// The browser host on a throw-away data folder, serving the built renderer, for the browser tests.
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
  close(): Promise<void>;
}

export async function startE2eHost(): Promise<E2eHost> {
  const dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-e2e-'));
  let sandbox: SandboxHandle | null = null;
  const app = await createWebApp({
    dataDir,
    version: '0.0.0-e2e',
    logger: createLogger({ dir: join(dataDir, 'logs') }),
    startSandbox: async (opts) => (sandbox = await startSandbox(opts)),
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
    async close() {
      await host.close();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
