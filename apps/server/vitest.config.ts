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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
