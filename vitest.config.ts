import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/global-tmpdir.ts'],
    projects: [
      {
        // Plain logic, but some tests start servers, journals or child processes: Vitest's 5 s default is a
        // timing on a loaded machine (the sandbox fuzz took 6-11 s at load ~18 before it was split).
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Hooks, forms and components of the renderer, each test beside its feature (renderer/src/**).
        test: {
          name: 'renderer',
          include: ['renderer/src/**/*.test.{ts,tsx}', 'test/renderer/**/*.test.{ts,tsx}'],
          exclude: ['test/renderer/core/**'],
          environment: 'happy-dom',
          setupFiles: ['renderer/src/testing/setup.ts'],
          // Rendering with happy-dom on a busy 2-core machine: the 5 s default is a timing, not a behaviour. The
          // heaviest (a form typed field by field) took 31 s beside two busy loops.
          testTimeout: 90_000,
        },
      },
      {
        // A screen on the real core and sandbox in one process: happy-dom's DOM beside Node's fetch and abort signals.
        test: {
          name: 'renderer-core',
          include: ['test/renderer/core/**/*.test.{ts,tsx}'],
          environment: './test/support/happy-dom-node-net.ts',
          setupFiles: ['renderer/src/testing/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
