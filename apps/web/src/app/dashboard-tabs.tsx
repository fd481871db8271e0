import { lazy, type ComponentType } from 'react';
import {
  Bell,
  ClipboardCheck,
  Building2,
  Fingerprint,
  CalendarCheck,
  CalendarDays,
  CalendarMinus,
  House,
  IndianRupee,
  ListTodo,
  Network,
  Receipt,
  ReceiptIndianRupee,
  Shapes,
  UsersRound,
  ScrollText,
  Send,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Role, SessionUser } from '@hrms/shared';
import HomeTab from './dashboard/HomeTab';

/** Tab ids double as the ?tab= value in the URL, so they are part of the bookmarkable address. */
export const TAB_IDS = [
  'home',
  'attendance',
  'leave-requests',
  'salary-history',
  'notifications',
  'employee-management',
  'task-management',
  'send-notification',
  'salary-punch-in',
  'my-salary',
  'audit-log',
  'work-calendar',
  'organisation',
  'structure',
  'org-chart',
  'my-team',
  'devices',
  'my-tax',
  'onboarding',
  'claims',
] as const;
export type TabId = (typeof TAB_IDS)[number];

export const DEFAULT_TAB: TabId = 'home';

/** Spec section 2's labels, exactly. */
export const TAB_META: Record<TabId, { label: string; icon: LucideIcon }> = {
  home: { label: 'Home', icon: House },
  attendance: { label: 'Attendance', icon: CalendarCheck },
  'leave-requests': { label: 'Leave Requests', icon: CalendarMinus },
  'salary-history': { label: 'Salary History', icon: Wallet },
  notifications: { label: 'Notifications', icon: Bell },
  'employee-management': { label: 'Employee Management', icon: Users },
  'task-management': { label: 'Task Management', icon: ListTodo },
  'send-notification': { label: 'Send Notification', icon: Send },
  'salary-punch-in': { label: 'Salary Punch In', icon: IndianRupee },
  'my-salary': { label: 'My Salary', icon: Wallet },
  // Not in the spec: the audit trail of issue 9 (docs/security.md).
  'audit-log': { label: 'Audit Log', icon: ScrollText },
  // Not in the spec: holidays, the work week and shifts of issue 19 (docs/work-calendar.md).
  'work-calendar': { label: 'Work Calendar', icon: CalendarDays },
  // Not in the spec: the organisation profile of issue 40 (docs/organisation.md).
  organisation: { label: 'Organisation', icon: Building2 },
  // Not in the spec: the organisation structure of issue 42 (docs/organisation.md). My Team shows only for
  // people who manage someone (DashboardPage.tsx).
  structure: { label: 'Structure', icon: Shapes },
  'org-chart': { label: 'Org Chart', icon: Network },
  'my-team': { label: 'My Team', icon: UsersRound },
  // Not in the spec: biometric devices of issue 46 (docs/devices.md).
  devices: { label: 'Devices', icon: Fingerprint },
  'my-tax': { label: 'My Tax', icon: Receipt },
  // Not in the spec: probation, the onboarding checklist and letter templates of issue 43 (docs/lifecycle.md).
  onboarding: { label: 'Onboarding', icon: ClipboardCheck },
  // Not in the spec: expense claims of issue 45 (docs/claims.md).
  claims: { label: 'Claims', icon: ReceiptIndianRupee },
};

export interface RoleDashboard {
  greeting: (name: string) => string;
  tabs: readonly TabId[];
  /** The tab the header's bell opens. */
  bellTab: TabId;
}

export const ROLE_DASHBOARDS: Record<Role, RoleDashboard> = {
  Employee: {
    greeting: (name) => `Welcome, ${name}!`,
    tabs: [
      'home',
      'attendance',
      'leave-requests',
      'salary-history',
      'notifications',
      'my-team',
      'org-chart',
      'my-tax',
      'claims',
    ],
    bellTab: 'notifications',
  },
  Admin: {
    greeting: (name) => `Welcome Admin, ${name}!`,
    tabs: [
      'home',
      'attendance',
      'leave-requests',
      'employee-management',
      'task-management',
      'send-notification',
      'salary-punch-in',
      'work-calendar',
      'audit-log',
      'organisation',
      'structure',
      'org-chart',
      'my-team',
      'devices',
      'my-tax',
      'onboarding',
      'claims',
    ],
    bellTab: 'send-notification',
  },
  HR: {
    greeting: (name) => `Welcome HR, ${name}!`,
    tabs: [
      'home',
      'attendance',
      'leave-requests',
      'employee-management',
      'send-notification',
      'my-salary',
      'work-calendar',
      'structure',
      'org-chart',
      'my-team',
      'my-tax',
      'onboarding',
      'claims',
    ],
    // HR's 'Send Notification' tab also hosts My Notifications (spec section 2).
    bellTab: 'send-notification',
  },
};

/** What every tab panel receives; panels fetch their own data with the feature's queries. */
export interface TabPanelProps {
  user: SessionUser;
  role: Role;
}

type TabPanel = ComponentType<TabPanelProps>;

