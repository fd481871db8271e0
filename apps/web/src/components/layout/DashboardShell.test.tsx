import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell, House } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DashboardShell } from './DashboardShell';

const tabs = [
  { id: 'home', label: 'Home', icon: House },
  { id: 'notifications', label: 'Notifications', icon: Bell },
];

function stubScreenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderShell(props: {
  wide: boolean;
  hasUnread?: boolean;
  brand?: { name: string; logoUrl: string | null };
}) {
  stubScreenWidth(props.wide);
  const onSelectTab = vi.fn();
  const onLogout = vi.fn();
  const onBellClick = vi.fn();
  render(
    <MemoryRouter>
      <DashboardShell
        tabs={tabs}
        activeTab="home"
        onSelectTab={onSelectTab}
        heading="Welcome, Asha!"
        brand={props.brand}
        user={{ name: 'asha Rao', email: 'asha@example.com' }}
        detailsHref="/details/u1"
        hasUnread={props.hasUnread ?? false}
        onBellClick={onBellClick}
        onLogout={onLogout}
      >
        <p>Panel body</p>
      </DashboardShell>
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    onSelectTab,
    onLogout,
    onBellClick,
    sidebar: screen.getByRole('complementary'),
  };
}

describe('DashboardShell', () => {
  it('has the landmarks, one h1 and the user card', () => {
    const { sidebar } = renderShell({ wide: true });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Panel body');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(sidebar).getByText('A')).toBeInTheDocument();
    expect(within(sidebar).getByText('asha Rao')).toBeInTheDocument();
    expect(within(sidebar).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(sidebar).getByText('HRMS')).toBeInTheDocument();
  });

  it("shows the organisation's logo in the brand once one is uploaded", () => {
    const { sidebar } = renderShell({
      wide: true,
      brand: { name: 'Sahyadri Tech', logoUrl: '/api/organisation/logo?v=3' },
    });
    expect(within(sidebar).getByRole('img', { name: 'Sahyadri Tech logo' })).toHaveAttribute(
      'src',
      '/api/organisation/logo?v=3',
    );
  });

  it('starts expanded from 768 px up and collapses with the toggle', async () => {
    const { user, sidebar } = renderShell({ wide: true });
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Close sidebar' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Labels stay available to assistive technology while only icons show.
    expect(within(sidebar).getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('starts collapsed below 768 px and opens as an overlay that Escape or a tab choice closes', async () => {
    const { user, sidebar, onSelectTab } = renderShell({ wide: false });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
    // The floating panel hides the toggle, so focus goes to its own close button and back afterwards.
    expect(within(sidebar).getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(sidebar).getByRole('button', { name: 'Close sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(screen.queryByRole('button', { name: 'Close sidebar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    await user.click(within(sidebar).getByRole('button', { name: 'Notifications' }));
    expect(onSelectTab).toHaveBeenCalledWith('notifications');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  it('marks the active tab with aria-current', () => {
    const { sidebar } = renderShell({ wide: true });
    expect(within(sidebar).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('button', { name: 'Notifications' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the unread dot with text, not colour alone', () => {
    renderShell({ wide: true, hasUnread: true });
    const bell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(bell).toHaveAccessibleDescription('unread notifications');
  });

  it('shows no dot when everything is read', () => {
    renderShell({ wide: true, hasUnread: false });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.queryByText('unread notifications')).not.toBeInTheDocument();
  });

  it('wires the bell, both logout buttons and the details link', async () => {
    const { user, sidebar, onBellClick, onLogout } = renderShell({ wide: true });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' }));
    expect(onBellClick).toHaveBeenCalledTimes(1);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(2);
    expect(within(sidebar).getByRole('link', { name: 'Additional Details' })).toHaveAttribute(
      'href',
      '/details/u1',
    );
  });
});
