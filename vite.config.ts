import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer bundle. Relative base so the same build loads from app:// (Electron) and from the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: true },
  server: { host: '127.0.0.1', strictPort: false },
});
