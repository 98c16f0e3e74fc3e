import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { LOCALES } from './shared/ipc/profiles';

/**
 * React Aria's own texts (a date field's "year", a list's "selected") come in 34 languages, each package's
 * `intlStrings.mjs` importing them all; the app speaks only LOCALES, so the others are left out of the bundle
 * (what @react-aria/optimize-locales-plugin does). `en` keeps en-US, which React Aria also falls back to.
 */
function reactAriaLocales(locales: readonly string[] = LOCALES): Plugin {
  const kept = (tag: string) => locales.some((l) => tag === l || tag.split('-')[0] === l);
  // The two lines a language takes in each intlStrings.mjs: its import and its entry in the table.
  const line = /^(?:import \$[\w$]+ from "[^"]*\/|\s*")([a-z]{2}-[A-Z]{2})(?:\.mjs";|": \$[\w$]+,?)$/;
  return {
    name: 'opsdesk-react-aria-locales',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-(aria|stately|aria-components)[\\/].*intlStrings\.mjs$/.test(id)) return null;
      let dropped = 0;
      // A dropped line is blanked, not removed: no code moves, so the package's source map still holds (map: null).
      const out = code.split('\n').map((l) => {
        const tag = line.exec(l)?.[1];
        if (tag === undefined || kept(tag)) return l;
        dropped += 1;
        return '';
      });
      if (dropped === 0) {
        this.warn(`no languages recognised in ${id}: React Aria's texts in every language are bundled`);
        return null;
      }
      return { code: out.join('\n'), map: null };
    },
  };
}

// The renderer bundle. Relative base so the same build loads from app:// (Electron) and from the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), reactAriaLocales()],
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
