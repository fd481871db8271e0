/**
 * The server test files `npm run test:server:pg` runs on PostgreSQL (scripts/test-server-pg.mjs). Every server
 * test file runs on PGlite in `npm test`; PGlite is PostgreSQL itself (the same parser, planner and types), so
 * on the real server only what can differ is run again: the connection pool and the node-postgres driver
 * (row types, parameters, several connections at once), locking and claims between connections, the server's
 * own time zone and collation, advisory locks, LISTEN/NOTIFY, migrations and templates, backup and restore.
 * The smoke group drives every route once more on PostgreSQL. postgres-pass.test.ts keeps this list honest:
 * a test file that writes SQL or reads DATABASE_URL itself, and a source file that writes SQL beyond
 * Drizzle's builders (sql`…`, FOR UPDATE, SKIP LOCKED, ON CONFLICT, jsonb, advisory locks), must have a
 * test here. Paths are relative to apps/server/src. Docs: docs/development.md, "The PostgreSQL pass".
 */
interface PostgresGroup {
  why: string;
  files: string[];
}

const POSTGRES_PASS: PostgresGroup[] = [
  {
    why: 'start-up, migrations from the template, the pool, backup and restore, maintenance, metrics, tracing',
    files: [
      'app.test.ts',
      'backup/backup.test.ts',
      'db/background-lane.test.ts',
      'demo/generate.test.ts',
      'modules/system/db-maintenance.test.ts',
      'modules/system/system.health.test.ts',
      'modules/system/system.metrics.test.ts',
      'plugins/tracing.test.ts',
    ],
  },
  {
    why: 'several connections at once: row locks, claims (SKIP LOCKED), ON CONFLICT races, advisory locks',
    files: [
      'modules/attendance/attendance.burst.test.ts',
      'modules/attendance/attendance.concurrency.test.ts',
      'modules/attendance/attendance.jobs.test.ts',
      'modules/mail/mail.claims.test.ts',
      'modules/mail/mail.delivery.test.ts',
      'modules/mail/mail.listening.test.ts',
      'modules/payroll-runs/payroll-lock.test.ts',
      'modules/payroll/batch/payslip-batch.test.ts',
      'jobs/job-runs.test.ts',
      'modules/auth/first-admin.test.ts',
      'modules/auth/failed-sign-ins.test.ts',
      'modules/auth/sessions.routes.test.ts',
      // Probation decisions (FOR UPDATE OF) and each end reminded once (ON CONFLICT ... WHERE) across instances.
      'modules/lifecycle/lifecycle.routes.test.ts',
      'modules/lifecycle/probation-reminders.test.ts',
    ],
  },
  {
    why: 'raw SQL in repositories: pages and keyset paging, date and time-zone arithmetic, jsonb, batches',
    files: [
      'modules/attendance/attendance-import.test.ts',
      'modules/devices/iclock.test.ts',
      'modules/devices/device-days.property.test.ts',
      'modules/devices/push.service.test.ts',
      'modules/devices/held-punches.test.ts',
      'modules/tax-forms/tax-forms.routes.test.ts',
      // Form 130 / 138 and the LWF return over the finalised slips (raw SQL of tax-forms.repository.ts).
      'modules/tax-forms/tax-forms.certificates.test.ts',
      'modules/tax-proofs/tax-proofs.routes.test.ts',
      'modules/devices/device-import.test.ts',
      'modules/devices/person-pin.test.ts',
      'modules/devices/night-shift.test.ts',
      'modules/devices/device-commands.test.ts',
      'modules/imports/people-import.test.ts',
      'modules/leave-policy/leave-types.routes.test.ts',
      'modules/org-structure/placements.routes.test.ts',
      'modules/org-structure/units.routes.test.ts',
      'modules/org-structure/org-structure.access.test.ts',
      'modules/exit/exit.routes.test.ts',
      'modules/exit/after-last-day.test.ts',
      'modules/exit/settlement-run.test.ts',
      'modules/exit/leavers-lists.test.ts',
      'modules/claims/claims.routes.test.ts',
      'modules/advances/advances.routes.test.ts',
      'modules/approvals/approvals.flows.test.ts',
      'modules/approvals/approvals.delegation.test.ts',
      'modules/overtime/overtime.api.test.ts',
      'modules/attendance/attendance.absentees.test.ts',
      'modules/attendance/attendance.export.test.ts',
      'modules/attendance/attendance.page-plan.test.ts',
      'modules/attendance/attendance.paging.test.ts',
      'modules/attendance/attendance.recent.test.ts',
      'modules/attendance/attendance.sheet.test.ts',
      'modules/attendance/attendance.timezone.test.ts',
      'modules/attendance/bulk-mark.test.ts',
      'modules/attendance/corrections.request.test.ts',
      'modules/attendance/corrections.flows.test.ts',
      'modules/attendance/home-reads.batch.test.ts',
      'modules/audit/audit.routes.test.ts',
      'modules/audit/audit.writes.test.ts',
      'modules/auth/auth.routes.test.ts',
      'modules/documents/documents.routes.test.ts',
      'modules/holidays/holidays.batch.test.ts',
      'modules/holidays/holidays.write.test.ts',
      'modules/leave/leave.apply.test.ts',
      'modules/leave/leave.decide.test.ts',
      'modules/leave-policy/leave-ledger.batch.test.ts',
      'modules/leave-policy/leave-opening.routes.test.ts',
      'modules/leave-policy/leave-policy.flow.test.ts',
      'modules/leave-policy/leave-preview.balance.test.ts',
      'modules/notifications/notifications.routes.test.ts',
      'modules/notifications/notifications.sent.test.ts',
      'modules/organisation/organisation.routes.test.ts',
      'modules/payroll/payroll.export.test.ts',
      'modules/payroll/payroll.routes.test.ts',
      'modules/payroll/payroll.statutory-flow.test.ts',
      'modules/payroll/payroll.pt-by-location.test.ts',
      'modules/payroll/salary-list.filters.test.ts',
      'modules/payroll/salary-list.paging.test.ts',
      'modules/payroll-runs/arrears.routes.test.ts',
      'modules/payroll-runs/payroll-runs.routes.test.ts',
      'modules/payroll-runs/payroll-runs.work-state.test.ts',
      'modules/payroll-settings/payroll-profile.partial.test.ts',
      'modules/payroll-settings/payroll-settings.routes.test.ts',
      'modules/people/accounts.routes.test.ts',
      'modules/people/people.delete.test.ts',
      'modules/people/people.list.test.ts',
      'modules/people/people.paging.test.ts',
      'modules/privacy/privacy.erasure.test.ts',
      'modules/privacy/privacy.export-stream.test.ts',
      'modules/privacy/privacy.export.test.ts',
      'modules/privacy/privacy.reveal.test.ts',
      'modules/languages/languages.routes.test.ts',
      'modules/two-step/two-step.routes.test.ts',
      'modules/two-step/two-step.turn-off.test.ts',
      'modules/work-calendar/shifts.routes.test.ts',
      'modules/work-calendar/work-week.routes.test.ts',
      'modules/work-calendar/location-calendars.test.ts',
      'modules/org-structure/structure-reports.test.ts',
    ],
  },
  {
    why: 'smoke of the rest: every route and role once (the authorization matrix), hostile strings through the driver',
    files: ['test/authorization-matrix.test.ts', 'test/hostile-input.test.ts'],
  },
];

