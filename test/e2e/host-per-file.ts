// One browser host for every test of a spec file: started before the file's first test on a fresh data folder,
// closed (its folder removed) after its last. Call it at the top of the file, before the file's own hooks, so
// they run with the host already up:
//
//   const e2e = hostPerFile();
//   test('…', async ({ page }) => { await page.goto(e2e.host.url); });
//
// A test that restarts the app (`e2e.restart()`) leaves the new host to the file's later tests.
import { test } from '@playwright/test';
import { startE2eHost, type E2eHost } from './web-host';

export interface FileHost extends E2eHost {
  /** Stops the host, keeping its data folder, and starts a new one on that folder (the app restarted). */
  restart(): Promise<void>;
}

export function hostPerFile(): FileHost {
  let current: E2eHost | null = null;
  const now = (): E2eHost => {
    if (current === null) throw new Error('The file host is used outside its tests: it starts in beforeAll and closes in afterAll.');
    return current;
  };
  test.beforeAll(async () => {
    current = await startE2eHost();
  });
  test.afterAll(async () => {
    await current?.close();
    current = null;
  });
  // Every use reads the host of the moment, so a restart is seen by whoever holds `e2e`.
  return {
    get host() {
      return now().host;
    },
    get app() {
      return now().app;
    },
    get dataDir() {
      return now().dataDir;
    },
    call: <T>(method: string, input: unknown) => now().call<T>(method, input),
    sandbox: () => now().sandbox(),
    close: (opts) => now().close(opts),
    async restart() {
      const { dataDir } = now();
      await now().close({ keepData: true });
      current = null;
      current = await startE2eHost({ dataDir });
    },
  };
}
