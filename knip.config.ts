import type { KnipConfig } from 'knip';

// Dead code, run by `npm run lint` after ESLint: files nothing reaches, exports nothing imports, dependencies
// nothing uses, packages used but not listed. Knip reads package.json's scripts and the Vite, Vitest,
// Playwright and Stryker configs itself (every test file is an entry, so an export a test uses is used); what
// it cannot see is listed here.
const config: KnipConfig = {
  entry: [
    // Knip's Vite plugin cannot load vite.electron.config.ts (it refuses any mode but main and preload), so the
    // plugin is off and the Vite configs' entries are named here (package.json's scripts name the electron config
    // itself). Bundled by vite.electron.config.ts: main, preload and the journal's summary worker.
    'vite.config.ts',
    'electron/main.ts!',
    'electron/preload.ts!',
    'electron/core/journal/summary-worker.ts!',
    // The renderer's two pages (vite.config.ts: index.html and grid-harness.html).
    'renderer/src/main.tsx!',
    'renderer/src/grid-harness.tsx!',
    // Child processes and fixtures that tests start or read by path.
    'test/**/*-child.ts',
    'test/fixtures/electron-stand-in/index.cjs',
    'test/fixtures/import/make-fixtures.ts',
    // Compiled by test/unit/write-screen-typing.test.ts by path (outside tsconfig on purpose: it must not compile).
    'test/fixtures/bent-screen/BentScreens.tsx',
    // The benches (test/bench/run.ts finds them by name), the scripts, Stryker's plugin and Vitest config.
    'test/bench/*.bench.ts',
    'scripts/**/*.{mjs,ts}',
    'vitest.mutation.config.ts',
  ],
  project: ['**/*.{ts,tsx,mts,mjs,js,cjs}!'],
  // Planted on purpose: ESLint lints them by path (test/unit/lint-*.test.ts), nothing imports them.
  ignore: ['test/fixtures/lint/**'],
  vite: false,
  // An export used in its own file is not dead; exporting it is a choice left to its module.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Resolved by path (createRequire().resolve('axe-core/axe.min.js') in test/e2e/support.ts).
    'axe-core',
    // Used, not listed: the copies the tools themselves bring, which tests and benches use on purpose so they
    // read what the tool does (electron-builder's asar reader, feed types and config model; Vite's esbuild;
    // React Aria's dates; Stryker's plugin types, in JSDoc only). Listing them could install a second version.
    '@electron/asar',
    'app-builder-lib',
    'builder-util',
    'builder-util-runtime',
    'esbuild',
    '@internationalized/date',
    '@stryker-mutator/api',
  ],
  ignoreBinaries: [
    // System tools the tests call, installed by .ci/run (apt), not by npm.
    'openssl',
    'pdftotext',
    'pdftoppm',
    'setpriv',
    'redis-server',
  ],
};

export default config;
