// The attendance feature's public surface for its tabs (loaded when a tab opens); Home's sections are in home.ts.
export { EmployeeAttendanceTab, StaffAttendanceTab } from './components/AttendanceTabs';
// The Work Calendar tab's 'Punch Places' section (Admin only; app/dashboard/WorkCalendarTab.tsx).
export { PunchPlacesPanel } from './components/punch-places/PunchPlacesPanel';
