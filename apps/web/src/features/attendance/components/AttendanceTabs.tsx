import type { Role, SessionUser } from '@hrms/shared';
import { SectionCard as Section } from '../../../components/ui/section-card';
import { useAttendanceLiveUpdates } from '../hooks/use-attendance-live-updates';
import { AllUserAttendance } from './AllUserAttendance';
import { AttendanceSheet } from './AttendanceSheet';
import { ManualMarking } from './ManualMarking';
import { BulkMarking } from './bulk/BulkMarking';
import { CorrectionLimitsForm } from './corrections/CorrectionLimitsForm';
import { CorrectionQueue } from './corrections/CorrectionQueue';
import { MyAttendanceWithCorrections } from './corrections/MyCorrections';
import { useT } from '../../../lib/i18n/app';

interface AttendanceTabProps {
  user: SessionUser;
  role: Role;
}

/** The employee's Attendance tab: my records. */
export function EmployeeAttendanceTab({ user, role }: AttendanceTabProps) {
  useAttendanceLiveUpdates(user, role, { staffLists: false });
  const { t } = useT();
  return (
    <Section title={t('tab.attendance')} description={t('attendanceTab.description')}>
      <MyAttendanceWithCorrections role={role} userId={user.id} />
    </Section>
  );
}

/** Admin and HR: my record, everyone's, manual marking, and (Admin only) the sheet. */
export function StaffAttendanceTab({ user, role }: AttendanceTabProps) {
  // Mounted only while this tab is open: Admin refreshes all-attendance only on the attendance tab.
  useAttendanceLiveUpdates(user, role, { staffLists: true });
  return (
    <div className="grid gap-4">
      <Section title="My Attendance Record" description="Your punches and statuses, newest first.">
        <MyAttendanceWithCorrections role={role} userId={user.id} />
      </Section>
      <Section title="All User Attendance" description="Everyone's attendance: this month, or today only.">
        <AllUserAttendance role={role} />
      </Section>
      <Section
        title="Correction Requests"
        description="People's requests to correct their past days; your own are decided by another approver."
      >
        <CorrectionQueue userId={user.id} role={role} />
        {role === 'Admin' ? <CorrectionLimitsForm /> : null}
      </Section>
      <Section title="Manual Marking" description="Set a day's status for a person (today or earlier).">
        <ManualMarking role={role} />
      </Section>
      <Section
        title="Go-live and Bulk Marking"
        description="Mark many days for many people at once; days before the go-live date are paid as present."
      >
        <BulkMarking role={role} />
      </Section>
      {role === 'Admin' ? (
        <Section title="Attendance Sheet" description="Everyone against every date of the month.">
          <AttendanceSheet />
        </Section>
      ) : null}
    </div>
  );
}
