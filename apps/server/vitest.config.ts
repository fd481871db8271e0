import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Several instances on PostgreSQL + Redis: `npm run test:scale` runs them (vitest.scale.config.ts).
    // Crash tests spawn and SIGKILL real servers: `npm run test:crash` runs them (vitest.crash.config.ts).
    exclude: ['src/**/*.scale.test.ts', 'src/**/*.crash.test.ts', '**/node_modules/**'],
    globalSetup: ['src/test/global-setup.ts'],
    // Limits that only catch a hang: on a busy machine (2 cores shared with other work) the slowest
    // test, a backup round trip of 5 s on a quiet one, took 27 s, and 126 s at a load average of 25.
    // No test asserts a duration.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
