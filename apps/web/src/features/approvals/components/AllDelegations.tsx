import { useQuery } from '@tanstack/react-query';
import { formatDateDMY } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/** HR's and the Admin's oversight (issue 42): everyone's delegations that have not ended, soonest first. */
export function AllDelegations() {
  const query = useQuery({
    queryKey: ['approvals', 'delegations', 'all'],
    queryFn: ({ signal }) => call('approvals', 'allDelegations', { signal }),
  });
  if (query.isPending) return <p className="pt-4 text-sm text-muted-foreground">Loading all delegations</p>;
  if (query.isError)
    return <p className="pt-4 text-sm text-destructive">Could not load everyone&apos;s delegations.</p>;
  return (
    <section aria-label="Everyone's delegations" className="grid gap-2 pt-4">
      <h3 className="text-sm font-semibold">Everyone&apos;s delegations</h3>
      {query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has handed over their approvals.</p>
      ) : (
        <ul className="divide-y">
          {query.data.map((d) => (
            <li key={d.id} className="py-2 text-sm">
              <span className="font-medium">{d.delegatorName}</span> to{' '}
              <span className="font-medium">{d.delegateName}</span>, {formatDateDMY(d.startDate)} to{' '}
              {formatDateDMY(d.endDate)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
