// Overtime (issue 45): the manager's queue of overtime claims and the Admin's settings, composed in app/.
export { OvertimePendingForMe } from './components/OvertimePendingForMe';
export { OvertimeSettingsCard } from './components/OvertimeSettingsCard';
export { MyOvertime } from './components/MyOvertime';
export { MyOnDuty } from './components/MyOnDuty';
export { OnDutyPendingForMe } from './components/OnDutyPendingForMe';
export { OnDutySettingsCard } from './components/OnDutySettingsCard';
export { MyCompOff } from './components/MyCompOff';
export { StaffOvertimeRequests } from './components/StaffOvertimeRequests';
