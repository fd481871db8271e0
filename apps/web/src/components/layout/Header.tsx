import { useId, type ReactNode, type Ref } from 'react';
import { Bell, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from '../ui/button';
import { SIDEBAR_ID } from './Sidebar';
import { useT } from '../../lib/i18n/app';
import { LanguagePicker } from '../language-picker';

interface HeaderProps {
  heading: string;
  subheading?: string;
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
  hasUnread: boolean;
  onBellClick: () => void;
  onLogout: () => void;
  /** A slot beside Logout for account actions (the app supplies 'Change password'). */
  accountAction?: ReactNode;
}

export function Header({
  heading,
  subheading,
  sidebarExpanded,
  onToggleSidebar,
  toggleRef,
  hasUnread,
  onBellClick,
  onLogout,
  accountAction,
}: HeaderProps) {
  const unreadId = useId();
  const { t } = useT();
  const ToggleIcon = sidebarExpanded ? PanelLeftClose : PanelLeftOpen;

  return (
    <header className="sticky top-0 z-20 flex min-h-16 shrink-0 items-center gap-2 border-b bg-card/95 px-3 py-2 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:gap-3 md:px-6">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label={t('shell.toggleSidebar')}
        aria-expanded={sidebarExpanded}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <ToggleIcon className="size-5" aria-hidden="true" />
      </Button>

      <div className="min-w-0 flex-1">
        {/* On a phone the greeting may take two lines rather than lose the name to an ellipsis. */}
        <h1 className="line-clamp-2 text-base leading-snug font-semibold tracking-tight break-words sm:truncate sm:text-xl">
          {heading}
        </h1>
        {subheading ? (
          <p className="hidden truncate text-xs text-muted-foreground sm:block">{subheading}</p>
        ) : null}
      </div>

      {/* The name stays 'Notifications'; the unread state is read out as the description, not only as a red dot. */}
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={t('shell.notifications')}
        aria-describedby={hasUnread ? unreadId : undefined}
        onClick={onBellClick}
      >
        <Bell className="size-5" aria-hidden="true" />
        {hasUnread ? (
          <span
            data-testid="unread-dot"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-destructive ring-2 ring-card"
          >
            <span id={unreadId} className="sr-only">
              {t('shell.unread')}
            </span>
          </span>
        ) : null}
      </Button>

      <LanguagePicker className="max-sm:hidden" />

      {accountAction}

      <Button variant="outline" aria-label={t('shell.logout')} onClick={onLogout} className="px-2.5 sm:px-4">
        <LogOut className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('shell.logout')}</span>
      </Button>
    </header>
  );
}
