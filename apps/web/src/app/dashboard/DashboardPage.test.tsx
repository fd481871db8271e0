import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@hrms/shared';
import { jsonResponse, renderApp, signInAs, stubFetch } from '../testing/render-app';

async function navButton(name: string): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  return within(nav).getByRole('button', { name });
}

function tabLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

const config = {
  orgName: 'Acme Pvt Ltd',
  orgTimezone: 'Asia/Kolkata',
  weeklyOff: [0],
  punchInWindow: { start: '09:00', end: '11:00' },
  serverTime: new Date().toISOString(),
};

describe('DashboardPage', () => {
  it.each([
    // Issue 42 adds the Org Chart and the Structure panel to Admin and HR; an Employee keeps the spec's tabs
    // until they have a manager or reports (below), and My Team shows only for someone who manages.
    ['Employee', '/employee', ['Home', 'Attendance', 'Leave Requests', 'Salary History', 'Notifications']],
    [
      'Admin',
      '/admin',
      [
        'Home',
        'Attendance',
        'Leave Requests',
        'Employee Management',
        'Task Management',
        'Send Notification',
        'Salary Punch In',
        // Our additions to the spec's Admin tabs: the work calendar (issue 19), the audit log (issue 9) and
        // the organisation profile (issue 40).
        'Work Calendar',
        'Audit Log',
        'Organisation',
        'Structure',
        'Org Chart',
        // Issue 46: biometric devices.
        'Devices',
        // Issue 43: probation, the onboarding checklist and letter templates.
        'Onboarding',
      ],
    ],
    [
      'HR',
      '/hr',
      [
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
    ],
  ] as const)('gives %s exactly its tabs, in the spec order', async (role: Role, path, labels) => {
    stubFetch();
    signInAs(role);
    renderApp(path);
    await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(tabLabels()).toEqual(labels);
  });

  it("lists an Employee's Org Chart once they have a manager", async () => {
    stubFetch((url) =>
      url.startsWith('/api/org/people/employee-1')
        ? jsonResponse({
            personId: 'employee-1',
            today: '2026-11-28',
            current: {
              effectiveFrom: '2026-11-01',
              department: null,
              designation: null,
              location: null,
              manager: { id: 'm-1', name: 'Ravi Kumar' },
            },
            history: [],
          })
        : jsonResponse({ message: 'Not found.' }, 404),
    );
    signInAs('Employee');
    renderApp('/employee');
    await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(tabLabels()).toContain('Org Chart'));
    expect(tabLabels()).toEqual([
      'Home',
      'Attendance',
      'Leave Requests',
      'Salary History',
      'Notifications',
      'Org Chart',
    ]);
  });

  it('opens Home by default and keeps the chosen tab in the URL', async () => {
    stubFetch();
    signInAs('Admin');
    const { location, user } = renderApp('/admin');

    expect(await navButton('Home')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Home · HRMS'));

    await user.click(await navButton('Task Management'));
    expect(location().search).toBe('?tab=task-management');
    expect(await navButton('Task Management')).toHaveAttribute('aria-current', 'page');
    expect(await navButton('Home')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Task Management · HRMS'));
  });

  it('restores the tab from the URL', async () => {
    stubFetch();
    signInAs('Employee');
    renderApp('/employee?tab=leave-requests');
    expect(await navButton('Leave Requests')).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to Home when ?tab= names another role’s tab', async () => {
    stubFetch();
    signInAs('Employee');
    renderApp('/employee?tab=task-management');
    expect(await navButton('Home')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['Employee', '/employee', 'notifications', 'Notifications'],
    ['Admin', '/admin', 'send-notification', 'Send Notification'],
    ['HR', '/hr', 'send-notification', 'Send Notification'],
  ] as const)('the %s bell opens %s', async (role: Role, path, tabId, label) => {
    stubFetch();
    signInAs(role);
    const { location, user } = renderApp(path);
    // Scoped to the header: the employee's sidebar also has a 'Notifications' tab.
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Notifications' }));
    expect(location().search).toBe(`?tab=${tabId}`);
    expect(await navButton(label)).toHaveAttribute('aria-current', 'page');
  });

  it('links Additional Details to the user’s own details page', async () => {
    stubFetch();
    signInAs('Employee', { id: 'emp-42' });
    renderApp('/employee');
    expect(await screen.findByRole('link', { name: 'Additional Details' })).toHaveAttribute(
      'href',
      '/details/emp-42',
    );
  });

  it('shows the organisation name once /api/config answers', async () => {
    stubFetch((url) => (url === '/api/config' ? jsonResponse(config) : jsonResponse({}, 404)));
    signInAs('HR');
    renderApp('/hr');
    expect(await screen.findByText(/Acme Pvt Ltd/)).toBeInTheDocument();
  });

  it('still works when /api/config fails', async () => {
    stubFetch(() => jsonResponse({ message: 'Something went wrong on our side. Please try again.' }, 500));
    signInAs('Admin');
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Admin, Test Admin!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
  });

  it.each(['header', 'sidebar'])(
    'logs out from the %s: clears storage, says so and shows sign-in',
    async (place) => {
      stubFetch();
      signInAs('HR');
      const { location, user } = renderApp('/hr');
      await screen.findByRole('heading', { level: 1, name: 'Welcome HR, Test HR!' });

      const container = place === 'header' ? screen.getByRole('banner') : screen.getByRole('complementary');
      await user.click(within(container).getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'HRMS Login' })).toBeInTheDocument();
      await waitFor(() => expect(location().pathname).toBe('/login'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    },
  );
});
