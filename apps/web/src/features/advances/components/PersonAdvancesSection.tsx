import { HandCoins } from 'lucide-react';
import { ADVANCE_MESSAGES as M, STAFF_ROLES, formatRupees, type Role } from '@hrms/shared';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useOrgToday } from '../../../lib/org-clock';
import { toast } from '../../../lib/toast';
import { useAdvancesOffered, usePersonAdvances, useRecordLoan } from '../api/advances';
import { AdjustAdvance } from './AdjustAdvance';
import { AdvanceCard } from './AdvanceCard';
import { AdvanceForm } from './AdvanceForm';

/**
 * The person page's advances and loans (issue 45): the outstanding balance and each schedule (the person, HR,
 * Admin); HR and Admin record a loan for someone else and pause, reschedule or waive instalments. Shown once the
 * person has one, or to HR and Admin once claims are in use, so a fresh install's page is the spec's.
 */
export function PersonAdvancesSection({
  personId,
  personName,
  isOwn,
  viewerRole,
}: {
  personId: string;
  personName: string;
  isOwn: boolean;
  viewerRole: Role;
}) {
  const manages = !isOwn && STAFF_ROLES.includes(viewerRole);
  const advances = usePersonAdvances(personId);
  const offered = useAdvancesOffered({ enabled: manages });
  const record = useRecordLoan();
  const today = useOrgToday();
  const has = (advances.data?.length ?? 0) > 0;
  if (!has && !(manages && offered.data)) return null;
  const outstanding = (advances.data ?? []).reduce((sum, a) => sum + a.outstanding, 0);
  return (
    <div id="advances" className="scroll-mt-14">
      <SectionCard
        title="Advances and loans"
        description={`Outstanding: ${formatRupees(outstanding)}. Instalments are taken from the salary each month.`}
      >
        <div className="grid gap-6">
          {manages ? (
            <AdvanceForm
              label={`Record a loan for ${personName}`}
              submitText="Record loan"
              withDisbursal
              pending={record.isPending}
              onSubmit={(draft, reset) =>
                record.mutate(
                  {
                    id: personId,
                    body: {
                      amount: draft.amount,
                      instalments: draft.instalments,
                      reason: draft.reason,
                      disbursal: draft.disbursal ?? 'payroll',
                    },
                  },
                  {
                    onSuccess: () => {
                      toast.success(M.recorded);
                      reset();
                    },
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            />
          ) : null}
          <ListState
            query={advances}
            loading="Loading advances"
            empty={M.empty}
            isEmpty={!has}
            icon={HandCoins}
          >
            {() => (
              <div className="grid gap-3">
                {advances.data!.map((advance) => (
                  <AdvanceCard key={advance.id} advance={advance}>
                    {manages && advance.status === 'Approved' ? (
                      <AdjustAdvance advance={advance} today={today} />
                    ) : null}
                  </AdvanceCard>
                ))}
              </div>
            )}
          </ListState>
        </div>
      </SectionCard>
    </div>
  );
}
