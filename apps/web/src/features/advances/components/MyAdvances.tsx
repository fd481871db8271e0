import { HandCoins } from 'lucide-react';
import { ADVANCE_MESSAGES as M } from '@hrms/shared';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { usePersonAdvances, useRequestAdvance } from '../api/advances';
import { AdvanceCard } from './AdvanceCard';
import { AdvanceForm } from './AdvanceForm';

/** My advances and loans: the request form, then each with its schedule and what is outstanding. */
export function MyAdvances({ userId }: { userId: string }) {
  const advances = usePersonAdvances(userId);
  const request = useRequestAdvance();
  return (
    <SectionCard
      title="My advances and loans"
      description="Ask for a salary advance, repaid in monthly instalments taken from your salary."
    >
      <div className="grid gap-6">
        <AdvanceForm
          label="New advance"
          submitText="Request advance"
          pending={request.isPending}
          onSubmit={({ amount, instalments, reason }, reset) =>
            request.mutate(
              { amount, instalments, reason },
              {
                onSuccess: () => {
                  toast.success(M.requested);
                  reset();
                },
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
        <ListState
          query={advances}
          loading="Loading advances"
          empty={M.empty}
          isEmpty={advances.data?.length === 0}
          icon={HandCoins}
        >
          {() => (
            <div className="grid gap-3">
              {advances.data!.map((advance) => (
                <AdvanceCard key={advance.id} advance={advance} />
              ))}
            </div>
          )}
        </ListState>
      </div>
    </SectionCard>
  );
}
