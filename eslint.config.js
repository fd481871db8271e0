// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Import direction (docs/architecture.md):
 *   web:    app -> features -> components / lib; no feature imports another feature.
 *   server: routes -> service -> repository -> db; a module reaches another module only through its index.ts
 *           (dependency-cruiser checks the same for every server file, and that modules form no cycle:
 *           .dependency-cruiser.mjs, npm run lint:modules).
 *   shared: imports nothing of the apps.
 */
const boundaryElements = [
  { type: 'shared', pattern: 'packages/shared/src' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-root', pattern: 'apps/web/src' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-core', pattern: 'apps/server/src/(lib|config|plugins|realtime|jobs|storage)' },
  { type: 'server-cli', pattern: 'apps/server/src/cli' },
  { type: 'server-test', pattern: 'apps/server/src/test' },
  { type: 'server-root', pattern: 'apps/server/src' },
];

/** File kinds inside a server module: routes stay thin, repositories hold the queries. */
const boundaryFiles = [
  // app/testing holds the app layer's test-only helpers (never imported by production code).
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**', 'apps/web/src/app/testing/**'] },
  { category: 'routes', pattern: '**/*.routes.ts' },
  // A module's one public face (docs/architecture.md, "Modules and their faces").
  { category: 'index', pattern: 'apps/server/src/modules/*/index.ts' },
  { category: 'service', pattern: '**/*.service.ts' },
  { category: 'repository', pattern: '**/*.repository.ts' },
];

const ALL_TYPES = boundaryElements.map((element) => element.type);

/** Boundaries sees relative imports of server files; this catches the workspace package name as well. */
const WEB_NO_SERVER = {
  group: ['@hrms/server', '@hrms/server/*'],
  message:
    'The web reaches server code only through packages/shared (@hrms/shared): the contract lives there.',
};

/**
 * Only the database layer queries (docs/architecture.md, "The database layer"): drizzle-orm's values and the
 * schema's tables are imported by repositories (`*.repository.ts`), `db/`, the job-run protocol
 * (`jobs/job-runs.ts`) and tests. Type-only imports stay free (a service may name `Tx`'s types).
 */
const DATABASE_LAYER_ONLY = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
  allowTypeImports: true,
  message:
    'Queries live in repositories: only *.repository.ts, db/, jobs/job-runs.ts and tests import drizzle-orm or the schema.',
};

/** The server files that may import drizzle-orm values and the schema (see DATABASE_LAYER_ONLY). */
const DATABASE_LAYER = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/jobs/job-runs.ts',
  // Migrates a restored backup's database to this version with drizzle's migrator, below every module.
  'apps/server/src/backup/migrate-to.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.test-helper.ts',
  'apps/server/src/test/**',
];

/** Stored text (names, reasons, messages) must stay inert: React escapes it, raw HTML would not. */
const RAW_HTML = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Raw HTML is not allowed (docs/security.md): render text through React.',
  },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Raw HTML is not allowed (docs/security.md): render text through React.',
  },
  {
    selector:
      "CallExpression[callee.property.name='insertAdjacentHTML'], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'Raw HTML is not allowed (docs/security.md): render text through React.',
  },
];

/**
 * The screens converted to message lookups (issue 47, docs/languages.md): no string a person reads is
 * written in them; it comes from lib/i18n's files through t(). Two lowercase letters in a row is a word
 * (the brand 'HRMS', '·' and digits pass). The rest of the web is converted screen by screen, each added here.
 */
