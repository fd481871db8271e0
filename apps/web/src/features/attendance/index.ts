// The attendance feature's public surface: the app layer imports from here, never from inside the folder.
export { EmployeeAttendanceTab, StaffAttendanceTab } from './components/AttendanceTabs';
export { ClockCard } from './components/ClockCard';
export { MonthStatsCards } from './components/MonthStatsCards';
export { HomeAttendanceCharts } from './components/charts/HomeAttendanceCharts';
