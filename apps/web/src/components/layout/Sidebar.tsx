import { useEffect, useRef } from 'react';
import { Building2, FileText, LogOut, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Tooltip } from '../ui/tooltip';
import type { ShellTab, ShellUser } from './types';
import { useT } from '../../lib/i18n/app';
import { LanguagePicker } from '../language-picker';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  tabs: readonly ShellTab[];
  activeTab: string;
  onSelectTab: (id: string) => void;
  expanded: boolean;
  brand?: { name: string; logoUrl?: string | null } | undefined;
  user: ShellUser;
  detailsHref: string;
  onLogout: () => void;
  /** Given only while the sidebar floats over the page (small screens); shows a close button. */
  onClose?: () => void;
}

/*
 * Below 640 px the collapsed rail is a bar along the bottom of the screen (issue 40: as a rail it took a
 * fifth of a 390 px phone's width): the same buttons in a row that scrolls sideways inside the bar, the
 * page keeping its whole width. 'Toggle sidebar' in the header still opens the full panel over the page.
 */
const BOTTOM_BAR =
  'max-sm:top-auto max-sm:h-16 max-sm:w-full max-sm:flex-row max-sm:border-t max-sm:border-r-0 max-sm:shadow-[0_-1px_4px_rgb(0_0_0/0.06)]';

const itemClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground';

export function Sidebar({
  tabs,
  activeTab,
  onSelectTab,
  expanded,
  brand,
  user,
  detailsHref,
  onLogout,
  onClose,
}: SidebarProps) {
  const { t } = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  const floating = Boolean(onClose);
  // The floating panel covers the toggle that opened it, so keyboard focus moves into the panel.
  useEffect(() => {
    if (floating) closeRef.current?.focus();
  }, [floating]);

  // Collapsed, the labels stay in the DOM for screen readers and show as tooltips for sighted users.
  const labelClass = expanded ? 'truncate' : 'sr-only';
  // The collapsed rail's icons get tooltips where a pointer can hover. A phone has nothing to hover with,
  // and the names are in the buttons for screen readers, so it is spared ten tooltip trees to render.
  const canHover = useMediaQuery('(hover: hover)');
  const noTooltips = expanded || !canHover;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t('shell.sidebar')}
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex flex-col overflow-x-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-out',
        expanded
          ? 'w-(--sidebar-width) shadow-xl md:shadow-none'
          : cn('w-(--sidebar-width-collapsed)', BOTTOM_BAR),
      )}
    >
      <div
        className={cn(
          'flex h-16 shrink-0 items-center gap-3 border-b border-sidebar-border px-5',
          !expanded && 'max-sm:hidden',
        )}
      >
        {brand?.logoUrl ? (
          <img
            src={brand.logoUrl}
            alt={t('shell.logoAlt', { name: brand.name })}
            className="size-10 shrink-0 rounded-lg bg-white object-contain shadow-sm"
          />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
        )}
        <span className={cn('flex-1 text-lg font-bold tracking-tight', expanded ? '' : 'sr-only')}>HRMS</span>
        {onClose ? (
          <button
            ref={closeRef}
            type="button"
            aria-label={t('shell.closeSidebar')}
            onClick={onClose}
            className="-mr-2 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      <nav
        aria-label={t('shell.navigation')}
        className={cn(
          'flex-1 overflow-y-auto px-3 py-4',
          !expanded &&
            'max-sm:min-w-0 max-sm:overflow-x-auto max-sm:overflow-y-hidden max-sm:px-1 max-sm:py-2',
        )}
      >
        <ul className={cn('flex flex-col gap-1', !expanded && 'max-sm:flex-row')}>
          {tabs.map(({ id, label, icon: Icon }) => {
            const active = id === activeTab;
            return (
              <li key={id}>
                <Tooltip content={label} disabled={noTooltips}>
                  <button
                    type="button"
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onSelectTab(id)}
                    className={cn(
                      itemClass,
                      !expanded && 'justify-center px-0 max-sm:h-12 max-sm:w-12',
                      active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    <span className={labelClass}>{label}</span>
                  </button>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      </nav>

      <div
        className={cn(
          'shrink-0 border-t border-sidebar-border p-3',
          !expanded &&
            'max-sm:flex max-sm:items-center max-sm:border-t-0 max-sm:border-l max-sm:px-1 max-sm:py-2',
        )}
      >
        <div
          className={cn(
            'mb-2 flex items-center gap-3 px-1 py-1',
            !expanded && 'justify-center px-0 max-sm:hidden',
          )}
        >
          <span
            aria-hidden="true"
            title={expanded ? undefined : user.name}
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/12 text-base font-semibold text-primary"
          >
            {initial}
          </span>
          <div className={cn('min-w-0', expanded ? '' : 'sr-only')}>
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        {/* The language switch lives here on a phone (the header has no room for it below 640 px). */}
        {expanded ? <LanguagePicker className="mb-2 px-1 sm:hidden" /> : null}
        <Tooltip content={t('shell.details')} disabled={noTooltips}>
          <Link
            to={detailsHref}
            className={cn(itemClass, !expanded && 'justify-center px-0 max-sm:h-12 max-sm:w-12')}
          >
            <FileText className="size-5" aria-hidden="true" />
            <span className={labelClass}>{t('shell.details')}</span>
          </Link>
        </Tooltip>
        <Tooltip content={t('shell.logout')} disabled={noTooltips}>
          <button
            type="button"
            onClick={onLogout}
            className={cn(
              itemClass,
              'hover:bg-destructive/10 hover:text-destructive',
              !expanded && 'justify-center px-0 max-sm:h-12 max-sm:w-12',
            )}
          >
            <LogOut className="size-5" aria-hidden="true" />
            <span className={labelClass}>{t('shell.logout')}</span>
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}
