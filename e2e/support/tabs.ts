/**
 * Each dashboard's sidebar tabs in order: spec section 2's, plus the Admin's Audit Log (issue 9) and
 * the Work Calendar of Admin and HR (issue 19), the Org Chart and the Structure of Admin and HR (issue 42; an
 * Employee's Org Chart shows once they have a manager or reports, My Team only for someone who manages, so for
 * none of these accounts).
 * The journeys that walk every tab (shell, a11y, screenshots) share this one list.
 */
export const DASHBOARD_TABS = {
  employee: ['Home', 'Attendance', 'Leave Requests', 'Salary History', 'Notifications'],
  admin: [
    'Home',
    'Attendance',
    'Leave Requests',
    'Employee Management',
    'Task Management',
    'Send Notification',
    'Salary Punch In',
    'Work Calendar',
    'Audit Log',
    // Issue 40: the organisation profile.
    'Organisation',
    'Structure',
    'Org Chart',
    // Issue 46: biometric devices.
    'Devices',
    // Issue 43: probation, the onboarding checklist and letter templates.
    'Onboarding',
  ],
  hr: [
    'Home',
    'Attendance',
    'Leave Requests',
    'Employee Management',
    'Send Notification',
    'My Salary',
    'Work Calendar',
    'Structure',
    'Org Chart',
    // Issue 43: probation decisions.
    'Onboarding',
  ],
} as const;
