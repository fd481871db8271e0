import { Suspense, lazy, type ReactNode } from 'react';
import { STAFF_ROLES } from '@hrms/shared';
import { DetailsPage, type DetailsSectionContext, type DetailsTab } from '../../features/people';
import { Spinner } from '../../components/ui/spinner';
import { translate } from '../../lib/i18n/app';

/*
 * /details/:id composed across features (features never import each other): the people feature's page
 * (Details, Documents), then, each under its tab (issue 40), the person's payroll profile and salary
 * revisions (issue 21: the Admin's for anyone, HR keeps profiles but sees no salary figures, a person their
 * own), leave balances (issue 20: the person, HR and Admin; HR and Admin adjust them) and attendance; then
 * the person's sign-in security and data download (issue 23: one's own; HR and Admin anyone's).
 */
const PersonLeaveSection = lazy(() =>
  import('../../features/leave').then((m) => ({ default: m.PersonLeaveSection })),
);
// Issue 23: one's own two-step sign-in and sessions; the Admin's recovery path on someone else's page.
const TwoStepSection = lazy(() =>
  import('../../features/auth/security').then((m) => ({ default: m.TwoStepSection })),
);
const SessionsSection = lazy(() =>
  import('../../features/auth/security').then((m) => ({ default: m.SessionsSection })),
);
// Issue 39: the Admin's recent failed sign-ins, on their own page beside their sessions.
const FailedSignInsSection = lazy(() =>
  import('../../features/auth/security').then((m) => ({ default: m.FailedSignInsSection })),
);
const PersonTwoStepAdmin = lazy(() =>
  import('../../features/auth/security').then((m) => ({ default: m.PersonTwoStepAdmin })),
);
const PersonPayrollProfileSection = lazy(() =>
  import('../../features/payroll/person').then((m) => ({ default: m.PersonPayrollProfileSection })),
);
const PersonSalaryRevisionsSection = lazy(() =>
  import('../../features/payroll/person').then((m) => ({ default: m.PersonSalaryRevisionsSection })),
);
const PersonAttendanceSection = lazy(() =>
  import('../../features/attendance/person').then((m) => ({ default: m.PersonAttendanceSection })),
);

// Issue 42: department, designation, location and manager (Admin and HR change them from a date).
const PlacementSection = lazy(() =>
  import('../../features/org-structure').then((m) => ({ default: m.PlacementSection })),
);

// Issue 43: resign (one's own page), exit, settlement and letters (HR and Admin on someone else's).
const PersonDevicePin = lazy(() =>
  import('../../features/devices/person').then((m) => ({ default: m.PersonDevicePin })),
);
const ExitSection = lazy(() => import('../../features/exit').then((m) => ({ default: m.ExitSection })));

// Issue 43: letters issued to the person (confirmation, offer...), once there is one.
const PersonLettersSection = lazy(() =>
  import('../../features/lifecycle').then((m) => ({ default: m.PersonLettersSection })),
);

// Issue 45: advances and loans with the outstanding balance; HR and Admin record a loan and change instalments.
const PersonAdvancesSection = lazy(() =>
  import('../../features/advances').then((m) => ({ default: m.PersonAdvancesSection })),
);

const PersonDataSection = lazy(() =>
  import('../../features/privacy/person').then((m) => ({ default: m.PersonDataSection })),
);
// The organisation's settings of issue 23 sit on the Admin's own page: the two-step requirement, the retention period.
const RetentionSettingSection = lazy(() =>
  import('../../features/privacy/person').then((m) => ({ default: m.RetentionSettingSection })),
);

/** The tabs after Details and Documents, for whoever may see the sections (the server decides too). */
function tabs({ isOwn, viewerRole }: DetailsSectionContext): DetailsTab[] {
  if (!isOwn && !STAFF_ROLES.includes(viewerRole)) return [];
  return [
    { id: 'organisation', label: translate('profile.tab.organisation') },
    { id: 'payroll-profile', label: translate('profile.tab.payrollProfile') },
    { id: 'salary-revisions', label: translate('profile.tab.salaryRevisions') },
    { id: 'leave-balances', label: translate('profile.tab.leaveBalances') },
    { id: 'attendance', label: translate('profile.tab.attendance') },
  ];
}

