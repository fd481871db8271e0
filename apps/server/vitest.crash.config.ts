import { defineProject } from 'vitest/config';

/**
 * Crash tests: real server processes killed with SIGKILL mid-batch and mid-burst, then restarted
 * (`npm run test:crash`; on PostgreSQL too when DATABASE_URL is set). One file at a time: each runs servers.
 */
export default defineProject({
  test: {
    name: 'crash',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.crash.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    fileParallelism: false,
    // Generous: servers start and PDFs render on a machine that may be busy; no test asserts a duration.
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
