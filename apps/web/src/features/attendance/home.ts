// The attendance sections of the Home tab below the clock card (they load after it has painted).
export { MonthStatsCards } from './components/MonthStatsCards';
export { HomeAttendanceCharts } from './components/charts/HomeAttendanceCharts';
