// Electron launch smoke test: runs where Electron's binary is installed, skipped (with the reason) where not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { IPC_EVENT_NAMES, IPC_METHOD_NAMES } from '../../shared/ipc/names';

/** The electron package exports the binary's path, and throws when the binary was never downloaded. */
function electronBinary(): string | null {
  try {
    const path: unknown = createRequire(import.meta.url)('electron');
    return typeof path === 'string' ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();

test.skip(binary === null, 'the Electron binary is not installed on this machine (its download host is unreachable); `npm run electron:fetch` installs it where it can');

test('Electron opens the app on the sandbox profile with exactly the contract on window.opsdesk', async () => {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const userData = mkdtempSync(join(tmpdir(), 'opsdesk-electron-'));
  const app = await electron.launch({ executablePath: binary ?? undefined, args: ['.'], env: { ...process.env, OPSDESK_USER_DATA: userData } });
  try {
    const win = await app.firstWindow();
    await expect(win.getByTestId('active-profile')).toContainText('Sandbox (demo data)');
    const bridge = await win.evaluate(() => {
      const api = (window as unknown as { opsdesk: { methods: object; events: object } }).opsdesk;
      return { methods: Object.keys(api.methods).sort(), events: Object.keys(api.events).sort(), node: typeof (window as unknown as { require?: unknown }).require };
    });
    expect(bridge.methods).toEqual([...IPC_METHOD_NAMES].sort());
    expect(bridge.events).toEqual([...IPC_EVENT_NAMES].sort());
    expect(bridge.node).toBe('undefined');
  } finally {
    await app.close();
    rmSync(userData, { recursive: true, force: true });
  }
});
