import { useState } from 'react';
import { NOTIFICATION_MESSAGES, type Role } from '@hrms/shared';
import { BellOff } from 'lucide-react';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useOrgToday } from '../../../lib/org-clock';
import { useOrgConfig } from '../../../lib/org-config';
import { useSentHistory } from '../api/sent-history';
import { DayFilterToggle } from './DayFilterToggle';
import { byDay, type DayFilter } from './filters';
import { renderListState } from '../../../components/ui/list-state';
import { formatSentAt } from './sent-time';

/** Sent Notifications History: who sent what, to whom, when; one row per send. */
export function SentHistory({ role }: { role: Role }) {
  const [filter, setFilter] = useState<DayFilter>('all');
  const today = useOrgToday();
  const { timeZone } = useOrgConfig();
  const query = useSentHistory(role);
  const rows = byDay(query.data ?? [], filter, today);
  const { page, pageCount, offset, pageRows, setPage } = usePagination(rows, filter);
  const title = 'Sent Notifications History';

  return (
    <section aria-label={title} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        <DayFilterToggle value={filter} onChange={setFilter} label={`${title} filter`} />
      </div>
      {renderListState({
        query,
        loading: 'Loading sent notifications',
        variant: 'card',
        empty: NOTIFICATION_MESSAGES.emptyHistory,
        isEmpty: rows.length === 0,
        icon: BellOff,
      }) ?? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>S.No</TableHead>
              <TableHead>Message</TableHead>
              <TableHead>Recipients</TableHead>
              <TableHead>Sent By</TableHead>
              <TableHead>Sent At</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pageRows.map((item, index) => (
              <TableRow key={item._id}>
                <TableCell>{offset + index + 1}</TableCell>
                <TableCell className="max-w-72 min-w-48 break-words whitespace-normal">
                  {item.message}
                </TableCell>
                <TableCell className="max-w-56 min-w-32 whitespace-normal">{item.recipientNames}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {item.sentBy.name} ({item.sentBy.role})
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatSentAt(item.sentAt, timeZone)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={`${title} pages`} />
    </section>
  );
}
