import { Suspense, lazy } from 'react';
import { STAFF_ROLES } from '@hrms/shared';
import { DetailsPage, type DetailsSectionContext } from '../../features/people';
import { Spinner } from '../../components/ui/spinner';

/*
 * /details/:id composed across features (features never import each other): the people feature's page,
 * then a person's leave balances (issue 20: the person, HR and Admin; HR and Admin adjust them) and their
 * payroll (issue 21: the Admin's for anyone, a person's for themselves; HR sees no one else's payroll, and
 * the server refuses it too), then the person's data download (issue 23: one's own; HR and Admin anyone's).
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
const PersonPayrollSection = lazy(() =>
  import('../../features/payroll/person').then((m) => ({ default: m.PersonPayrollSection })),
);

const PersonDataSection = lazy(() =>
  import('../../features/privacy/person').then((m) => ({ default: m.PersonDataSection })),
);
// The organisation's settings of issue 23 sit on the Admin's own page: the two-step requirement, the retention period.
const RetentionSettingSection = lazy(() =>
  import('../../features/privacy/person').then((m) => ({ default: m.RetentionSettingSection })),
);

function sections({ id, name, isOwn, viewerRole }: DetailsSectionContext) {
  const isStaff = STAFF_ROLES.includes(viewerRole);
  return (
    <>
      {isOwn || isStaff ? (
        <Suspense fallback={<Spinner label="Loading leave balances" />}>
          <PersonLeaveSection personId={id} personName={name} canManage={isStaff} />
        </Suspense>
      ) : null}
      {isOwn || viewerRole === 'Admin' ? (
        <Suspense fallback={<Spinner label="Loading payroll" />}>
          <PersonPayrollSection personId={id} personName={name} viewerRole={viewerRole} />
        </Suspense>
      ) : null}
      {isOwn ? (
        <Suspense fallback={<Spinner label="Loading security" />}>
          <TwoStepSection viewerRole={viewerRole} />
          <SessionsSection />
          {viewerRole === 'Admin' ? <FailedSignInsSection /> : null}
        </Suspense>
      ) : viewerRole === 'Admin' ? (
        <Suspense fallback={<Spinner label="Loading security" />}>
          <PersonTwoStepAdmin personId={id} personName={name} />
        </Suspense>
      ) : null}
      {isOwn || isStaff ? (
        <Suspense fallback={<Spinner label="Loading your data" />}>
          <PersonDataSection personId={id} personName={name} isOwn={isOwn} />
        </Suspense>
      ) : null}
      {isOwn && viewerRole === 'Admin' ? (
        <Suspense fallback={<Spinner label="Loading the retention period" />}>
          <RetentionSettingSection />
        </Suspense>
      ) : null}
    </>
  );
}

export default function PersonDetailsPage() {
  return <DetailsPage sections={sections} />;
}
