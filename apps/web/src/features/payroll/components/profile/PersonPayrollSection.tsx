import type { Role } from '@hrms/shared';
import { SectionCard } from '../../../../components/ui/section-card';
import { renderListState } from '../../../../components/ui/list-state';
import { useT } from '../../../../lib/i18n/app';
import { usePayrollProfile } from '../../api/payroll-settings';
import { MissingWarning } from './MissingWarning';
import { PayrollProfileForm } from './PayrollProfileForm';
import { PayrollProfileView } from './PayrollProfileView';
import { SalaryRevisions } from './SalaryRevisions';

export interface PersonPayrollProps {
  personId: string;
  personName: string;
  /** The signed-in user's role: the Admin edits; HR edits anyone's but an Admin's; the person reads their own. */
  viewerRole: Role;
  /** The person's own role (HR never changes an Admin's profile; the server refuses it too). */
  personRole?: Role;
}

const canEditProfile = ({ viewerRole, personRole }: PersonPayrollProps) =>
  viewerRole === 'Admin' || (viewerRole === 'HR' && personRole !== 'Admin');

function ProfileBody(props: PersonPayrollProps) {
  const { t } = useT();
  const { personId, viewerRole } = props;
  const profile = usePayrollProfile(personId);
  const state = renderListState({
    query: profile,
    loading: t('payrollProfile.loading'),
    failed: t('payrollProfile.loadFailed'),
    showCause: true,
  });
  if (state) return state;
  const data = profile.data!;
  if (!canEditProfile(props))
    return (
      <div className="grid gap-4">
        <MissingWarning missing={data.missing} />
        <PayrollProfileView profile={data} />
      </div>
    );
  // The form marks each missing field beside it, once; the summary above names them all.
  return (
    <div className="grid gap-4">
      <MissingWarning missing={data.missing} />
      <PayrollProfileForm
        key={data.employeeId}
        personId={personId}
        profile={data}
        canReveal={viewerRole === 'Admin'}
      />
    </div>
  );
}

/** The Payroll Profile card of the person page (issue 21; HR too since issue 40). */
export function PersonPayrollProfileSection(props: PersonPayrollProps) {
  const { t } = useT();
  const admin = props.viewerRole === 'Admin';
  return (
    <SectionCard
      title={t('payrollProfile.title')}
      description={
        admin
          ? t('payrollProfile.descriptionAdmin')
          : canEditProfile(props)
            ? t('payrollProfile.descriptionStaff')
            : t('payrollProfile.descriptionOwn')
      }
    >
      <ProfileBody {...props} />
    </SectionCard>
  );
}

/** The Salary Revisions card: the Admin's and the person's own; HR is told why it sees none. */
export function PersonSalaryRevisionsSection(props: PersonPayrollProps & { isOwn?: boolean }) {
  const { t } = useT();
  const admin = props.viewerRole === 'Admin';
  return (
    <SectionCard
      title={t('payrollProfile.revisionsTitle')}
      description={t('payrollProfile.revisionsDescription')}
    >
      {admin || props.isOwn ? (
        <SalaryRevisions personId={props.personId} personName={props.personName} canRevise={admin} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('payrollProfile.revisionsAdminOnly')}</p>
      )}
    </SectionCard>
  );
}

/**
 * A person's payroll on their details page (issue 21): the payroll profile and the salary revisions.
 * The app shows it to the Admin for anyone and to a person for themselves (the server decides too).
 */
export function PersonPayrollSection(props: PersonPayrollProps) {
  return (
    <div className="grid gap-6">
      <PersonPayrollProfileSection {...props} />
      <PersonSalaryRevisionsSection {...props} isOwn={props.viewerRole !== 'Admin'} />
    </div>
  );
}