/** Wraps a dynamic import so each panel becomes its own chunk, fetched the first time its tab opens. */
export const lazyPanel = (load: () => Promise<{ default: ComponentType<TabPanelProps> }>): TabPanel =>
  lazy(load);

const orgChart = lazyPanel(() =>
  import('../features/org-structure').then((m) => ({ default: m.OrgChartTab })),
);
const myTeam = lazyPanel(() => import('./dashboard/MyTeamWithApprovals'));
const attendanceTab = lazyPanel(() => import('./dashboard/AttendanceWithOvertime'));
const onboardingTab = lazyPanel(() =>
  import('../features/lifecycle').then((m) => ({ default: m.LifecycleTab })),
);
// Claims with salary advances (issue 45), composed in app/dashboard/ClaimsWithAdvances.tsx.
const claims = lazyPanel(() => import('./dashboard/ClaimsWithAdvances'));
const myTax = lazyPanel(() => import('../features/tax-year').then((m) => ({ default: m.TaxYearTab })));

/**
 * THE place where a feature issue plugs its screen into a dashboard, for example:
 *   attendance: {
 *     Employee: lazyPanel(() => import('../features/attendance').then((m) => ({ default: m.MyAttendanceTab }))),
 *   },
 * A tab/role pair without an entry shows the 'coming soon' card.
 */
export const TAB_PANELS: Partial<Record<TabId, Partial<Record<Role, TabPanel>>>> = {
  // The Home tab composes every feature's sections (app/dashboard/HomeTab.tsx); the same panel for all roles.
  // Not lazy: it is the tab a dashboard opens on, so its clock card renders with the page in one pass (the
  // sections below it load on their own, HomeSections.tsx).
  home: { Employee: HomeTab, Admin: HomeTab, HR: HomeTab },
  // With the person's own overtime below (issue 45), composed in app/dashboard/AttendanceWithOvertime.tsx.
  attendance: { Employee: attendanceTab, Admin: attendanceTab, HR: attendanceTab },
  'leave-requests': {
    Employee: lazyPanel(() => import('../features/leave').then((m) => ({ default: m.EmployeeLeaveTab }))),
    Admin: lazyPanel(() => import('../features/leave').then((m) => ({ default: m.ApproverLeaveTab }))),
    HR: lazyPanel(() => import('../features/leave').then((m) => ({ default: m.ApproverLeaveTab }))),
  },
  'salary-history': {
    Employee: lazyPanel(() => import('../features/payroll').then((m) => ({ default: m.SalaryHistoryTab }))),
  },
  'my-salary': {
    HR: lazyPanel(() => import('../features/payroll').then((m) => ({ default: m.SalaryHistoryTab }))),
  },
  notifications: {
    Employee: lazyPanel(() =>
      import('../features/notifications').then((m) => ({ default: m.NotificationsTab })),
    ),
  },
  'send-notification': {
    Admin: lazyPanel(() =>
      import('../features/notifications').then((m) => ({ default: m.SendNotificationTab })),
    ),
    HR: lazyPanel(() =>
      import('../features/notifications').then((m) => ({ default: m.SendNotificationTab })),
    ),
  },
  'task-management': {
    Admin: lazyPanel(() => import('../features/tasks').then((m) => ({ default: m.TaskManagementTab }))),
  },
  'salary-punch-in': {
    Admin: lazyPanel(() => import('../features/payroll').then((m) => ({ default: m.SalaryPunchInTab }))),
  },
  'employee-management': {
    // With the payroll feature's fields in the Add Employee dialog (issue 40).
    Admin: lazyPanel(() => import('./dashboard/EmployeeManagementPanel')),
    HR: lazyPanel(() => import('./dashboard/EmployeeManagementPanel')),
  },
  'audit-log': {
    Admin: lazyPanel(() => import('../features/audit').then((m) => ({ default: m.AuditLogTab }))),
  },
  organisation: {
    Admin: lazyPanel(() => import('../features/organisation').then((m) => ({ default: m.OrganisationTab }))),
  },
  'work-calendar': {
    Admin: lazyPanel(() => import('./dashboard/WorkCalendarTab')),
    HR: lazyPanel(() => import('./dashboard/WorkCalendarTab')),
  },
  structure: {
    Admin: lazyPanel(() => import('./dashboard/AdminStructureTab')),
    HR: lazyPanel(() => import('./dashboard/HrStructureTab')),
  },
  'org-chart': {
    Employee: orgChart,
    Admin: orgChart,
    HR: orgChart,
  },
  'my-team': { Employee: myTeam, Admin: myTeam, HR: myTeam },
  devices: {
    Admin: lazyPanel(() => import('../features/devices').then((m) => ({ default: m.DevicesTab }))),
  },
  'my-tax': { Employee: myTax, Admin: myTax, HR: myTax },
  onboarding: { Admin: onboardingTab, HR: onboardingTab },
  claims: { Employee: claims, Admin: claims, HR: claims },
};

export function panelFor(tab: TabId, role: Role): TabPanel | undefined {
  return TAB_PANELS[tab]?.[role];
}

export function isTabOf(role: Role, value: string | null): value is TabId {
  return value !== null && (ROLE_DASHBOARDS[role].tabs as readonly string[]).includes(value);
}
