import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A scheduled job's run for one key (e.g. absentees for 2026-11-21): makes jobs idempotent. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);
