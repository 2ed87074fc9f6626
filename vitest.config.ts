import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs four projects: the contract's unit tests, the local Stripe emulator's tests, the
 * server's integration tests (real Postgres, one database per test file), and the client's
 * component tests (happy-dom).
 *
 * All four share their modules between the files a worker runs (`isolate: false`): each server
 * file builds its own app on its own database, and no file mocks a module or changes the
 * environment, so a fresh module graph per file bought nothing but its import, some 1.1 s a file
 * (271 s of a 885 s run). The client's files share one DOM too (262 s → 52 s for 115 files): its
 * setup file puts back after each test what a test may leave behind (see client/src/test/setup.ts),
 * and the files pass in any order (`--sequence.shuffle`).
 */
export default defineConfig({
  test: {
    // As many files at once as the machine has cores. Vitest's default leaves one core free, which on
    // a two-core machine runs every file in turn, while most of a server test waits on Postgres:
    // 495 s in one worker, 359 s in two.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'contract',
          isolate: false,
          include: ['contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'stripe-emulator',
          isolate: false,
          include: ['stripe-emulator/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './client/vite.config.ts',
        resolve: { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'], conditions: ['module', 'browser', 'development|production'] },
        test: {
          name: 'client',
          isolate: false,
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/src/test/setup.ts'],
          // Lazy chunks (the login panel, forms) are compiled on first use: allow for a busy 2-core machine.
          testTimeout: 15_000,
          // Pre-bundled once, as Vite does for the browser: lucide-react alone is some 1,600 modules.
          deps: { optimizer: { client: { enabled: true, include: ['lucide-react'] } } },
        },
      },
    ],
  },
});
