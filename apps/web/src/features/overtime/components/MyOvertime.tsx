import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { formatDateDMY, formatRupees } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { translate, useT } from '../../../lib/i18n/app';
import { formatPeriodText, toDigits } from '../../../lib/i18n/format';
import { currentDigits } from '../../../lib/i18n/store';

/** '45 min', '3 h', '2 h 30 min' in the language and the organisation's digits. */
const hours = (minutes: number) => {
  const digit = (value: number) => toDigits(String(value), currentDigits());
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return translate('ot.minutes', { m: digit(m) });
  return m === 0
    ? translate('ot.hours', { h: digit(h) })
    : translate('ot.hoursMinutes', { h: digit(h), m: digit(m) });
};
const STATUS_VARIANT = { Pending: 'secondary', Approved: 'success', Rejected: 'destructive' } as const;

/**
 * The person's own overtime (issue 45, docs/overtime.md) on their Attendance tab: each day's claimed hours, what
 * was approved and by whom, the payroll month and amount. Shown once there is a claim (never on a fresh
 * install, where overtime is off), so the spec's Attendance tab is unchanged until then.
 */
export function MyOvertime({ userId }: { userId: string }) {
  const { t, language, digits } = useT();
  const date = (iso: string) => toDigits(formatDateDMY(iso), digits);
  const query = useQuery({
    queryKey: ['overtime', 'mine', userId] as const,
    queryFn: ({ signal }) => call('overtime', 'listOwn', { own: userId, signal }),
  });
  const items = query.data ?? [];
  if (query.isSuccess && items.length === 0) return null;
  return (
    <SectionCard title={t('ot.title')} description={t('ot.description')}>
      {renderListState({
        query,
        loading: t('ot.loading'),
        failed: t('ot.failed'),
        empty: t('ot.empty'),
        isEmpty: items.length === 0,
        icon: Clock,
      }) ?? (
        <ul className="divide-y" aria-label={t('ot.title')}>
          {items.map((claim) => (
            <li key={claim.id} className="grid gap-1 py-2 text-sm" data-testid="my-overtime">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {date(claim.date)} ·{' '}
                  {claim.kind === 'comp-off'
                    ? t('ot.compOff', { days: toDigits(String(claim.compOffDays ?? 1), digits) })
                    : hours(claim.claimedMinutes)}
                </span>
                <Badge variant={STATUS_VARIANT[claim.status]}>{t(`leaveStatus.${claim.status}`)}</Badge>
              </div>
              <span className="text-muted-foreground">
                {t('ot.worked', { hours: hours(claim.workedMinutes), shift: claim.shift })}
                {claim.approvedMinutes !== null && claim.approvedMinutes !== claim.claimedMinutes
                  ? ` · ${t('ot.approved', { hours: hours(claim.approvedMinutes) })}`
                  : ''}
                {claim.amount !== null ? ` · ${toDigits(formatRupees(claim.amount), digits)}` : ''}
                {claim.payMonth
                  ? ` ${t('ot.payMonth', { month: formatPeriodText(claim.payMonth, language, digits) })}`
                  : ''}
                {claim.compOffExpiresOn
                  ? ` · ${t('ot.expires', { date: date(claim.compOffExpiresOn) })}`
                  : ''}
                {claim.decidedBy ? ` · ${t('ledger.by', { name: claim.decidedBy.name })}` : ''}
              </span>
              {claim.reason ? (
                <span className="text-muted-foreground">{t('ot.reason', { reason: claim.reason })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
