// Overtime (issue 45): the manager's queue of overtime claims and the Admin's settings, composed in app/.
export { OvertimePendingForMe } from './components/OvertimePendingForMe';
export { OvertimeSettingsCard } from './components/OvertimeSettingsCard';
export { MyOvertime } from './components/MyOvertime';
export { MyCompOff } from './components/MyCompOff';
