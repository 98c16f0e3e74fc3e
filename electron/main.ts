// Entry of the Electron main process (bundled to dist-electron/main.js by vite.electron.config.ts).
import './hosts/electron/main-process';
