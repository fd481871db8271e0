// Overtime (issue 45): the manager's queue of overtime claims, composed in app/ beside leave's "Pending for me".
export { OvertimePendingForMe } from './components/OvertimePendingForMe';
