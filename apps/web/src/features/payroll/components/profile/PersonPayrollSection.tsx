import type { Role } from '@hrms/shared';
import { SectionCard } from '../../../../components/ui/section-card';
import { renderListState } from '../../../../components/ui/list-state';
import { usePayrollProfile } from '../../api/payroll-settings';
import { MissingWarning } from './MissingWarning';
import { PayrollProfileForm } from './PayrollProfileForm';
import { PayrollProfileView } from './PayrollProfileView';
import { SalaryRevisions } from './SalaryRevisions';

export const PROFILE_LOAD_FAILED = 'Could not load the payroll profile.';

export interface PersonPayrollProps {
  personId: string;
  personName: string;
  /** The signed-in user's role: the Admin edits; the person reads their own. */
  viewerRole: Role;
}

function ProfileBody({ personId, viewerRole }: PersonPayrollProps) {
  const profile = usePayrollProfile(personId);
  const state = renderListState({
    query: profile,
    loading: 'Loading payroll profile',
    failed: PROFILE_LOAD_FAILED,
    showCause: true,
  });
  if (state) return state;
  const data = profile.data!;
  return (
    <div className="grid gap-4">
      <MissingWarning missing={data.missing} />
      {viewerRole === 'Admin' ? (
        <PayrollProfileForm key={data.employeeId} personId={personId} profile={data} />
      ) : (
        <PayrollProfileView profile={data} />
      )}
    </div>
  );
}

/**
 * A person's payroll on their details page (issue 21): the payroll profile and the salary revisions.
 * The app shows it to the Admin for anyone and to a person for themselves (the server decides too).
 */
export function PersonPayrollSection(props: PersonPayrollProps) {
  const admin = props.viewerRole === 'Admin';
  return (
    <div className="grid gap-6">
      <SectionCard
        title="Payroll Profile"
        description={
          admin
            ? 'Identifiers, bank and tax choices the payslip and the statutory deductions use. Numbers show masked: Reveal shows one (recorded in the audit log); type a whole new number to change it.'
            : 'What your payslip and deductions use. PAN, UAN, Aadhaar and bank account are partly hidden.'
        }
      >
        <ProfileBody {...props} />
      </SectionCard>
      <SectionCard
        title="Salary Revisions"
        description="Monthly gross from each date on; a month spanning a revision is prorated by days."
      >
        <SalaryRevisions personId={props.personId} personName={props.personName} canRevise={admin} />
      </SectionCard>
    </div>
  );
}
