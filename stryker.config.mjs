// Mutation testing of the core's critical modules (`npm run test:mutation`, not part of `npm test`: it runs
// the unit tests once per mutant, an hour or more on a loaded 2-core machine). The score per module and what
// each surviving mutant means are in the README ("Mutation testing"); run a part with
// `npm run test:mutation -- --mutate electron/core/tokens.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/ignore-logging.mjs'],
  ignorers: ['logging'],
  mutate: [
    'electron/core/tokens.ts',
    'electron/core/throttle.ts',
    'electron/core/batch/*.ts',
    'electron/core/journal/*.ts',
    '!electron/core/journal/summary-worker.ts',
    'electron/core/reconcile.ts',
    // The catalogue's normalisers: the envelope, the field readers and each operation's entry.
    'shared/catalogue/envelope.ts',
    'shared/catalogue/response-readers.ts',
    'shared/catalogue/operations/*.ts',
    '!shared/catalogue/operations/registry.gen.ts',
    'shared/csv/*.ts',
    // The ledger of what was sent (issue on the ledger): added here once it is merged.
    // 'electron/core/ledger/*.ts',
  ],
  ignorePatterns: ['dist', 'dist-electron', 'release', 'docs', 'resources', 'test/e2e', 'test/bench', 'test/renderer', 'renderer', '.opsdesk-data', 'reports'],
  // Static mutants (module-level values: zod schemas, tables, regular expressions) would each run every test,
  // over half of the run's time: they are left out, and those values are pinned by the catalogue's own tests.
  ignoreStatic: true,
  // Shared machine: at most two test processes, and each mutant run given room for the machine's load.
  concurrency: 2,
  timeoutMS: 10_000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
