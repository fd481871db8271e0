import { useQuery } from '@tanstack/react-query';
import { formatDateDMY } from '@hrms/shared';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';

/**
 * The person's comp-off balance (issue 45, docs/overtime.md "Compensatory off"): credited, used and expired days,
 * the balance and when the next days expire. Shown once they have been credited (never on a fresh install).
 */
export function MyCompOff({ userId }: { userId: string }) {
  const { t, digits } = useT();
  const query = useQuery({
    queryKey: ['overtime', 'comp-off', userId] as const,
    queryFn: ({ signal }) => call('overtime', 'compOffBalance', { own: userId, signal }),
  });
  const book = query.data;
  if (!book || book.credited === 0) return null;
  const figure = (value: number) => toDigits(String(value), digits);
  return (
    <SectionCard
      title={t('compOff.title')}
      description={t('compOff.description', { type: book.leaveType ?? 'Comp Off' })}
    >
      <p className="text-sm" data-testid="comp-off-balance">
        {t('compOff.balance', {
          balance: figure(book.balance),
          credited: figure(book.credited),
          used: figure(book.used),
          expired: figure(book.expired),
        })}
      </p>
      {book.nextExpiry ? (
        <p className="text-sm text-muted-foreground">
          {t('compOff.expiry', {
            days: figure(book.nextExpiry.days),
            date: toDigits(formatDateDMY(book.nextExpiry.on), digits),
          })}
        </p>
      ) : null}
    </SectionCard>
  );
}
