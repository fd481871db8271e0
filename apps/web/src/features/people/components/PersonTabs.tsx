import { useState, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/app';
import type { DetailsTab } from './EmployeeDetailsPage';

/**
 * The person page's tabs (issue 40): Details, Documents, Payroll profile, Salary revisions, Leave balances,
 * Attendance. Each opens its section of the one page: the sections all stay on the page (one reading order
 * for screen readers and print, and every section's own links and forms where they were), and a tab scrolls
 * to its section and moves focus there. The bar wraps rather than scrolling sideways on a phone.
 */
export function PersonTabs({ tabs }: { tabs: DetailsTab[] }) {
  const { t } = useT();
  const [current, setCurrent] = useState(tabs[0]?.id ?? '');
  const open = (event: MouseEvent, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    // No history entry per tab: Back leaves the page, as before.
    event.preventDefault();
    setCurrent(id);
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  return (
    <nav
      aria-label={t('profile.tabs')}
      className="sticky top-0 z-10 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur"
    >
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              aria-current={current === tab.id ? 'true' : undefined}
              onClick={(event) => open(event, tab.id)}
              className={cn(
                'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
                current === tab.id && 'bg-muted text-foreground',
              )}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
