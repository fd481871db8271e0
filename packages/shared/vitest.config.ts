import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A limit that only catches a hang, as in the other projects: no test asserts a duration.
    testTimeout: 60_000,
    // Two workers, as every project here (vitest.config.ts says why): a project file does not inherit the root's.
    maxWorkers: 2,
  },
});
