import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The renderer bundle. Relative base so the same build loads from app:// (Electron) and from the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
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
