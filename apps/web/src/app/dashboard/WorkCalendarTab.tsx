import { Suspense, lazy, type ReactNode } from 'react';
import { SectionCard } from '../../components/ui/section-card';
import { Spinner } from '../../components/ui/spinner';
import type { TabPanelProps } from '../dashboard-tabs';

/*
 * The Work Calendar tab (issue 19, Admin and HR): holidays, the work week, shifts and where a punch may
 * come from; for the Admin also the leave policies (issue 20). The app layer composes the features' panels (features never import each other).
 */
const HolidaysPanel = lazy(() =>
  import('../../features/holidays').then((m) => ({ default: m.HolidaysPanel })),
);
const WorkWeekPanel = lazy(() =>
  import('../../features/work-calendar').then((m) => ({ default: m.WorkWeekPanel })),
);
const ShiftsPanel = lazy(() =>
  import('../../features/work-calendar').then((m) => ({ default: m.ShiftsPanel })),
);
const LeaveTypesPanel = lazy(() =>
  import('../../features/leave').then((m) => ({ default: m.LeaveTypesPanel })),
);
const LeavePoliciesPanel = lazy(() =>
  import('../../features/leave').then((m) => ({ default: m.LeavePoliciesPanel })),
);
const PunchPlacesPanel = lazy(() =>
  import('../../features/attendance').then((m) => ({ default: m.PunchPlacesPanel })),
);

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} description={description}>
      <Suspense fallback={<Spinner label={`Loading ${title.toLowerCase()}...`} />}>{children}</Suspense>
    </SectionCard>
  );
}

export default function WorkCalendarTab({ user, role }: TabPanelProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <Section
        title="Holidays"
        description="Public holidays close the day for everyone; optional ones are listed."
      >
        <HolidaysPanel user={user} role={role} />
      </Section>
      <Section
        title="Work Week"
        description="Weekly days off, also in given weeks of the month, from a date on."
      >
        <WorkWeekPanel user={user} role={role} />
      </Section>
      <Section title="Shifts" description="Working hours, punch-in windows and grace; who works which shift.">
        <ShiftsPanel user={user} role={role} />
      </Section>
      {/* The settings are the Admin's alone (HR is not shown them: GET /api/settings/punch-places). */}
      {role === 'Admin' ? (
        <Section
          title="Punch Places"
          description="Office networks and locations punch-in may come from; off while both are empty."
        >
          <PunchPlacesPanel user={user} role={role} />
        </Section>
      ) : null}
      {/* Issue 40 item 4: the Admin's own leave types beside the spec's four (Admin only). */}
      {role === 'Admin' ? (
        <Section
          title="Leave Types"
          description="The spec's four built-in types and your own: paid or unpaid, one day or several, who may take them."
        >
          <LeaveTypesPanel />
        </Section>
      ) : null}
      {/* Issue 20: quotas, accrual, carry-forward and the sandwich rule per leave type (Admin only). */}
      {role === 'Admin' ? (
        <Section
          title="Leave Policies"
          description="Quotas, accrual, carry-forward and the sandwich rule per leave type, and the leave year."
        >
          <LeavePoliciesPanel />
        </Section>
      ) : null}
    </div>
  );
}