const I18N_CONVERTED = [
  'apps/web/src/features/auth/components/LoginPage.tsx',
  'apps/web/src/features/auth/components/LoginForm.tsx',
  'apps/web/src/components/layout/DashboardShell.tsx',
  'apps/web/src/components/layout/Header.tsx',
  'apps/web/src/components/layout/Sidebar.tsx',
  'apps/web/src/components/language-picker.tsx',
  'apps/web/src/features/attendance/components/ClockCard.tsx',
  'apps/web/src/features/attendance/components/StatusBadge.tsx',
  'apps/web/src/features/attendance/components/MyAttendanceTable.tsx',
  'apps/web/src/features/leave/components/LeaveHomeCards.tsx',
  'apps/web/src/features/leave/components/LeaveStatusBadge.tsx',
  'apps/web/src/features/leave/components/MyLeaveRequestsTable.tsx',
  'apps/web/src/features/organisation/components/OrganisationLanguageCard.tsx',
  'apps/web/src/features/payroll/components/MySalaryHistory.tsx',
  'apps/web/src/features/payroll/components/SalaryHistoryList.tsx',
  'apps/web/src/features/payroll/components/SalaryFilters.tsx',
  'apps/web/src/features/leave/components/ApplyLeaveDialog.tsx',
  'apps/web/src/features/leave/components/LeavePreviewPanel.tsx',
  'apps/web/src/features/leave/components/LeaveDaysNote.tsx',
  'apps/web/src/features/attendance/components/MonthStatsCards.tsx',
  'apps/web/src/features/tasks/components/MyTasksSection.tsx',
  'apps/web/src/features/tasks/components/TaskStatusBadge.tsx',
  'apps/web/src/features/events/components/EventsSection.tsx',
  'apps/web/src/features/events/components/EventItem.tsx',
  'apps/web/src/features/attendance/components/charts/HomeAttendanceCharts.tsx',
  'apps/web/src/features/attendance/components/charts/BarChart.tsx',
  'apps/web/src/features/attendance/components/corrections/MyCorrections.tsx',
  'apps/web/src/features/attendance/components/corrections/MyCorrectionRequests.tsx',
  'apps/web/src/features/attendance/components/corrections/CorrectionStateBadge.tsx',
  'apps/web/src/features/notifications/components/MyNotificationsList.tsx',
  'apps/web/src/features/notifications/components/DayFilterToggle.tsx',
  'apps/web/src/features/notifications/components/NotificationTabs.tsx',
  'apps/web/src/features/tasks/components/TaskDetailDialog.tsx',
  'apps/web/src/features/events/components/AddEventDialog.tsx',
  'apps/web/src/features/events/components/EventsCalendar.tsx',
  'apps/web/src/components/schedule-fields.tsx',
  'apps/web/src/features/attendance/components/corrections/RequestCorrectionDialog.tsx',
  'apps/web/src/features/leave/components/balances/LeaveBalances.tsx',
  'apps/web/src/features/leave/components/calendar/TeamLeaveCalendar.tsx',
  'apps/web/src/features/leave/components/calendar/MonthDays.tsx',
  'apps/web/src/features/leave/components/balances/LedgerDialog.tsx',
  'apps/web/src/components/approval-note.tsx',
  'apps/web/src/components/ui/calendar.tsx',
  'apps/web/src/components/ui/date-picker.tsx',
  'apps/web/src/components/ui/pagination.tsx',
  'apps/web/src/components/export-buttons.tsx',
  'apps/web/src/features/payroll/components/SalarySlipDialog.tsx',
  'apps/web/src/features/payroll/components/SalaryBreakdownDialog.tsx',
  'apps/web/src/features/auth/components/ChangePasswordDialog.tsx',
  'apps/web/src/features/auth/components/ChangePasswordButton.tsx',
  'apps/web/src/features/overtime/components/MyOnDuty.tsx',
  'apps/web/src/features/overtime/components/MyOvertime.tsx',
  'apps/web/src/features/overtime/components/MyCompOff.tsx',
  'apps/web/src/features/overtime/components/OnDutyPendingForMe.tsx',
  'apps/web/src/features/claims/components/MyClaims.tsx',
  'apps/web/src/features/claims/components/ClaimCard.tsx',
  'apps/web/src/features/advances/components/MyAdvances.tsx',
  'apps/web/src/features/advances/components/AdvanceForm.tsx',
  'apps/web/src/features/advances/components/AdvanceCard.tsx',
  'apps/web/src/app/pages/PersonDetailsPage.tsx',
  'apps/web/src/features/people/components/EmployeeDetailsPage.tsx',
  'apps/web/src/features/people/components/PersonTabs.tsx',
  'apps/web/src/features/people/components/AdditionalInfoForm.tsx',
  'apps/web/src/features/payroll/components/profile/PersonPayrollSection.tsx',
  'apps/web/src/features/payroll/components/profile/PayrollProfileView.tsx',
  'apps/web/src/features/payroll/components/profile/MissingWarning.tsx',
  'apps/web/src/features/lifecycle/components/PersonLettersSection.tsx',
  'apps/web/src/features/tax-year/components/MyTaxSection.tsx',
  'apps/web/src/features/tax-year/components/DeclarationLines.tsx',
  'apps/web/src/features/tax-year/components/MyRentSection.tsx',
  'apps/web/src/features/tax-year/components/MyProofsSection.tsx',
  'apps/web/src/features/tax-year/components/ProofList.tsx',
];
const LITERAL_TEXT_MESSAGE =
  'A string a person reads comes from lib/i18n (t(key)), not a literal (docs/languages.md).';
