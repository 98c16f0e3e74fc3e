import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// The Electron bundles, one per mode (`vite build -c vite.electron.config.ts --mode main|preload`):
// - main: ESM for Electron's Node; npm dependencies stay external (electron-builder ships node_modules).
// - preload: one CommonJS file with only `electron` external, as a sandboxed preload must be.
export default defineConfig(({ mode }) => {
  if (mode === 'preload') {
    return {
      build: {
        outDir: 'dist-electron',
        emptyOutDir: false,
        sourcemap: true,
        minify: false,
        lib: { entry: 'electron/preload.ts', formats: ['cjs'], fileName: () => 'preload.cjs' },
        rollupOptions: { external: ['electron'] },
      },
    };
  }
  if (mode !== 'main') throw new Error(`vite.electron.config.ts: --mode must be main or preload, got ${mode}`);
  return {
    build: {
      outDir: 'dist-electron',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      target: 'node20',
      // SSR build: Node target, every package in node_modules left external. The journal's summary worker is an
      // entry of its own, beside main.js (electron/core/journal/summaries.ts looks for it there).
      ssr: true,
      rollupOptions: {
        input: { main: 'electron/main.ts', 'journal-summary-worker': 'electron/core/journal/summary-worker.ts' },
        external: ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  };
});
