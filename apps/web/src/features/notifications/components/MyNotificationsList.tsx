import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { BellOff, Check } from 'lucide-react';
import type { Role } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useOrgToday } from '../../../lib/org-clock';
import { useOrgConfig } from '../../../lib/org-config';
import { useMarkNotificationRead } from '../api/mark-read';
import { useMyNotifications } from '../api/my-notifications';
import { DayFilterToggle } from './DayFilterToggle';
import { byDay, type DayFilter } from './filters';
import { renderListState } from '../../../components/ui/list-state';
import { formatSentAt } from './sent-time';
import { translate, useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';

/** The signed-in person's own notifications with All / Today and 'Mark as Read' (optimistic). */
export function MyNotificationsList({ role, userId, title }: { role: Role; userId: string; title: string }) {
  const { t, digits } = useT();
  const [filter, setFilter] = useState<DayFilter>('all');
  const today = useOrgToday();
  const { timeZone } = useOrgConfig();
  const query = useMyNotifications(role, userId);
  const markRead = useMarkNotificationRead(role, userId);
  const rows = byDay(query.data ?? [], filter, today);
  const { page, pageCount, pageRows, setPage } = usePagination(rows, filter);

  const onMarkRead = (id: string) =>
    markRead.mutate(id, {
      onSuccess: () => toast.success(translate('notif.markedRead')),
      onError: () => toast.error(translate('notif.markReadFailed')),
    });

  return (
    <section aria-label={title} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        <DayFilterToggle value={filter} onChange={setFilter} label={t('notif.filter', { title })} />
      </div>
      {renderListState({
        query,
        loading: t('notif.loading'),
        variant: 'card',
        empty: t('notif.empty'),
        isEmpty: rows.length === 0,
        icon: BellOff,
      }) ?? (
        <ul className="grid gap-2">
          {pageRows.map((item) => {
            const unread = item.status === 'unread';
            return (
              <li
                key={item._id}
                data-testid="notification-item"
                className={cn(
                  'flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between',
                  unread ? 'border-primary/40 bg-primary/5' : 'bg-card',
                )}
              >
                <div className="min-w-0 grid gap-1">
                  <p className={cn('break-words', unread && 'font-medium')}>{item.message}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('notif.from', {
                      name: item.sentBy.name,
                      role: item.sentBy.role,
                      sentAt: toDigits(formatSentAt(item.sentAt, timeZone), digits),
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <Badge variant={unread ? 'warning' : 'secondary'}>
                    {unread ? t('notif.unread') : t('notif.read')}
                  </Badge>
                  {unread ? (
                    <Button size="sm" variant="outline" onClick={() => onMarkRead(item._id)}>
                      <Check className="size-4" aria-hidden="true" />
                      {t('notif.markRead')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={t('notif.pages', { title })}
      />
    </section>
  );
}