const LITERAL_TEXT = [
  { selector: 'JSXText[value=/[a-z]{2}/]', message: LITERAL_TEXT_MESSAGE },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label|content)$/] > Literal[value=/[a-z]{2}/]',
    message: LITERAL_TEXT_MESSAGE,
  },
  { selector: 'JSXExpressionContainer > Literal[value=/[a-z]{2} [a-z]/i]', message: LITERAL_TEXT_MESSAGE },
  {
    selector: 'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[a-z]{2} [a-z]/i]',
    message: LITERAL_TEXT_MESSAGE,
  },
];

/** `from` may import any of `to`. */
const may = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** `from` may reach another server module only through its index.ts. */
const throughIndex = (from) => [
  {
    from: { element: { type: from } },
    allow: { to: { element: { type: 'server-module' }, file: { categories: 'index' } } },
  },
];

/** `from` may import `to` only within the same captured module or feature. */
const sameCapture = (from, to, key) => ({
  from: { element: { type: from } },
  allow: { to: { element: { type: to, captured: { [key]: `{{ from.element.captured.${key} }}` } } } },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'playwright-report/**',
      'test-results/**',
      'bench/out/**',
      'apps/server/src/db/migrations/**',
      '.e2e-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The service worker (issue 46) runs in a ServiceWorkerGlobalScope: self, caches, clients.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...RAW_HTML],
    },
  },
  {
    files: I18N_CONVERTED,
    rules: { 'no-restricted-syntax': ['error', ...RAW_HTML, ...LITERAL_TEXT] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/include': ['apps/*/src/**/*', 'packages/shared/src/**/*'],
      'boundaries/files': boundaryFiles,
      'boundaries/legacy-templates': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.types.[0] }} may not import {{ to.element.types.[0] }} (see docs/architecture.md, import direction)',
          policies: [
            may('shared', ['shared']),
            may('web-root', ['shared', 'web-app', 'web-lib', 'web-components']),
            may('web-app', ['shared', 'web-app', 'web-feature', 'web-components', 'web-lib']),
            may('web-feature', ['shared', 'web-components', 'web-lib']),
            sameCapture('web-feature', 'web-feature', 'feature'),
            may('web-components', ['shared', 'web-components', 'web-lib']),
            may('web-lib', ['shared', 'web-lib']),
            may('server-module', ['shared', 'server-core', 'server-db']),
            sameCapture('server-module', 'server-module', 'module'),
            // Another module is reached only through its index.ts.
            ...throughIndex('server-module'),
            may('server-db', ['shared', 'server-db', 'server-core']),
            may('server-core', ['shared', 'server-core', 'server-db']),
            ...throughIndex('server-core'),
            may('server-root', ['shared', 'server-core', 'server-db', 'server-module', 'server-root']),
            may('server-cli', ['shared', 'server-core', 'server-db', 'server-root', 'server-cli']),
            ...throughIndex('server-cli'),
            // Tests (and test helpers) may reach whatever they exercise.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { types: { anyOf: ALL_TYPES } } } },
            },
            // Routes are thin: validate, call the service, present. Never the database or a repository.
            {
              from: { file: { categories: 'routes' } },
              disallow: { to: { element: { type: 'server-db' } } },
            },
            {
              from: { file: { categories: { noneOf: ['test'] } } },
              disallow: { to: { file: { categories: 'test' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Sonner loads after the first paint (components/ui/app-toaster.tsx); everything else toasts through lib/toast.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/components/ui/loaded-toaster.tsx',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: "Toast through lib/toast: sonner is not part of a screen's first download.",
              allowTypeImports: true,
            },
          ],
          patterns: [WEB_NO_SERVER],
        },
      ],
    },
  },
  {
    // The files the rule above leaves out still never import the server.
    files: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/components/ui/loaded-toaster.tsx',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_NO_SERVER] }] },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hrms/server', '@hrms/server/*', '@hrms/web', '@hrms/web/*'],
              message: 'packages/shared imports nothing of the apps: both depend on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: DATABASE_LAYER,
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_LAYER_ONLY] }] },
  },
  {
    // Within a module: routes call the service, never a repository; repositories never call up.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.repository.ts', '**/db/**'], message: 'Routes stay thin: call the service.' },
            DATABASE_LAYER_ONLY,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.service.ts', '**/*.routes.ts'],
              message: 'Repositories hold queries only and never call services or routes.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
