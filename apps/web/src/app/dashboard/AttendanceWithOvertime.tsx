import { EmployeeAttendanceTab, StaffAttendanceTab } from '../../features/attendance';
import { MyCompOff, MyOnDuty, MyOvertime } from '../../features/overtime';
import type { TabPanelProps } from '../dashboard-tabs';

/**
 * The Attendance tab with the person's own overtime below it (issue 45): shown once they have an overtime claim,
 * and on-duty / WFH once the Admin turns a mode on,
 * so the spec's tab is unchanged until the Admin turns overtime on. Features compose here.
 */
export default function AttendanceWithOvertime(props: TabPanelProps) {
  const Tab = props.role === 'Employee' ? EmployeeAttendanceTab : StaffAttendanceTab;
  return (
    <div className="grid gap-4">
      <Tab {...props} />
      <MyOnDuty userId={props.user.id} />
      <MyOvertime userId={props.user.id} />
      <MyCompOff userId={props.user.id} />
    </div>
  );
}
