import type { Role } from '@hrms/shared';
import { SectionCard } from '../../../../components/ui/section-card';
import { renderListState } from '../../../../components/ui/list-state';
import { usePayrollProfile } from '../../api/payroll-settings';
import { MissingWarning } from './MissingWarning';
import { PayrollProfileForm } from './PayrollProfileForm';
import { PayrollProfileView } from './PayrollProfileView';
import { SalaryRevisions } from './SalaryRevisions';

export const PROFILE_LOAD_FAILED = 'Could not load the payroll profile.';
/** HR keeps people's payroll profiles but sees no salary figures (spec section 6; issue 40). */
export const REVISIONS_ADMIN_ONLY = 'Salary figures are shown to the Admin and to the person only.';

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
  const { personId, viewerRole } = props;
  const profile = usePayrollProfile(personId);
  const state = renderListState({
    query: profile,
    loading: 'Loading payroll profile',
    failed: PROFILE_LOAD_FAILED,
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
  const admin = props.viewerRole === 'Admin';
  return (
    <SectionCard
      title="Payroll Profile"
      description={
        admin
          ? 'Identifiers, bank and tax choices the payslip and the statutory deductions use. Numbers show masked: Reveal shows one (recorded in the audit log); type a whole new number to change it.'
          : canEditProfile(props)
            ? 'Identifiers, bank and tax choices the payslip and the statutory deductions use. Numbers show masked; type a whole new number to change one.'
            : 'What the payslip and deductions use. PAN, UAN, Aadhaar and bank account are partly hidden.'
      }
    >
      <ProfileBody {...props} />
    </SectionCard>
  );
}

/** The Salary Revisions card: the Admin's and the person's own; HR is told why it sees none. */
export function PersonSalaryRevisionsSection(props: PersonPayrollProps & { isOwn?: boolean }) {
  const admin = props.viewerRole === 'Admin';
  return (
    <SectionCard
      title="Salary Revisions"
      description="Monthly gross from each date on; a month spanning a revision is prorated by days."
    >
      {admin || props.isOwn ? (
        <SalaryRevisions personId={props.personId} personName={props.personName} canRevise={admin} />
      ) : (
        <p className="text-sm text-muted-foreground">{REVISIONS_ADMIN_ONLY}</p>
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
