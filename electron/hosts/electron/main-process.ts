// The Electron main process: single instance, hardened session and contents, app:// protocol, the app service
// with its embedded sandbox, one ipcMain handler per contract method, events to the window.
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session } from 'electron';
import Store from 'electron-store';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventChannel } from '../../../shared/ipc';
import { createLogger } from '../../core';
import { acquireInstanceLock, AppService, appHandlers, createEmbeddedSandbox, DataDirError, InstanceLockedError, openSettingsFile, prepareDataDir, PROFILE_STORE_SCHEMA } from '../../core/app';
import { createDispatcher } from '../../core/ipc';
import { startSandbox } from '../../sandbox';
import { APP_ORIGIN, handleAppProtocol, registerAppScheme } from './app-protocol';
import { devSwitches } from './dev-switches';
import { denyAllPermissions, hardenApp } from './hardening';
import { registerIpcHandlers } from './ipc-main';
import { createMainWindow } from './main-window';
import { createElectronVault } from './safe-storage-vault';

/** Development only (an unpackaged build): the Vite dev server on loopback, a throw-away data folder. */
const switches = devSwitches(process.env, app.isPackaged);
const devServer = switches.devServerUrl ?? undefined;
const trustedOrigins = new Set([APP_ORIGIN, ...(devServer ? [new URL(devServer).origin] : [])]);

// Must happen before anything reads userData.
if (switches.userDataDir) app.setPath('userData', switches.userDataDir);

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
    try {
      prepareDataDir(dataDir);
      // Electron's own single-instance lock covers this user's app; this one covers the data folder, which a
      // browser host may be using too.
      const lock = acquireInstanceLock(dataDir, 'electron');
      process.once('exit', () => lock.release());
    } catch (err) {
      // A read-only or full disk, or another Opsdesk on the folder: one clear sentence, then quit.
      dialog.showErrorBox('Opsdesk cannot start', err instanceof DataDirError || err instanceof InstanceLockedError ? err.message : String(err));
      app.exit(1);
      return;
    }
    const logger = createLogger({ dir: join(dataDir, 'logs') });
    for (const refused of switches.refused) logger.warn(refused);
    const { settings, notices } = openSettingsFile(join(dataDir, 'profiles.json'), () =>
      // Never wipe: a damaged file is kept aside by openSettingsFile and the user is told.
      new Store<Record<string, unknown>>({ name: 'profiles', schema: PROFILE_STORE_SCHEMA as never, clearInvalidConfig: false, configFileMode: 0o600 }),
    );
    const secretFile = new Store<Record<string, unknown>>({ name: 'secrets', accessPropertiesByDotNotation: false, configFileMode: 0o600 });
    const vault = createElectronVault(safeStorage, secretFile);
    if (!vault.persistent) logger.warn({ backend: vault.backend }, 'secrets are kept for this session only');

    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? app.getVersion();
    service = new AppService({ host: 'electron', version, dataDir, settings, notices, vault, sandbox, logger });
    const dispatcher = createDispatcher({ handlers: appHandlers(service), logger, locale: () => service?.locale() ?? 'en' });
    registerIpcHandlers(ipcMain, dispatcher, trustedOrigins);
    service.onEvent((event, payload) => {
      for (const win of BrowserWindow.getAllWindows()) if (!win.isDestroyed()) win.webContents.send(eventChannel(event), payload);
    });
    await service.start();

    mainWindow = createMainWindow({
      preload: join(root, 'dist-electron', 'preload.cjs'),
      url: devServer ?? `${APP_ORIGIN}/index.html`,
      stateFile: new Store<Record<string, unknown>>({ name: 'window-state', configFileMode: 0o600 }),
      devTools: !app.isPackaged,
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  });
}
