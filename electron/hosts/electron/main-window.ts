// The one main window: isolated, sandboxed renderer with only the preload's bridge.
import { BrowserWindow, screen } from 'electron';
import { DEFAULT_BOUNDS, restoreState, trackState, type StateFile } from './window-state';

export interface MainWindowOptions {
  preload: string;
  url: string;
  stateFile: StateFile;
  devTools: boolean;
}

export function createMainWindow(opts: MainWindowOptions): BrowserWindow {
  const saved = restoreState(opts.stateFile, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    ...(saved ? { x: saved.x, y: saved.y, width: saved.width, height: saved.height } : DEFAULT_BOUNDS),
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Opsdesk',
    backgroundColor: '#f4f6f9',
    webPreferences: {
      preload: opts.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: opts.devTools,
    },
  });
  if (saved?.maximized) win.maximize();
  trackState(win, opts.stateFile);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(opts.url);
  return win;
}
