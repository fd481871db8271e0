import { LETTER_KINDS, STAFF_ROLES, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateDMY } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { downloadLetter, useWithdraw } from '../api/mutations';
import { usePersonExit } from '../api/queries';
import { AcceptExitForm, RecordExitForm, ResignForm } from './ExitForms';
import { SettlementLines, SettlementReview } from './SettlementReview';
import { EmploymentPeriods, RehireForm } from './AfterLastDay';

export interface ExitSectionProps {
  personId: string;
  personName: string;
  isOwn: boolean;
  viewerRole: Role;
}

const LETTER_LABELS = { relieving: 'Relieving letter', experience: 'Experience letter' } as const;
const failed = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong.');

/**
 * Exit on the details page (issue 43, docs/exit.md): "Resign" on one's own page, "Exit" (record, accept) on
 * someone else's for HR and Admin, the settlement review, and the letters once the exit is accepted.
 */
export function ExitSection({ personId, personName, isOwn, viewerRole }: ExitSectionProps) {
  const query = usePersonExit(personId);
  const withdraw = useWithdraw();
  const staff = STAFF_ROLES.includes(viewerRole) && !isOwn;
  const title = isOwn ? 'Resignation' : 'Exit';
  const description = isOwn
    ? 'Resign with the last working day you wish; HR accepts it with your notice period.'
    : `Record or accept ${personName}'s exit, review the full and final settlement, download letters.`;
  if (query.isPending)
    return (
      <SectionCard title={title} description={description}>
        <Spinner label="Loading the exit" />
      </SectionCard>
    );
  if (query.isError)
    return (
      <SectionCard title={title} description={description}>
        <div role="alert" className="grid gap-2 text-sm">
          <p>Could not load the exit.</p>
          <div>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      </SectionCard>
    );
  const { exit, settlement } = query.data;
  return (
    <SectionCard title={title} description={description}>
      {staff || isOwn ? <EmploymentPeriods personId={personId} /> : null}
      {!exit ? (
        isOwn ? (
          <ResignForm />
        ) : staff ? (
          <RecordExitForm personId={personId} />
        ) : (
          <p className="text-sm text-muted-foreground">No exit in progress.</p>
        )
      ) : (
        <div className="grid gap-4">
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              {exit.kind}: {exit.status}
              {exit.left ? ' (former employee)' : ''}
            </dd>
            <dt className="text-muted-foreground">Last working day</dt>
            <dd>
              {formatDateDMY(exit.lastWorkingDay ?? exit.requestedLastDay)}
              {exit.lastWorkingDay ? '' : ' (wished)'}
            </dd>
            {exit.noticeDays > 0 ? (
              <>
                <dt className="text-muted-foreground">Notice</dt>
                <dd>
                  {exit.noticeDays} days{exit.shortfallDays > 0 ? `, ${exit.shortfallDays} day(s) short` : ''}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="wrap-anywhere">{exit.reason}</dd>
          </dl>
          {exit.status === 'Submitted' && isOwn ? (
            <div>
              <Button
                variant="outline"
                loading={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(exit.id, {
                    onSuccess: () => toast.success('Resignation withdrawn.'),
                    onError: failed,
                  })
                }
              >
                Withdraw resignation
              </Button>
            </div>
          ) : null}
          {exit.status === 'Submitted' && staff ? <AcceptExitForm exit={exit} /> : null}
          {exit.status === 'Accepted' ? (
            <div className="flex flex-wrap gap-2">
              {LETTER_KINDS.map((kind) => (
                <Button
                  key={kind}
                  variant="outline"
                  onClick={() => void downloadLetter(exit.id, kind).catch(failed)}
                >
                  {LETTER_LABELS[kind]}
                </Button>
              ))}
            </div>
          ) : null}
          {exit.status === 'Accepted' && staff ? <SettlementReview exitId={exit.id} /> : null}
          {exit.left && staff ? <RehireForm personId={personId} personName={personName} /> : null}
          {exit.status === 'Accepted' && !staff && settlement ? (
            <SettlementLines settlement={settlement} />
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}
