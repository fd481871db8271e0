import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import type { ShellTab, ShellUser } from './types';
import { useT } from '../../lib/i18n/app';

/** Spec section 9: the sidebar starts expanded from 768 px up and collapsed below. */
export const SIDEBAR_BREAKPOINT_QUERY = '(min-width: 768px)';

interface DashboardShellProps {
  tabs: readonly ShellTab[];
  activeTab: string;
  onSelectTab: (id: string) => void;
  heading: string;
  subheading?: string;
  /** The organisation's name and logo for the sidebar's brand (the logo once an Admin uploads one). */
  brand?: { name: string; logoUrl?: string | null };
  user: ShellUser;
  detailsHref: string;
  hasUnread: boolean;
  onBellClick: () => void;
  onLogout: () => void;
  accountAction?: ReactNode;
  children: ReactNode;
}

export function DashboardShell({
  tabs,
  activeTab,
  onSelectTab,
  heading,
  subheading,
  brand,
  user,
  detailsHref,
  hasUnread,
  onBellClick,
  onLogout,
  accountAction,
  children,
}: DashboardShellProps) {
  const { t } = useT();
  const isWide = useMediaQuery(SIDEBAR_BREAKPOINT_QUERY);
  const [expanded, setExpanded] = useState(isWide);
  const [wasWide, setWasWide] = useState(isWide);
  // Crossing the breakpoint (rotating a tablet, resizing) resets to that width's default.
  if (wasWide !== isWide) {
    setWasWide(isWide);
    setExpanded(isWide);
  }

  // Below the breakpoint the expanded sidebar floats over the page instead of squeezing it.
  const overlay = expanded && !isWide;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeOverlay = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [overlay]);

  const selectTab = (id: string) => {
    onSelectTab(id);
    if (overlay) setExpanded(false);
  };
  const openFromBell = () => {
    onBellClick();
    if (overlay) setExpanded(false);
  };

  return (
    <>
      <div className="min-h-dvh bg-background">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
        >
          {t('shell.skipToMain')}
        </a>
        <Sidebar
          tabs={tabs}
          activeTab={activeTab}
          onSelectTab={selectTab}
          expanded={expanded}
          brand={brand}
          user={user}
          detailsHref={detailsHref}
          onLogout={onLogout}
          onClose={overlay ? closeOverlay : undefined}
        />
        {overlay ? (
          <div
            aria-hidden="true"
            data-testid="sidebar-backdrop"
            className="fixed inset-0 z-30 bg-black/40"
            onClick={closeOverlay}
          />
        ) : null}
        <div
          className={cn(
            'flex min-h-dvh min-w-0 flex-col transition-[padding] duration-200 ease-out',
            // Below 640 px the collapsed rail is a bottom bar (Sidebar.tsx): the page keeps its width.
            expanded && isWide
              ? 'pl-(--sidebar-width)'
              : 'pl-(--sidebar-width-collapsed) max-sm:pb-16 max-sm:pl-0',
          )}
        >
          <Header
            heading={heading}
            subheading={subheading}
            sidebarExpanded={expanded}
            onToggleSidebar={() => setExpanded((value) => !value)}
            toggleRef={toggleRef}
            hasUnread={hasUnread}
            onBellClick={openFromBell}
            onLogout={onLogout}
            accountAction={accountAction}
          />
          <main
            id="main-content"
            tabIndex={-1}
            className="min-w-0 flex-1 p-4 focus:outline-none md:p-6 lg:p-8"
          >
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
