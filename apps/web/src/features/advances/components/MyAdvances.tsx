import { HandCoins } from 'lucide-react';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n/app';
import { errorText } from '../../../lib/i18n/errors';
import { toast } from '../../../lib/toast';
import { usePersonAdvances, useRequestAdvance } from '../api/advances';
import { AdvanceCard } from './AdvanceCard';
import { AdvanceForm } from './AdvanceForm';

/** My advances and loans: the request form, then each with its schedule and what is outstanding. */
export function MyAdvances({ userId }: { userId: string }) {
  const { t } = useT();
  const advances = usePersonAdvances(userId);
  const request = useRequestAdvance();
  return (
    <SectionCard title={t('adv.title')} description={t('adv.description')}>
      <div className="grid gap-6">
        <AdvanceForm
          label={t('adv.form')}
          submitText={t('adv.submit')}
          pending={request.isPending}
          onSubmit={({ amount, instalments, reason }, reset) =>
            request.mutate(
              { amount, instalments, reason },
              {
                onSuccess: () => {
                  toast.success(t('adv.requested'));
                  reset();
                },
                onError: (error) => toast.error(error instanceof ApiError ? errorText(error) : error.message),
              },
            )
          }
        />
        <ListState
          query={advances}
          loading={t('adv.loading')}
          empty={t('adv.empty')}
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
