import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The docs name only paths that exist (scripts/docs-paths.test.mjs).
      {
        test: {
          name: 'docs',
          environment: 'node',
          include: ['scripts/*.test.mjs'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
    // Vitest's default is one worker fewer than the cores: one test file at a time on this 2-core machine,
    // with the load near 1.2. Two workers took the unit suite from 15.6 to 10.1 minutes here (1951 tests
    // passing both ways); every server test file has its own database, so files do not share state.
    // This applies to the inline `docs` project only: the project files (packages/shared, apps/server, apps/web)
    // resolve their own and each sets `maxWorkers: 2` too (without it they ran one file at a time, issue 41).
    maxWorkers: 2,
  },
});
