import { useQuery } from '@tanstack/react-query';
import { formatDateDMY } from '@hrms/shared';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';

/**
 * The person's comp-off balance (issue 45, docs/overtime.md "Compensatory off"): credited, used and expired days,
 * the balance and when the next days expire. Shown once they have been credited (never on a fresh install).
 */
export function MyCompOff({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: ['overtime', 'comp-off', userId] as const,
    queryFn: ({ signal }) => call('overtime', 'compOffBalance', { own: userId, signal }),
  });
  const book = query.data;
  if (!book || book.credited === 0) return null;
  return (
    <SectionCard
      title="My comp-off"
      description={`Apply for ${book.leaveType ?? 'Comp Off'} leave to use it; the earliest-expiring days go first.`}
    >
      <p className="text-sm" data-testid="comp-off-balance">
        Balance {book.balance} day(s) · credited {book.credited} · used {book.used} · expired {book.expired}
      </p>
      {book.nextExpiry ? (
        <p className="text-sm text-muted-foreground">
          {book.nextExpiry.days} day(s) expire on {formatDateDMY(book.nextExpiry.on)}.
        </p>
      ) : null}
    </SectionCard>
  );
}
