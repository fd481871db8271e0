// The attendance feature's public surface for its tabs (loaded when a tab opens); Home's sections are in home.ts.
export { EmployeeAttendanceTab, StaffAttendanceTab } from './components/AttendanceTabs';
