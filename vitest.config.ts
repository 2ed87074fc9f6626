import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs four projects: the contract's unit tests, the local Stripe emulator's tests, the
 * server's integration tests (real Postgres, one database per test file), and the client's
 * component tests (happy-dom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'stripe-emulator',
          include: ['stripe-emulator/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
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