/** One tab's section: its anchor, and its loading state while its feature's code arrives. */
function TabSection({ id, loading, children }: { id: string; loading: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-14">
      <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
    </div>
  );
}

function sections({ id, name, isOwn, viewerRole, personRole }: DetailsSectionContext) {
  const isStaff = STAFF_ROLES.includes(viewerRole);
  return (
    <>
      {isOwn || isStaff ? (
        <>
          <TabSection id="organisation" loading={translate('profile.loadingPlacement')}>
            <PlacementSection personId={id} viewerRole={viewerRole} />
          </TabSection>
          <TabSection id="payroll-profile" loading={translate('profile.loadingPayroll')}>
            <PersonPayrollProfileSection
              personId={id}
              personName={name}
              viewerRole={viewerRole}
              personRole={personRole}
            />
          </TabSection>
          <TabSection id="salary-revisions" loading={translate('profile.loadingRevisions')}>
            <PersonSalaryRevisionsSection
              personId={id}
              personName={name}
              viewerRole={viewerRole}
              isOwn={isOwn}
            />
          </TabSection>
          <TabSection id="leave-balances" loading={translate('profile.loadingBalances')}>
            <PersonLeaveSection personId={id} personName={name} canManage={isStaff} />
          </TabSection>
          <TabSection id="attendance" loading={translate('profile.loadingAttendance')}>
            <PersonAttendanceSection personId={id} isOwn={isOwn} viewerRole={viewerRole} />
          </TabSection>
        </>
      ) : null}
      {isOwn ? (
        <Suspense fallback={<Spinner label={translate('profile.loadingSecurity')} />}>
          <TwoStepSection viewerRole={viewerRole} />
          <SessionsSection />
          {viewerRole === 'Admin' ? <FailedSignInsSection /> : null}
        </Suspense>
      ) : viewerRole === 'Admin' ? (
        <Suspense fallback={<Spinner label={translate('profile.loadingSecurity')} />}>
          <PersonTwoStepAdmin personId={id} personName={name} />
        </Suspense>
      ) : null}
      {isStaff && !isOwn ? (
        <Suspense fallback={<Spinner label={translate('profile.loadingDevicePin')} />}>
          <PersonDevicePin personId={id} viewerRole={viewerRole as 'Admin' | 'HR'} />
        </Suspense>
      ) : null}
      {isOwn || isStaff ? (
        <Suspense fallback={<Spinner label={translate('profile.loadingExit')} />}>
          <ExitSection personId={id} personName={name} isOwn={isOwn} viewerRole={viewerRole} />
        </Suspense>
      ) : null}
      {isOwn || isStaff ? (
        <Suspense fallback={null}>
          <PersonLettersSection personId={id} canIssue={!isOwn && isStaff} />
        </Suspense>
      ) : null}
      {isOwn || isStaff ? (
        <Suspense fallback={null}>
          <PersonAdvancesSection personId={id} personName={name} isOwn={isOwn} viewerRole={viewerRole} />
        </Suspense>
      ) : null}
      {isOwn || isStaff ? (
        <Suspense fallback={<Spinner label={translate('profile.loadingData')} />}>
          <PersonDataSection personId={id} personName={name} isOwn={isOwn} />
        </Suspense>
      ) : null}
      {isOwn && viewerRole === 'Admin' ? (
        <Suspense fallback={<Spinner label={translate('profile.loadingRetention')} />}>
          <RetentionSettingSection />
        </Suspense>
      ) : null}
    </>
  );
}

export default function PersonDetailsPage() {
  return <DetailsPage sections={sections} tabs={tabs} />;
}
