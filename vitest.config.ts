import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts'],
          // Timeouts catch a hang, not slowness (speed is the benches' business): on a loaded 2-core machine
          // (seen: other services keeping CPU pressure near 80 %) building one test app takes minutes.
          testTimeout: 120_000,
          hookTimeout: 600_000,
          // PGlite is CPU-heavy WASM; two cores: keep the file pool small.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          testTimeout: 900_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
