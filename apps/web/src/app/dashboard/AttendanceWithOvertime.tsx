import { EmployeeAttendanceTab, StaffAttendanceTab } from '../../features/attendance';
import { MyCompOff, MyOnDuty, MyOvertime, StaffOvertimeRequests } from '../../features/overtime';
import type { TabPanelProps } from '../dashboard-tabs';

/**
 * The Attendance tab with the person's own overtime below it (issue 45): shown once they have an overtime claim,
 * and on-duty / WFH once the Admin turns a mode on; for HR and Admin, everyone's requests and claims above theirs,
 * so the spec's tab is unchanged until the Admin turns overtime on. Features compose here.
 */
export default function AttendanceWithOvertime(props: TabPanelProps) {
  const Tab = props.role === 'Employee' ? EmployeeAttendanceTab : StaffAttendanceTab;
  return (
    <div className="grid gap-4">
      <Tab {...props} />
      {props.role === 'Employee' ? null : <StaffOvertimeRequests role={props.role} userId={props.user.id} />}
      <MyOnDuty userId={props.user.id} />
      <MyOvertime userId={props.user.id} />
      <MyCompOff userId={props.user.id} />
    </div>
  );
}
