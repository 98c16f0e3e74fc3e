// The Electron main process: single instance, hardened session and contents, app:// protocol, the app service
// with its embedded sandbox, one ipcMain handler per contract method, events to the window.
import { app, BrowserWindow, crashReporter, dialog, ipcMain, protocol, safeStorage, session } from 'electron';
import Store from 'electron-store';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventChannel } from '../../../shared/ipc';
import { localeForLanguages } from '../../../shared/ipc/profiles';
import { createLogger } from '../../core';
import { acquireInstanceLock, AppService, appHandlers, applyUpdateSetting, createEmbeddedSandbox, DataDirError, InstanceLockedError, openSettingsFile, prepareDataDir, PROFILE_STORE_SCHEMA, withdrawHostChannel } from '../../core/app';
import { createDispatcher } from '../../core/ipc';
import { startSandbox } from '../../sandbox';
import { openRunChannel, type RunChannel } from '../loopback/run-channel';
import { APP_ORIGIN, handleAppProtocol, registerAppScheme } from './app-protocol';
import { devSwitches } from './dev-switches';
import { hardenApp, restrictPermissions } from './hardening';
import { registerIpcHandlers } from './ipc-main';
import { createMainWindow } from './main-window';
import { createElectronVault } from './safe-storage-vault';
import { UpdateController, type UpdaterLike } from './updater';

/** Development only (an unpackaged build): the Vite dev server on loopback, a throw-away data folder. */
const switches = devSwitches(process.env, app.isPackaged);
const devServer = switches.devServerUrl ?? undefined;
const trustedOrigins = new Set([APP_ORIGIN, ...(devServer ? [new URL(devServer).origin] : [])]);

// Must happen before anything reads userData.
if (switches.userDataDir) app.setPath('userData', switches.userDataDir);

registerAppScheme(protocol);
hardenApp(app, trustedOrigins);
// Crash dumps stay on this machine (userData/Crashpad) unless a collector is configured at start.
const crashUrl = process.env.OPSDESK_CRASH_URL;
crashReporter.start(crashUrl ? { submitURL: crashUrl, uploadToServer: true } : { uploadToServer: false });

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  let service: AppService | null = null;
  let runChannel: RunChannel | null = null;

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
    void (runChannel?.close() ?? Promise.resolve()).then(() => service?.close()).finally(() => app.quit());
  });

  void app.whenReady().then(async () => {
    restrictPermissions(session.defaultSession, trustedOrigins);
    const root = app.getAppPath();
    const dataDir = app.getPath('userData');
    const sandbox = createEmbeddedSandbox(startSandbox, { dataDir });
    handleAppProtocol(protocol, join(root, 'dist', 'renderer'), () => {
      const url = sandbox.baseUrl();
      return url ? [url] : [];
    });

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
    // Main-process errors nobody caught go to the log (and so into "Copy diagnostics"), not only to stderr.
    process.on('uncaughtException', (err) => logger.error({ err }, 'uncaught exception in the main process'));
    process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection in the main process'));
    for (const refused of switches.refused) logger.warn(refused);
    const { settings, notices } = openSettingsFile(join(dataDir, 'profiles.json'), () =>
      // Never wipe: a damaged file is kept aside by openSettingsFile and the user is told.
      new Store<Record<string, unknown>>({ name: 'profiles', schema: PROFILE_STORE_SCHEMA as never, clearInvalidConfig: false, configFileMode: 0o600 }),
    );
    const secretFile = new Store<Record<string, unknown>>({ name: 'secrets', accessPropertiesByDotNotation: false, configFileMode: 0o600 });
    const vault = createElectronVault(safeStorage, secretFile);
    if (!vault.persistent) logger.warn({ backend: vault.backend }, 'secrets are kept for this session only');

    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? app.getVersion();
    const updates = await createUpdates(() => service?.currentSession()?.busy() ?? false, logger);
    service = new AppService({ host: 'electron', version, dataDir, settings, notices, vault, sandbox, logger, updates, systemLocale: localeForLanguages(app.getPreferredSystemLanguages()) });
    const dispatcher = createDispatcher({ handlers: appHandlers(service), logger, locale: () => service?.locale() ?? 'en' });
    registerIpcHandlers(ipcMain, dispatcher, trustedOrigins);
    const running = service;
    service.onEvent((event, payload) => {
      // A live profile added turns the default update checks on; a finished job may let a waiting update in.
      if (event === 'profile.changed') void applyUpdateSetting(running, updates);
      if (event === 'job.finished') updates.jobsChanged();
      for (const win of BrowserWindow.getAllWindows()) if (!win.isDestroyed()) win.webContents.send(eventChannel(event), payload);
    });
    await service.start();
    await applyUpdateSetting(service, updates);
    // `opsdesk run` on this folder hands its job to this app through this channel (the same service, so the
    // job is in Activity and the one-host-per-folder rule holds); the app works without it.
    try {
      process.once('exit', () => withdrawHostChannel(dataDir));
      runChannel = await openRunChannel({ dataDir, dispatcher });
    } catch (err) {
      logger.warn({ err }, 'headless runs (opsdesk run) cannot hand their jobs to this app');
    }

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

/** The updater, where the build has a feed (electron-builder wrote resources/app-update.yml); else null. */
async function createUpdates(jobLive: () => boolean, logger: ReturnType<typeof createLogger>): Promise<UpdateController> {
  const hasFeed = app.isPackaged && existsSync(join(process.resourcesPath, 'app-update.yml'));
  if (!hasFeed) return new UpdateController({ updater: inertUpdater, hasFeed: false, jobLive, log: logger });
  // Loaded only with a feed: electron-updater reads the app's state when its updater is first touched.
  const { default: pkg } = await import('electron-updater');
  return new UpdateController({ updater: pkg.autoUpdater as unknown as UpdaterLike, hasFeed: true, jobLive, log: logger });
}

/** Stands for the updater in a build without a feed: the controller never calls it (its state is no-feed). */
const inertUpdater: UpdaterLike = {
  autoDownload: false,
  autoInstallOnAppQuit: false,
  checkForUpdates: () => Promise.resolve(null),
  quitAndInstall: () => undefined,
  on: () => undefined,
};
