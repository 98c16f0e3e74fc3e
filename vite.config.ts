import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath } from 'node:url';
import { LOCALES } from './shared/ipc/profiles';

// The renderer bundle. Relative base so the same build loads from app:// (Electron) and from the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  // React Aria's own texts (a date field's "year") come in 34 languages; the app speaks only LOCALES.
  plugins: [react(), optimizeLocales.vite({ locales: LOCALES })],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    // grid-harness.html: the grid alone, for its end-to-end tests and bench (nothing in the app links to it).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./renderer/index.html', import.meta.url)),
        'grid-harness': fileURLToPath(new URL('./renderer/grid-harness.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1', strictPort: false },
});
