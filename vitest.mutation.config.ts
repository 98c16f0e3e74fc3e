// The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit tests of the core's critical
// modules and the catalogue. One project, the unit project's setup; integration and browser tests stay out (a
// mutant run is thousands of test runs, and these modules' behaviours are pinned down at unit level).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/global-tmpdir.ts'],
    include: ['test/unit/core/**/*.test.ts', 'test/unit/catalogue/**/*.test.ts', 'test/unit/csv/**/*.test.ts'],
    environment: 'node',
    // A mutant can make a test wait for what never comes; Stryker's own timeout ends such a run as killed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
