import { defineProject } from 'vitest/config';

/** Scale-out tests: two server instances on one PostgreSQL and one Redis (scripts/test-scale.mjs). */
export default defineProject({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.scale.test.ts'],
    // Generous: two apps start and migrate on a machine that may be busy; no test asserts a duration.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
