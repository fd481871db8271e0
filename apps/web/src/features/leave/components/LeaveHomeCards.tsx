import { LEAVE_MESSAGES, LEAVE_TYPES, type LeaveRequest, type Role, type SessionUser } from '@hrms/shared';
import { CalendarX2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { renderListState } from '../../../components/ui/list-state';
import { formatDateDMY } from '../../../lib/format';
import { useMyLeaves } from '../api/my-leaves';
import { LeaveStatusBadge } from './LeaveStatusBadge';

function countByType(leaves: readonly LeaveRequest[]) {
  return LEAVE_TYPES.map((type) => ({ type, count: leaves.filter((leave) => leave.type === type).length }));
}

function SummaryCard({ title, leaves }: { title: string; leaves: readonly LeaveRequest[] }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {countByType(leaves).map(({ type, count }) => (
            <div key={type} className="rounded-lg border bg-muted/40 p-3">
              <dt className="text-sm text-muted-foreground">{type}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function LastApplicationCard({ title, last }: { title: string; last: LeaveRequest | undefined }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {last ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Type</dt>
            <dd className="font-medium">{last.type}</dd>
            <dt className="text-muted-foreground">Start Date</dt>
            <dd>{formatDateDMY(last.startDate)}</dd>
            <dt className="text-muted-foreground">End Date</dt>
            <dd>{formatDateDMY(last.endDate)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <LeaveStatusBadge status={last.status} />
            </dd>
            {last.status === 'Cancelled' && last.cancellationReason ? (
              <>
                <dt className="text-muted-foreground">Cancellation reason</dt>
                <dd className="break-words">{last.cancellationReason}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{LEAVE_MESSAGES.noOwn}</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The Home tab's leave cards: 'Leave Requests Summary' and 'Last Leave Application' for an Employee,
 * 'My Applied Leaves' and 'My Last Leave Application' for Admin and HR. Counts include every status.
 */
export function LeaveHomeCards({ user, role }: { user: SessionUser; role: Role }) {
  const query = useMyLeaves(user.id);
  const employee = role === 'Employee';
  const summaryTitle = employee ? 'Leave Requests Summary' : 'My Applied Leaves';
  const lastTitle = employee ? 'Last Leave Application' : 'My Last Leave Application';

  if (query.isPending || query.isError) {
    return (
      <>
        {[summaryTitle, lastTitle].map((title) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              {renderListState({ query, loading: 'Loading leave requests', rows: 2, icon: CalendarX2 })}
            </CardContent>
          </Card>
        ))}
      </>
    );
  }
  // The list comes newest first.
  return (
    <>
      <SummaryCard title={summaryTitle} leaves={query.data} />
      <LastApplicationCard title={lastTitle} last={query.data[0]} />
    </>
  );
}
