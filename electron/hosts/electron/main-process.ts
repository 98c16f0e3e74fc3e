// The Electron main process: single instance, hardened session and contents, app:// protocol, the app service
// with its embedded sandbox, one ipcMain handler per contract method, events to the window.
import { app, BrowserWindow, ipcMain, protocol, safeStorage, session } from 'electron';
import Store from 'electron-store';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventChannel } from '../../../shared/ipc';
import { createLogger } from '../../core';
import { AppService, createEmbeddedSandbox, PROFILE_STORE_SCHEMA } from '../../core/app';
import { createDispatcher } from '../../core/ipc';
import { startSandbox } from '../../sandbox';
import { APP_ORIGIN, handleAppProtocol, registerAppScheme } from './app-protocol';
import { denyAllPermissions, hardenApp } from './hardening';
import { registerIpcHandlers } from './ipc-main';
import { createMainWindow } from './main-window';
import { createElectronVault } from './safe-storage-vault';

/** Development only: the Vite dev server the renderer is loaded from instead of app://. */
const devServer = app.isPackaged ? undefined : process.env.OPSDESK_DEV_SERVER_URL;
const trustedOrigins = new Set([APP_ORIGIN, ...(devServer ? [new URL(devServer).origin] : [])]);

// Tests point the app at a throw-away data folder; must happen before anything reads userData.
if (process.env.OPSDESK_USER_DATA) app.setPath('userData', process.env.OPSDESK_USER_DATA);

registerAppScheme(protocol);
hardenApp(app, trustedOrigins);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  let service: AppService | null = null;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.on('window-all-closed', () => app.quit());

  let closing = false;
  app.on('before-quit', (event) => {
    if (closing || !service) return;
    closing = true;
    event.preventDefault();
    void service.close().finally(() => app.quit());
  });

  void app.whenReady().then(async () => {
    denyAllPermissions(session.defaultSession);
    const root = app.getAppPath();
    const sandbox = createEmbeddedSandbox(startSandbox);
    handleAppProtocol(protocol, join(root, 'dist', 'renderer'), () => {
      const url = sandbox.baseUrl();
      return url ? [url] : [];
    });

    const dataDir = app.getPath('userData');
    const logger = createLogger({ dir: join(dataDir, 'logs') });
    const settings = new Store<Record<string, unknown>>({ name: 'profiles', schema: PROFILE_STORE_SCHEMA as never, clearInvalidConfig: true });
    const secretFile = new Store<Record<string, unknown>>({ name: 'secrets', accessPropertiesByDotNotation: false });
    const vault = createElectronVault(safeStorage, secretFile);
    if (!vault.persistent) logger.warn({ backend: vault.backend }, 'secrets are kept for this session only');

    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? app.getVersion();
    service = new AppService({ host: 'electron', version, dataDir, settings, vault, sandbox, logger });
    const dispatcher = createDispatcher({ handlers: service.handlers(), logger, locale: () => service?.locale() ?? 'en' });
    registerIpcHandlers(ipcMain, dispatcher, trustedOrigins);
    service.onEvent((event, payload) => {
      for (const win of BrowserWindow.getAllWindows()) if (!win.isDestroyed()) win.webContents.send(eventChannel(event), payload);
    });
    await service.start();

    mainWindow = createMainWindow({
      preload: join(root, 'dist-electron', 'preload.cjs'),
      url: devServer ?? `${APP_ORIGIN}/index.html`,
      stateFile: new Store<Record<string, unknown>>({ name: 'window-state' }),
      devTools: !app.isPackaged,
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  });
}
