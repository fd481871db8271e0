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
    // Files share their worker's module cache: the server's modules are imported and transformed once per worker,
    // not once per file (163 files × ~1 s of import). Each file still builds its own app on its own database
    // (createTestApp), and no server test mocks modules or globals, so nothing a file sets reaches the next
    // through modules (docs/development.md, "Test speed"). 28 attendance/leave/tasks/notifications files: 279 s
    // isolated, 129 s shared, on the same busy machine back to back.
    isolate: false,
    // Limits that only catch a hang: on a busy machine (2 cores shared with other work) the slowest
    // test, a backup round trip of 5 s on a quiet one, took 27 s, and 126 s at a load average of 25.
    // No test asserts a duration.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Two workers, as every project here (vitest.config.ts says why): a project file does not inherit the root's,
    // and with one worker and `isolate: false` Vitest hands the whole server suite to a single process.
    maxWorkers: 2,
  },
});
