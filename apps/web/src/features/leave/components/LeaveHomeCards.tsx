import { LEAVE_TYPES, type LeaveRequest, type Role, type SessionUser } from '@hrms/shared';
import { CalendarX2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { renderListState } from '../../../components/ui/list-state';
import { formatDateDMY } from '../../../lib/format';
import { useMyLeaves } from '../api/my-leaves';
import { LeaveStatusBadge } from './LeaveStatusBadge';
import { translateOr, useT } from '../../../lib/i18n/app';

function countByType(leaves: readonly LeaveRequest[]) {
  return LEAVE_TYPES.map((type) => ({ type, count: leaves.filter((leave) => leave.type === type).length }));
}

/** A leave type's name in the person's language; a custom type (named by the organisation) as it was named. */
const typeName = (type: string) => translateOr(`leaveType.${type}`, type);

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
              <dt className="text-sm text-muted-foreground">{typeName(type)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function LastApplicationCard({ title, last }: { title: string; last: LeaveRequest | undefined }) {
  const { t } = useT();
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {last ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">{t('leave.type')}</dt>
            <dd className="font-medium">{typeName(last.type)}</dd>
            <dt className="text-muted-foreground">{t('leave.startDate')}</dt>
            <dd>{formatDateDMY(last.startDate)}</dd>
            <dt className="text-muted-foreground">{t('leave.endDate')}</dt>
            <dd>{formatDateDMY(last.endDate)}</dd>
            <dt className="text-muted-foreground">{t('leave.status')}</dt>
            <dd>
              <LeaveStatusBadge status={last.status} />
            </dd>
            {last.status === 'Cancelled' && last.cancellationReason ? (
              <>
                <dt className="text-muted-foreground">{t('leave.cancellationReason')}</dt>
                <dd className="break-words">{last.cancellationReason}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('leave.noOwn')}</p>
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
  const { t } = useT();
  const employee = role === 'Employee';
  const summaryTitle = employee ? t('leave.summaryTitle') : t('leave.appliedTitle');
  const lastTitle = employee ? t('leave.lastTitle') : t('leave.myLastTitle');

  if (query.isPending || query.isError) {
    return (
      <>
        {[summaryTitle, lastTitle].map((title) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              {renderListState({ query, loading: t('leave.loading'), rows: 2, icon: CalendarX2 })}
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