/**
 * Source files with engine-sensitive SQL whose tests are not named after them: the listed test runs their SQL.
 * Every other such file is covered by a test in the pass in its own folder that shares its first name part.
 */
export const COVERED_BY: Record<string, string> = {
  'modules/exit/employment.repository.ts': 'modules/exit/after-last-day.test.ts',
  'modules/attendance/attendance.device.repository.ts': 'modules/devices/device-days.property.test.ts',
  'modules/devices/devices.repository.ts': 'modules/devices/iclock.test.ts',
  'modules/devices/review.repository.ts': 'modules/devices/held-punches.test.ts',
  'modules/devices/commands.repository.ts': 'modules/devices/device-commands.test.ts',
  'modules/tax-forms/tax-forms.repository.ts': 'modules/tax-forms/tax-forms.routes.test.ts',
  'backup/load-rows.ts': 'backup/backup.test.ts',
  'backup/migrate-to.ts': 'backup/backup.test.ts',
  'db/client.ts': 'db/background-lane.test.ts',
  'db/migration-state.ts': 'modules/system/system.health.test.ts',
  'db/org-settings.repository.ts': 'modules/organisation/organisation.routes.test.ts',
  'db/result-rows.ts': 'modules/attendance/attendance.recent.test.ts',
  'db/set-params.ts': 'modules/attendance/bulk-mark.test.ts',
  'demo/demo.repository.ts': 'demo/generate.test.ts',
  'lib/micro-batch.ts': 'modules/attendance/attendance.burst.test.ts',
  'lib/paging.ts': 'modules/people/people.paging.test.ts',
  'modules/auth/sign-in-failures.repository.ts': 'modules/auth/failed-sign-ins.test.ts',
  'modules/leave-policy/leave-days.repository.ts': 'modules/leave-policy/leave-preview.balance.test.ts',
  'modules/leave-policy/balances-report.repository.ts': 'modules/org-structure/structure-reports.test.ts',
  'modules/org-structure/location-spans.repository.ts': 'modules/work-calendar/location-calendars.test.ts',
  'modules/payroll/batch/arrears.repository.ts': 'modules/payroll-runs/arrears.routes.test.ts',
  'modules/payroll/batch/fy-sums.repository.ts': 'modules/payroll/batch/payslip-batch.test.ts',
  'modules/payroll/batch/salary-ledger.repository.ts': 'modules/payroll/batch/payslip-batch.test.ts',
  'db/vacuum.ts': 'modules/system/db-maintenance.test.ts',
  'modules/org-structure/chart.repository.ts': 'modules/org-structure/org-structure.access.test.ts',
  'modules/approvals/approvals.repository.ts': 'modules/approvals/approvals.delegation.test.ts',
  'modules/org-structure/handover.repository.ts': 'modules/org-structure/placements.routes.test.ts',
  'modules/org-structure/location-state.repository.ts': 'modules/payroll/payroll.pt-by-location.test.ts',
  'modules/org-structure/placements-on.repository.ts': 'modules/org-structure/placements.routes.test.ts',
  'modules/payroll/salary-pages.repository.ts': 'modules/payroll/salary-list.filters.test.ts',
  'modules/work-calendar/work-calendar.repository.ts': 'modules/work-calendar/work-week.routes.test.ts',
  'test/data-fingerprint.ts': 'test/hostile-input.test.ts',
};

export const postgresPassFiles = (): string[] => POSTGRES_PASS.flatMap((group) => group.files);
