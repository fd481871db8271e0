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
    // file, a backup round trip, takes several times its quiet 5 s. No test asserts a duration.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
