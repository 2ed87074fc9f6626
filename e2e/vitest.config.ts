import { defineConfig } from 'vitest/config';

/** Browser journeys: the built client served by the real server, driven in Debian's chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.journey.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two journeys at once on two cores: each has its own server, database and chromium, and most
    // of a journey waits on the browser and the network (23 files: 428 s, against about 1,000 s in turn).
    maxWorkers: '100%',
  },
});
