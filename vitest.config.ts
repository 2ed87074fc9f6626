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
          // Packages that import React are bundled by Vite with the app's aliases, so they get Preact as the app does.
          deps: { optimizer: { client: { enabled: true, include: ['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/jsx-runtime', 'preact/test-utils', 'lucide-react', 'react-router', '@tanstack/react-query', '@testing-library/react', 'react-hook-form', '@hookform/resolvers/zod', '@ts-rest/react-query'] } } },
          server: { deps: { inline: [/react/, /preact/, /@tanstack/, /@testing-library/, /@hookform/, /@ts-rest/, /lucide/] } },
        },
      },
    ],
  },
});
